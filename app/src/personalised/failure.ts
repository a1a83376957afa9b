/** What the personalised flow says when a call fails (docs/product/orders-reports-access.md §8 "questionnaire and items"). */
import type { CheckupError } from '@checkup/sdk';
import { personalisedMessages } from '../messages';

/**
 * `refused` when the server answered with a refusal (数据获取异常！请联系管理员处理, 获取套餐数据异常！ …), the
 * rate-limit message as the server gives it, and 网络繁忙~请稍后再试 when there was no usable answer.
 */
export function flowFailure(error: CheckupError, refused: string): string {
  if (error.kind === 'business' || error.kind === 'badRequest') return refused;
  if (error.kind === 'rateLimited' && error.returnMsg) return error.returnMsg;
  return personalisedMessages.busy;
}
