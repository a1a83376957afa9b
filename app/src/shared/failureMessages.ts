/**
 * What to tell the visitor when a call fails: the one place that decides between the server's own message and the
 * screen's fallback, for every area.
 */
import type { CheckupError } from '@checkup/sdk';
import { alert, toast } from '@checkup/ui';
import { commonMessages, personalisedMessages } from '../messages';

/**
 * The server's own message when it answered with one the visitor can act on (`success:false`, a refused request,
 * too many requests); otherwise (no answer, server error, unreadable answer) the screen's `fallback` message.
 */
export function serverMessage(error: CheckupError): string | undefined {
  const answered = error.kind === 'business' || error.kind === 'badRequest' || error.kind === 'rateLimited';
  return answered && error.returnMsg ? error.returnMsg : undefined;
}

/** The server's message when it answered with one (§8 "usually shown as is"), else 系统繁忙！请稍后再试 or `fallback`. */
export function failureText(error: CheckupError, fallback: string = commonMessages.busy): string {
  return serverMessage(error) ?? fallback;
}

/**
 * Tells the visitor that an action's call failed: the server's own message as a toast, or, with no usable answer,
 * the alert 系统繁忙！请稍后再试 (§8 "any request failure"). Resolves once the alert is closed.
 */
export async function tellFailure(error: CheckupError): Promise<void> {
  const message = serverMessage(error);
  if (message) toast(message);
  else await alert({ content: commonMessages.busy });
}

/**
 * The personalised flow's wording (docs/product/orders-reports-access.md §8 "questionnaire and items"): `refused` when
 * the server answered with a refusal (数据获取异常！请联系管理员处理, 获取套餐数据异常！ …), the rate-limit message as
 * the server gives it, and 网络繁忙~请稍后再试 when there was no usable answer.
 */
export function flowFailure(error: CheckupError, refused: string): string {
  if (error.kind === 'business' || error.kind === 'badRequest') return refused;
  if (error.kind === 'rateLimited' && error.returnMsg) return error.returnMsg;
  return personalisedMessages.busy;
}
