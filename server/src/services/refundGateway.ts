/**
 * The payment provider's refund gateway, the one way money goes back to a payer: PersonOrderRefund (a paid order
 * cancelled) and a payment completed after its order had closed both ask it here, through refunds.ts (never inside a
 * database transaction).
 */
import type { ServiceContext } from './context';
import { callUpstream } from './upstreams';

/**
 * One refund. `refundNo` names it to the provider (its out_refund_no), the same on every retry of the same refund, so
 * a retry after a timeout cannot pay the money back twice.
 */
export interface RefundRequest {
  orderId: number;
  amountFen: number;
  refundNo: string;
}

/**
 * A provider's refund call: resolves when the provider accepted the refund, rejects when it refused it (nothing was
 * refunded). When it cannot tell (the answer was lost), it must not reject: it asks again with the same refund number,
 * or leaves the call unanswered, so that the time limit records the refund as owed and the sweep asks again.
 */
export type RefundGateway = (refund: RefundRequest) => Promise<unknown>;

/**
 * The sandbox payment provider's refund gateway: it accepts every refund of an order it took payment for (the
 * reference server has no money to move). A real provider's refund call goes in `ServiceContext.refundGateway`.
 */
const sandboxRefundGateway: RefundGateway = (refund) => Promise.resolve(refund);

/**
 * Asks the refund gateway within the upstream time limit; when it refuses or does not answer, an UpstreamError with
 * `failureMessage` (the operation's refusal).
 */
export function requestRefund(ctx: ServiceContext, refund: RefundRequest, failureMessage: string): Promise<unknown> {
  const gateway = ctx.refundGateway ?? sandboxRefundGateway;
  return callUpstream(ctx, 'refundGateway', failureMessage, () => gateway(refund));
}
