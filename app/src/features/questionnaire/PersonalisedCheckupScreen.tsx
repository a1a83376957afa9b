/**
 * `/Questionnaire`: entry of the personalised check-up (docs/product/orders-reports-access.md §2). The spec does not show its
 * contents: it explains the steps, starts the flow at /questionBaseInfo and links the visitor's personalised orders.
 */
import { Button, Card, Cell, CellGroup, NavBar } from '@checkup/ui';
import { useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { personalisedMessages } from '../../messages';

function PersonalisedCheckupScreen() {
  const navigate = useNavigate();
  return (
    <main>
      <NavBar title={personalisedMessages.entryTitle} onBack={() => void navigate('/')} />
      <div className={screenBody}>
        <Card title={personalisedMessages.entryTitle}>
          <p>{personalisedMessages.entryIntro}</p>
          <ol>
            {personalisedMessages.entrySteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
        <div className={actionRow}>
          <Button variant="primary" block onClick={() => void navigate('/questionBaseInfo')}>
            {personalisedMessages.start}
          </Button>
        </div>
        <CellGroup>
          <Cell title={personalisedMessages.ordersTitle} onClick={() => void navigate('/questionords')} />
        </CellGroup>
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { PersonalisedCheckupScreen as Component };
