/**
 * `/MyOrderList`: the visitor's orders as cards (FindByOrderList), newest first, each with its state and a way to its
 * details; 暂无体检订单 when there are none (docs/product/orders-reports-access.md §2, §4). Above them, the way to the payment records
 * (/PayRecord, where a bill of the centre is paid), which no other screen links to.
 */
import type { Schemas } from '@checkup/sdk';
import { ActionCard, Button, Cell, CellGroup, Empty, NavBar, PriceTag, Tag } from '@checkup/ui';
import { useHref, useLinkClickHandler, useNavigate } from 'react-router';
import { screenBody } from '../../shared/layout';
import { bookingMessages, commonMessages, orderMessages, payRecordMessages } from '../../messages';
import { failureText } from '../../shared/failureMessages';
import { cancelInformation, orderStateLabel } from './orderRules';
import { useOrderList } from './useOrderList';
import { VisitDateTime } from './VisitDateTime';
import { useConfig } from '../../services/AppServices';
import { LoadFailed } from '../../shared/LoadFailed';

function MyOrdersScreen() {
  const navigate = useNavigate();
  const { orders, retry } = useOrderList();
  const goHome = () => void navigate('/');

  return (
    <main>
      <NavBar title={orderMessages.listTitle} onBack={goHome} backLabel={commonMessages.backHome} />
      <div className={screenBody}>
        {/* Shown whatever the orders: a bill may stand without an order made here (a check-up booked at the desk). */}
        <CellGroup>
          <Cell title={payRecordMessages.listTitle} onClick={() => void navigate('/PayRecord')} />
        </CellGroup>
        {orders.status === 'ok' &&
          (orders.data.length === 0 ? (
            <Empty description={orderMessages.empty}>
              <Button onClick={goHome}>{commonMessages.backHome}</Button>
            </Empty>
          ) : (
            orders.data.map((order) => <OrderCard key={order.id} order={order} />)
          ))}
        {orders.status === 'failed' && <LoadFailed description={failureText(orders.error)} onRetry={retry} />}
      </div>
    </main>
  );
}

/** An order as a tappable card: the whole card is one link to its details (查看详情：<package>). */
function OrderCard({ order }: { order: Schemas['Order'] }) {
  const config = useConfig();
  const to = `/OrderDetails?id=${encodeURIComponent(order.id)}`;
  const href = useHref(to);
  const openDetails = useLinkClickHandler<HTMLAnchorElement | HTMLButtonElement>(to);
  const state = orderStateLabel(order, config);
  const cancelInfo = cancelInformation(order);
  return (
    <ActionCard
      title={order.clus_Name}
      headingLevel={2}
      extra={state && <Tag tone={state.tone}>{state.text}</Tag>}
      href={href}
      onClick={openDetails}
      actionLabel={orderMessages.viewDetails}
    >
      <CellGroup>
        <Cell title={orderMessages.person} value={order.name} />
        <Cell title={orderMessages.checkType} value={bookingMessages.checkTypes[order.type]} />
        <Cell title={orderMessages.date} value={<VisitDateTime date={order.begin_Time} slot={order.sumtime_Name} />} />
        <Cell title={orderMessages.amount} value={<PriceTag price={order.price} />} />
        {cancelInfo && <Cell title={orderMessages.cancelInfo} value={cancelInfo} />}
      </CellGroup>
    </ActionCard>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { MyOrdersScreen as Component };
