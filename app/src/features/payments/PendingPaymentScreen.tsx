/**
 * `/PersonPayment`: the order just created, awaiting payment (docs/product/booking-journey.md §2 Pending payment, §4, §8).
 * The 15-minute window runs from the server's `created_Time` on the server's clock; with payment switched off there
 * is neither countdown nor pay button.
 */
import type { Schemas } from '@checkup/sdk';
import { parseShanghaiDateTime } from '@checkup/sdk/rules';
import { alert, Button, Cell, CellGroup, Countdown, FooterBar, NavBar, PriceTag, Tag, useCountdown } from '@checkup/ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { screenBody } from '../../shared/layout';
import { useDelayedNavigate } from '../../shared/useDelayedNavigate';
import { useRequest } from '../../shared/useRequest';
import { useServerOffset } from '../../shared/useServerOffset';
import { useSubmitOnce, type SubmitOutcome } from '../../shared/useSubmitOnce';
import { bookingMessages } from '../../messages';
import { AddToCalendar } from '../orders/AddToCalendar';
import { VisitDateTime } from '../orders/VisitDateTime';
import { failureText } from '../../shared/failureMessages';
import { cancelDeadlineText } from '../orders/orderRules';
import { PAID_RETURN_DELAY_MS, payThroughDialog } from '../orders/payThroughDialog';
import { useOpenid } from '../../shared/useOpenid';
import { useApi, useConfig, usePayment, useSession } from '../../services/AppServices';

/** How long an order may be paid after it was created (§4, §9). */
export const PAYMENT_WINDOW_MS = 900_000;

const ORDER_LIST = '/MyOrderList';

function PendingPaymentScreen() {
  const session = useSession();
  const [order] = useState(() => session.order.get());
  if (!order) return <Navigate to={ORDER_LIST} replace />;
  return <PendingPayment order={order} />;
}

/**
 * The order as the server has it now (FindByOrderList), once read; undefined until then or when it cannot be read (the
 * pay call's own answer then tells what changed).
 */
function useLatestState(order: Schemas['Order']): Schemas['Order'] | undefined {
  const api = useApi();
  const openid = useOpenid();
  const orders = useRequest(openid === undefined ? null : `${openid}|${order.id}`, (signal) =>
    api.call('FindByOrderList', { openid: openid ?? '' }, { signal }),
  );
  return orders.status === 'ok' ? orders.data.find((listed) => listed.id === order.id) : undefined;
}

function PendingPayment({ order }: { order: Schemas['Order'] }) {
  const api = useApi();
  const config = useConfig();
  const payment = usePayment();
  const navigate = useNavigate();
  const leave = useDelayedNavigate(PAID_RETURN_DELAY_MS);
  const serverOffsetMs = useServerOffset();
  const created = parseShanghaiDateTime(order.created_Time);
  const deadline = created ? created.getTime() + PAYMENT_WINDOW_MS : null;
  // An unreadable created time cannot be paid against: treat it as expired rather than as never expiring.
  const { finished } = useCountdown({ deadline: deadline ?? 0, serverOffsetMs });
  const expired = deadline === null || finished;
  const latest = useLatestState(order);

  const pay = useSubmitOnce(async (): Promise<SubmitOutcome> => {
    const params = await api.call('PersonOrderPay', order);
    if (!params.ok) {
      await alert({ content: failureText(params.error) });
      return 'again';
    }
    const outcome = await payThroughDialog(payment, params.data);
    if (outcome === 'fail') return 'again';
    leave(ORDER_LIST, { replace: true });
    return 'done';
  });

  // The stored order is the one just created; it may have been paid or cancelled since (through 查看订单, then back).
  if (latest && latest.state !== 'S')
    return <Navigate to={`/OrderDetails?id=${encodeURIComponent(order.id)}`} replace />;

  return (
    <main>
      <NavBar title={bookingMessages.paymentTitle} onBack={() => void navigate(ORDER_LIST)} />
      <div className={screenBody}>
        <CellGroup>
          <Cell
            title={bookingMessages.orderState}
            value={
              <Tag tone={expired ? 'neutral' : 'warning'}>
                {expired ? bookingMessages.expired : bookingMessages.pendingPayment}
              </Tag>
            }
          />
          {config.payEnabled && !expired && deadline !== null && (
            <Cell
              title={bookingMessages.timeLeft}
              value={
                <Countdown
                  deadline={deadline}
                  serverOffsetMs={serverOffsetMs}
                  label={bookingMessages.timeLeft}
                  tone="danger"
                />
              }
            />
          )}
          <Cell title={bookingMessages.person} value={order.name} />
          <Cell
            title={bookingMessages.date}
            value={<VisitDateTime date={order.begin_Time} slot={order.sumtime_Name} weekday />}
          />
          <Cell title={bookingMessages.package} value={order.clus_Name} />
          <Cell title={bookingMessages.orderTime} value={order.created_Time} />
          <Cell title={bookingMessages.amount} value={<PriceTag price={order.price} />} />
        </CellGroup>
        {/* Just booked: the visit can go into the phone's calendar at once (an expired order has no visit). */}
        {!expired && <AddToCalendar order={order} />}
        <p>{bookingMessages.cancelNote(cancelDeadlineText(order, config))}</p>
        <FooterBar
          action={
            <>
              <Button onClick={() => void navigate(`/OrderDetails?id=${encodeURIComponent(order.id)}`)}>
                {bookingMessages.viewOrder}
              </Button>
              {config.payEnabled && !expired && (
                <Button variant="primary" loading={pay.busy} onClick={pay.run}>
                  {bookingMessages.confirmPayment}
                </Button>
              )}
            </>
          }
        />
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { PendingPaymentScreen as Component };
