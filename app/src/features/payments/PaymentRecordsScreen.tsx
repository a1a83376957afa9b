/**
 * `/PayRecord`: the visitor's payment records (GetPayRecordList) with readable `pay_flag` labels; an outstanding one
 * (F 待缴费, or EING 缴费中: a pay dialog closed or failed leaves it so, see `canPayRecord`) leads to its pay-confirm
 * page; 暂无缴费记录 when there are none (docs/product/orders-reports-access.md §2, §4, §8).
 */
import type { Schemas } from '@checkup/sdk';
import { ActionCard, alert, Button, Cell, CellGroup, Empty, NavBar, PriceTag, Tag } from '@checkup/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { screenBody } from '../../shared/layout';
import { useRequest } from '../../shared/useRequest';
import { payRecordMessages } from '../../messages';
import { failureText } from '../../shared/failureMessages';
import { canPayRecord, payConfirmPath, payFlagLabel } from './payFlag';
import { useOpenid } from '../../shared/useOpenid';
import { useApi } from '../../services/AppServices';
import { useBack } from '../../routing/useBack';
import { LoadFailed } from '../../shared/LoadFailed';

function PaymentRecordsScreen() {
  const api = useApi();
  const back = useBack();
  const openid = useOpenid();
  const [attempt, setAttempt] = useState(0);
  const records = useRequest(
    openid === undefined ? null : `${openid}#${attempt}`,
    (signal) => api.call('GetPayRecordList', { openid: openid ?? '' }, { signal }),
    (error) => void alert({ content: failureText(error) }),
  );

  return (
    <main>
      <NavBar title={payRecordMessages.listTitle} onBack={back} />
      <div className={screenBody}>
        {records.status === 'ok' &&
          (records.data.length === 0 ? (
            <Empty description={payRecordMessages.empty} />
          ) : (
            records.data.map((record) => <PayRecordCard key={record.regno} record={record} />)
          ))}
        {records.status === 'failed' && (
          <LoadFailed description={failureText(records.error)} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </div>
    </main>
  );
}

/** A payment record; an outstanding one gets 去缴费 in the card's action row. */
function PayRecordCard({ record }: { record: Schemas['PayRecord'] }) {
  const navigate = useNavigate();
  const flag = payFlagLabel(record.pay_flag);
  return (
    <ActionCard
      title={record.clus_Name}
      headingLevel={2}
      extra={<Tag tone={flag.tone}>{flag.text}</Tag>}
      actions={
        canPayRecord(record) && (
          <Button
            variant="primary"
            size="sm"
            onClick={() => void navigate(payConfirmPath(record.regno))}
            aria-label={`${payRecordMessages.pay}：${record.clus_Name}`}
          >
            {payRecordMessages.pay}
          </Button>
        )
      }
    >
      <CellGroup>
        <Cell title={payRecordMessages.name} value={record.name} />
        <Cell title={payRecordMessages.regno} value={record.regno} />
        <Cell title={payRecordMessages.date} value={record.tj_date} />
        <Cell title={payRecordMessages.amount} value={<PriceTag price={record.price} />} />
      </CellGroup>
    </ActionCard>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { PaymentRecordsScreen as Component };
