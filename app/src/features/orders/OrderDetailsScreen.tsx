/**
 * `/OrderDetails?id=`: one of the visitor's orders with masked ID and phone, its package items and extras, and the
 * actions of docs/product/orders-reports-access.md §4 (cancel before the §9 deadline after a confirm, or pay now), then the two
 * notices. The order is read from FindByOrderList (the contract has no single-order call).
 */
import type { Schemas } from '@checkup/sdk';
import {
  alert,
  Button,
  Card,
  Cell,
  CellGroup,
  Collapse,
  confirm,
  Empty,
  FooterBar,
  MaskedText,
  NavBar,
  PriceTag,
  Tag,
  toast,
} from '@checkup/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { screenBody } from '../../shared/layout';
import { PackageItemList } from '../../shared/PackageItemList';
import { alertPackageItemsFailure, usePackageItems } from '../../shared/usePackageItems';
import { useRequest } from '../../shared/useRequest';
import { useServerClock } from '../../shared/useServerOffset';
import { useSubmitOnce, type SubmitOutcome } from '../../shared/useSubmitOnce';
import { bookingMessages, commonMessages, orderMessages } from '../../messages';
import { AddToCalendar } from './AddToCalendar';
import { failureText } from '../../shared/failureMessages';
import {
  cancelInformation,
  orderActions,
  orderExtras,
  orderPackagePrice,
  orderStateLabel,
  withinCancelDeadline,
  type CancelCall,
} from './orderRules';
import { PAID_RETURN_DELAY_MS, payThroughDialog } from './payThroughDialog';
import { useOpenid } from '../../shared/useOpenid';
import { VisitDateTime } from './VisitDateTime';
import { useApi, useConfig, usePayment } from '../../services/AppServices';
import { useBack } from '../../routing/useBack';
import { LoadFailed } from '../../shared/LoadFailed';

type Order = Schemas['Order'];

/** Where back leads from a directly opened order. */
const ORDER_LIST = '/MyOrderList';

function OrderDetailsScreen() {
  const api = useApi();
  const back = useBack(ORDER_LIST);
  const openid = useOpenid();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [revision, setRevision] = useState(0);
  const orders = useRequest(
    openid === undefined ? null : `${openid}#${revision}`,
    (signal) => api.call('FindByOrderList', { openid: openid ?? '' }, { signal }),
    (error) => void alert({ content: failureText(error) }),
  );
  // After a cancel the list is read again; the order shown meanwhile is the one read before.
  const [shown, setShown] = useState<Order | undefined>(undefined);
  const found = orders.status === 'ok' ? orders.data.find((order) => order.id === id) : undefined;
  if (found && found !== shown) setShown(found);
  const order = found ?? shown;

  return (
    <main>
      <NavBar title={orderMessages.detailsTitle} onBack={back} />
      <div className={screenBody}>
        {order ? (
          // Keyed by order: a cancel or payment still busy (its dialog closed unanswered with the address) belongs to the
          // order it was started for, not to the one the address opens next.
          <OrderView key={order.id} order={order} onChanged={() => setRevision((n) => n + 1)} />
        ) : orders.status === 'ok' ? (
          <Empty description={orderMessages.notFound} />
        ) : orders.status === 'failed' ? (
          <LoadFailed description={failureText(orders.error)} onRetry={() => setRevision((n) => n + 1)} />
        ) : null}
      </div>
    </main>
  );
}

