/**
 * `/questionords`: the visitor's personalised check-ups (the spec names the route, not its contents): the orders of
 * type `question` from FindByOrderList, one row each with date and state, opening /OrderDetails; a new assessment
 * starts from here too.
 */
import { Button, Cell, CellGroup, Empty, NavBar, Tag } from '@checkup/ui';
import { useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { personalisedMessages as text } from '../../messages';
import { failureText } from '../../shared/failureMessages';
import { orderStateLabel } from '../orders/orderRules';
import { useOrderList } from '../orders/useOrderList';
import { VisitDateTime } from '../orders/VisitDateTime';
import { useConfig } from '../../services/AppServices';
import { LoadFailed } from '../../shared/LoadFailed';

function PersonalisedOrdersScreen() {
  const config = useConfig();
  const navigate = useNavigate();
  const { orders, retry } = useOrderList();
  const personalised = orders.status === 'ok' ? orders.data.filter((order) => order.type === 'question') : [];

  return (
    <main>
      <NavBar title={text.ordersTitle} onBack={() => void navigate('/Questionnaire')} />
      <div className={screenBody}>
        {orders.status === 'ok' &&
          (personalised.length === 0 ? (
            <Empty description={text.ordersEmpty} />
          ) : (
            <CellGroup>
              {personalised.map((order) => {
                const state = orderStateLabel(order, config);
                return (
                  <Cell
                    key={order.id}
                    title={order.clus_Name}
                    label={<VisitDateTime date={order.begin_Time} slot={order.sumtime_Name} />}
                    value={state && <Tag tone={state.tone}>{state.text}</Tag>}
                    onClick={() => void navigate(`/OrderDetails?id=${encodeURIComponent(order.id)}`)}
                  />
                );
              })}
            </CellGroup>
          ))}
        {orders.status === 'failed' && <LoadFailed description={failureText(orders.error)} onRetry={retry} />}
        <div className={actionRow}>
          <Button variant="primary" block onClick={() => void navigate('/questionBaseInfo')}>
            {text.newAssessment}
          </Button>
        </div>
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { PersonalisedOrdersScreen as Component };
