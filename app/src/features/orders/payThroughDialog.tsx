/** The pay dialog with its result told to the visitor (docs/product/orders-reports-access.md §4 "Payment result", §8). */
import { alert, sprinkles, toast } from '@checkup/ui';
import { paymentMessages } from '../../messages';
import type { PaymentBridge, PayOutcome, PayParams } from '../../platform/payment';

/**
 * Pause after the pay dialog's ok (or cancel) before a screen leaves (§4 "Payment result", §9: back after 1 s), so its
 * 支付成功 / 取消支付 toast shows on the screen it belongs to before that screen goes.
 */
export const PAID_RETURN_DELAY_MS = 1000;

/**
 * Opens the pay dialog: ok toasts 支付成功, cancel toasts 取消支付, fail explains 支付失败 with its possible causes
 * and resolves once that is dismissed. Resolves with the outcome so the screen decides where to go.
 */
export async function payThroughDialog(payment: PaymentBridge, params: PayParams): Promise<PayOutcome> {
  const outcome = await payment.pay(params);
  if (outcome === 'fail') {
    await alert({
      title: paymentMessages.failed,
      // The dialog puts its content in a paragraph, where a <ul> cannot sit: spans with list roles, one line per cause.
      content: (
        <span role="list" className={sprinkles({ display: 'block' })}>
          {paymentMessages.failedCauses.map((cause) => (
            <span key={cause} role="listitem" className={sprinkles({ display: 'block' })}>
              {cause}
            </span>
          ))}
        </span>
      ),
    });
  } else {
    toast(outcome === 'ok' ? paymentMessages.success : paymentMessages.cancelled);
  }
  return outcome;
}