function OrderView({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const api = useApi();
  const config = useConfig();
  const payment = usePayment();
  const state = orderStateLabel(order, config);
  const cancelInfo = cancelInformation(order);
  const actions = orderActions(order, config);
  const extras = orderExtras(order);
  // The deadline is the server's: a device clock set wrong must neither block a valid cancel nor offer a late one.
  // A tap before GetTimeStamp has answered waits for it (the button shows it is busy) instead of using the device's.
  const serverClock = useServerClock();
  // §8: no package items (or an empty list) → 暂无项目数据; a failed request → the server's message (系统繁忙！请稍后再试
  // when its catalogue is down), or 系统繁忙！请稍后再试 with no answer — as on the package details.
  const items = usePackageItems(order.clus_Code, alertPackageItemsFailure);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Opened directly (no history inside the app): the order list is where "back" leads.
  const goBack = useBack(ORDER_LIST);

  const cancel = useSubmitOnce(async (): Promise<SubmitOutcome> => {
    if (!actions.cancel) return 'again';
    if (!withinCancelDeadline(order, config, new Date(await serverClock.now()))) {
      await alert({ content: orderMessages.pastDeadline });
      return 'again';
    }
    const refund = actions.cancel === 'PersonOrderRefund';
    const confirmed = await confirm({
      content: refund ? orderMessages.confirmRefund : orderMessages.confirmCancel,
      confirmText: orderMessages.confirmCancelYes,
      cancelText: orderMessages.confirmCancelNo,
      danger: true,
    });
    if (!confirmed) return 'again';
    const result = await cancelOrder(api, actions.cancel, order);
    if (!result.ok) {
      await alert({ content: failureText(result.error, orderMessages.revokeFailed) });
      return 'again';
    }
    toast(result.returnMsg || (refund ? orderMessages.cancelled : orderMessages.revoked));
    onChanged();
    return 'again';
  });

  const pay = useSubmitOnce(async (): Promise<SubmitOutcome> => {
    const params = await api.call('PersonOrderPay', order);
    if (!params.ok) {
      await alert({ content: failureText(params.error) });
      return 'again';
    }
    const outcome = await payThroughDialog(payment, params.data);
    if (outcome !== 'ok') return 'again';
    timer.current = setTimeout(goBack, PAID_RETURN_DELAY_MS);
    return 'done';
  });

  return (
    <>
      <CellGroup>
        <Cell title={orderMessages.stateTitle} value={state && <Tag tone={state.tone}>{state.text}</Tag>} />
        {cancelInfo && <Cell title={orderMessages.cancelInfo} value={cancelInfo} />}
        <Cell title={orderMessages.orderNo} value={order.id} />
        <Cell title={orderMessages.person} value={order.name} />
        <Cell title={orderMessages.idCard} value={<MaskedText text={order.idCard} />} />
        <Cell title={orderMessages.phone} value={<MaskedText text={order.tel} />} />
        <Cell title={orderMessages.checkType} value={bookingMessages.checkTypes[order.type]} />
        {order.company_Name && <Cell title={orderMessages.company} value={order.company_Name} />}
        <Cell title={orderMessages.package} value={order.clus_Name} />
        <Cell
          title={orderMessages.date}
          value={<VisitDateTime date={order.begin_Time} slot={order.sumtime_Name} weekday />}
        />
        <Cell title={orderMessages.orderTime} value={order.created_Time} />
        <Cell title={orderMessages.amount} value={<PriceTag price={order.price} />} />
      </CellGroup>
      <AddToCalendar order={order} />
      {items.status === 'ok' && (
        <PackageItemList title={orderMessages.packageItems} items={items.data} price={orderPackagePrice(order)} />
      )}
      {extras.length > 0 && (
        <Collapse title={orderMessages.extraItems} extra={bookingMessages.itemCount(extras.length)}>
          <CellGroup>
            {extras.map((extra) => (
              <Cell
                key={extra.code}
                title={extra.name}
                value={extra.price !== undefined ? <PriceTag price={extra.price} /> : undefined}
              />
            ))}
          </CellGroup>
        </Collapse>
      )}
      <Card title={orderMessages.notices} headingLevel={2}>
        <ul>
          <li>{orderMessages.noticeBookAhead}</li>
          <li>{orderMessages.noticeInterpretation}</li>
        </ul>
      </Card>
      <FooterBar
        action={
          <>
            {actions.cancel ? (
              <Button variant="danger" loading={cancel.busy} onClick={cancel.run}>
                {orderMessages.cancel}
              </Button>
            ) : (
              !actions.pay && <Button onClick={goBack}>{commonMessages.back}</Button>
            )}
            {actions.pay && (
              <Button variant="primary" loading={pay.busy} onClick={pay.run}>
                {orderMessages.payNow}
              </Button>
            )}
          </>
        }
      />
    </>
  );
}

/** Sends the cancel call: the group cancel takes the whole order, the personal ones its id, ID number and type. */
function cancelOrder(api: ReturnType<typeof useApi>, call: CancelCall, order: Order) {
  if (call === 'TeamOrderCancel') return api.call('TeamOrderCancel', order);
  return api.call(call, { id: order.id, idCard: order.idCard, type: order.type });
}

// The route table's lazy loader takes a module's `Component`.
export { OrderDetailsScreen as Component };
