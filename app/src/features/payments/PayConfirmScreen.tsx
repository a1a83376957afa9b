/**
 * `/PayConfirm?regno=`: the pay-confirm page (docs/product/orders-reports-access.md §2, §4 "Payment result", §5 "Pay lookup", §8).
 * GetInforMation looks the registration number up; the pay button stays disabled until that succeeds and while a
 * payment is under way; SweepCodePay gives the pay dialog its parameters; cancel or ok returns to /PayRecord.
 * Not payable: the lookup answers 订单已过期, or nothing is due (pay_money 0) — the page then says 订单已过期.
 */
import type { CheckupError, Schemas } from '@checkup/sdk';
import { alert, Button, Cell, CellGroup, Empty, NavBar, PriceTag } from '@checkup/ui';
import { useSearchParams } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { useDelayedNavigate } from '../../shared/useDelayedNavigate';
import { useRequest, type RequestState } from '../../shared/useRequest';
import { useSubmitOnce, type SubmitOutcome } from '../../shared/useSubmitOnce';
import { payRecordMessages } from '../../messages';
import { failureText } from '../../shared/failureMessages';
import { PAID_RETURN_DELAY_MS, payThroughDialog } from '../orders/payThroughDialog';
import { useOpenid } from '../../shared/useOpenid';
import { useApi, usePayment } from '../../services/AppServices';
import { useBack } from '../../routing/useBack';

const PAY_RECORDS = '/PayRecord';

/** What the lookup showed: a payable bill, or why there is none. */
type Lookup = { kind: 'payable'; info: Schemas['PayInfo'] } | { kind: 'unpayable'; message: string };

/** §5/§8: an empty answer is 该体检人员不存在, a refusal its own message (订单已过期 among them), no answer 系统异常！请联系工作人员. */
function readLookup(state: RequestState<Schemas['PayInfo']>): Lookup | undefined {
  if (state.status === 'ok') {
    // The hospital's backend may answer an unknown number with success and no data at all (`null` or no returnData).
    const found: Partial<Schemas['PayInfo']> | null | undefined = state.data;
    if (!found?.reg_no) return { kind: 'unpayable', message: payRecordMessages.notFound };
    if (state.data.pay_money <= 0) return { kind: 'unpayable', message: payRecordMessages.expired };
    return { kind: 'payable', info: state.data };
  }
  if (state.status === 'failed') return { kind: 'unpayable', message: lookupFailure(state.error) };
  return undefined;
}

function lookupFailure(error: CheckupError): string {
  return error.kind === 'business' && error.returnMsg ? error.returnMsg : payRecordMessages.lookupFailed;
}

function PayConfirmScreen() {
  const api = useApi();
  const payment = usePayment();
  const leave = useDelayedNavigate(PAID_RETURN_DELAY_MS);
  const back = useBack('/PayRecord');
  const openid = useOpenid();
  const [params] = useSearchParams();
  const regno = params.get('regno')?.trim() ?? '';
  const request = useRequest(regno || null, (signal) => api.call('GetInforMation', { regno }, { signal }));
  const lookup: Lookup | undefined = regno
    ? readLookup(request)
    : { kind: 'unpayable', message: payRecordMessages.notFound };
  const info = lookup?.kind === 'payable' ? lookup.info : undefined;

  const pay = useSubmitOnce(async (): Promise<SubmitOutcome> => {
    if (!info || !openid) return 'again';
    const params = await api.call('SweepCodePay', { ...info, openid });
    if (!params.ok) {
      await alert({ content: failureText(params.error) });
      return 'again';
    }
    const outcome = await payThroughDialog(payment, params.data);
    if (outcome === 'fail') return 'again';
    leave(PAY_RECORDS, { replace: true });
    return 'done';
  });

  return (
    <main>
      <NavBar title={payRecordMessages.confirmTitle} onBack={back} />
      <div className={screenBody}>
        {info && (
          <CellGroup>
            <Cell title={payRecordMessages.name} value={info.pat_name} />
            <Cell title={payRecordMessages.regno} value={info.reg_no} />
            <Cell title={payRecordMessages.date} value={info.reg_date} />
            <Cell title={payRecordMessages.package} value={info.clus_name} />
            <Cell title={payRecordMessages.amount} value={<PriceTag price={info.pay_money} size="lg" />} />
          </CellGroup>
        )}
        {lookup?.kind === 'unpayable' && <Empty description={lookup.message} />}
        <div className={actionRow}>
          <Button variant="primary" block disabled={!info || !openid} loading={pay.busy} onClick={pay.run}>
            {payRecordMessages.payNow}
          </Button>
        </div>
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { PayConfirmScreen as Component };
