/**
 * Refunds: money going back to a payer through the payment provider's refund gateway (refundGateway.ts), for a paid
 * order cancelled (PersonOrderRefund, orders.ts) and for a payment made after its order closed (payments.ts).
 *
 * The gateway is never called inside a database transaction: a call may take the whole upstream time limit, and on
 * PGlite's one session every other request would wait for it, on PostgreSQL a row lock and a pooled connection would
 * be held across a network call. A refund goes in three steps instead:
 *   1. the caller's transaction, under the order's row lock and after all its checks, records the refund (a `refunds`
 *      row, pending) or claims an owed one ({@link claimRefund}), and commits;
 *   2. {@link askRefund} calls the gateway with the refund's number, no transaction open;
 *   3. a second transaction writes the outcome: accepted, the refund is applied (order → Refund and its place freed,
 *      payment record TJServeERR; or the late payment refunded); otherwise the refund is owed (due) for the sweep,
 *      except a cancellation the provider refused at its first ask, which is dropped (nothing was refunded).
 * A process that dies between 2 and 3 leaves the refund pending: past the grace period the sweep
 * ({@link retryOwedRefunds}) asks again with the same refund number, which the provider takes as the same refund.
 * Two callers never ask at once: a pending refund within its grace period belongs to the call that claimed it.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB, RefundReason } from '../db/schema';
import { releasePlace } from '../db/places';
import type { ServiceContext } from './context';
import { requestRefund } from './refundGateway';
import { UpstreamError } from './upstreams';

/** A refund to ask: its number (out_refund_no), the order it belongs to, how much, and why. */
export interface RefundOrder {
  refundNo: string;
  orderId: number;
  amountFen: number;
  reason: RefundReason;
}

/** A refund claimed for one gateway call: its outcome is written only while the row's `attempts` equals `attempt`. */
export interface ClaimedRefund extends RefundOrder {
  attempt: number;
}

/** What one call came to: refunded, or not (owed, or dropped: see {@link askRefund}) with the gateway's failure. */
export type RefundOutcome = { refunded: true } | { refunded: false; error: UpstreamError };

/** Refunds owed for longer than this are counted apart in the sweep's alert. */
export const LONG_OWED_MS = 60 * 60_000;

/** The failure text of a gateway call whose failure is recorded (owed) rather than shown to anyone. */
const OWED_MESSAGE = '支付款项将原路退回';

/** The refund number of a cancelled order's refund: an order is refunded once, so its id names the refund. */
export function cancelRefundNo(orderId: number): string {
  return `order-${orderId}`;
}

/**
 * How long a pending refund belongs to the call that claimed it: longer than any gateway call (callUpstream ends one
 * at the upstream time limit) and the write after it. Past that, the call ended without writing its outcome.
 */
export function pendingGraceMs(ctx: ServiceContext): number {
  return Math.max(60_000, 2 * ctx.settings.upstreamTimeoutMs);
}

/** Owed with no call in flight: due, or pending past its grace period. */
function claimable(ctx: ServiceContext) {
  const cutoff = new Date(ctx.clock.now().getTime() - pendingGraceMs(ctx));
  return (eb: ExpressionBuilder<DB, 'refunds'>) =>
    eb.or([
      eb('refunds.state', '=', 'due'),
      eb.and([eb('refunds.state', '=', 'pending'), eb('refunds.attempted_at', '<=', cutoff)]),
    ]);
}

/**
 * Step 1, inside the caller's transaction: claims the refund for one gateway call, recording it (pending, attempt 1)
 * when new, or claiming it again when owed with no call in flight (attempt n + 1). Undefined when a call for it is in
 * flight or it is refunded already. The caller commits, then calls {@link askRefund}.
 */
export async function claimRefund(
  ctx: ServiceContext,
  trx: Kysely<DB>,
  refund: RefundOrder,
): Promise<ClaimedRefund | undefined> {
  const now = ctx.clock.now();
  const row = await trx
    .insertInto('refunds')
    .values({
      refund_no: refund.refundNo,
      order_id: refund.orderId,
      reason: refund.reason,
      amount_fen: refund.amountFen,
      state: 'pending',
      attempts: 1,
      created_at: now,
      attempted_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('refund_no')
        .doUpdateSet((eb) => ({ state: 'pending', attempts: eb('refunds.attempts', '+', 1), attempted_at: now }))
        .where(claimable(ctx)),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row && { ...refund, attempt: row.attempts };
}

/**
 * Steps 2 and 3: asks the gateway for a claimed refund, no transaction open, then writes the outcome. Refused or
 * unanswered, the refund is owed (due, logged at error level when it first becomes owed), except a cancellation the
 * provider refused at its first ask: nothing was refunded, so nothing is owed and the row is dropped (the order stays
 * paid and may be cancelled again). Once a call went unanswered the money may be on its way: only an acceptance ends
 * that refund. A late payment's refund is owed whatever the provider says (the money is not ours).
 */
export async function askRefund(
  ctx: ServiceContext,
  refund: ClaimedRefund,
  failureMessage = OWED_MESSAGE,
): Promise<RefundOutcome> {
  try {
    await requestRefund(
      ctx,
      { orderId: refund.orderId, amountFen: refund.amountFen, refundNo: refund.refundNo },
      failureMessage,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    await recordFailure(ctx, refund, error);
    return { refunded: false, error };
  }
  await recordAccepted(ctx, refund);
  return { refunded: true };
}

/** The fields of a refund's log lines: no personal data (the refund number is an order id or a prepay id). */
function logFields(refund: ClaimedRefund): Record<string, unknown> {
  return {
    refundNo: refund.refundNo,
    orderId: refund.orderId,
    reason: refund.reason,
    amountFen: refund.amountFen,
    attempt: refund.attempt,
  };
}

async function recordFailure(ctx: ServiceContext, refund: ClaimedRefund, error: UpstreamError): Promise<void> {
  // Only the claim's own row: a call that outlived its grace period leaves a newer claim alone.
  const claim = (eb: ExpressionBuilder<DB, 'refunds'>) =>
    eb.and([eb('refund_no', '=', refund.refundNo), eb('state', '=', 'pending'), eb('attempts', '=', refund.attempt)]);
  if (refund.reason === 'cancel' && refund.attempt === 1 && error.failure === 'unavailable') {
    await ctx.db.deleteFrom('refunds').where(claim).execute();
    return;
  }
  await ctx.db.updateTable('refunds').set({ state: 'due' }).where(claim).execute();
  if (refund.attempt === 1)
    ctx.log?.error(
      { ...logFields(refund), failure: error.failure },
      'refund owed: the refund gateway did not take it; the sweep asks again',
    );
}

async function recordAccepted(ctx: ServiceContext, refund: ClaimedRefund): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    // The order's row lock first, as its other writers take it (a cancel, a payment notice, expiry).
    const order = await trx
      .selectFrom('orders')
      .select(['pool', 'begin_time', 'sumtime_code'])
      .where('id', '=', refund.orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // Any claim's acceptance counts (a call past its grace period and the sweep's may both be accepted): the first
    // one written applies the refund, once.
    const settled = await trx
      .updateTable('refunds')
      .set({ state: 'refunded' })
      .where('refund_no', '=', refund.refundNo)
      .where('state', '<>', 'refunded')
      .executeTakeFirst();
    if (settled.numUpdatedRows === 0n) return;
    if (refund.reason === 'late_payment') {
      await trx
        .updateTable('payments')
        .set({ state: 'refunded', updated_at: now })
        .where('prepay_id', '=', refund.refundNo)
        .execute();
      return;
    }
    await trx.updateTable('orders').set({ state: 'Refund', closed_at: now }).where('id', '=', refund.orderId).execute();
    await releasePlace(trx, { pool: order.pool, day: order.begin_time, sumtimeCode: order.sumtime_code });
    await trx
      .updateTable('pay_records')
      .set({ pay_flag: 'TJServeERR' })
      .where('order_id', '=', refund.orderId)
      .where('pay_flag', '=', 'T')
      .execute();
  });
}

/** Refunds owed (pending or due), and those of them first asked more than {@link LONG_OWED_MS} ago. */
async function owedRefunds(ctx: ServiceContext): Promise<{ owed: number; owedOverAnHour: number }> {
  const longAgo = new Date(ctx.clock.now().getTime() - LONG_OWED_MS);
  const row = await ctx.db
    .selectFrom('refunds')
    .select([
      sql<string>`count(*)`.as('owed'),
      sql<string>`count(*) FILTER (WHERE created_at <= ${longAgo})`.as('long'),
    ])
    .where('state', '<>', 'refunded')
    .executeTakeFirstOrThrow();
  return { owed: Number(row.owed), owedOverAnHour: Number(row.long) };
}

/**
 * Sweep task: asks the gateway again for the refunds owed (due, or pending past the grace period: a call whose
 * outcome was never written), oldest call first, each claimed in a short transaction (FOR UPDATE SKIP LOCKED:
 * instances share the work and never ask for one at once) and asked outside it. The first failure ends the round
 * (the gateway is likely down; the next round tries again), sends that refund to the back of the queue and is logged
 * at error level with how many refunds are owed, and how many for over an hour. Returns how many were refunded.
 */
export async function retryOwedRefunds(ctx: ServiceContext, options: { limit?: number } = {}): Promise<number> {
  let refunded = 0;
  while (refunded < (options.limit ?? 50)) {
    const refund = await ctx.db.transaction().execute(async (trx) => {
      const next = await trx
        .selectFrom('refunds')
        .select(['refund_no', 'order_id', 'amount_fen', 'reason'])
        .where(claimable(ctx))
        .orderBy('attempted_at')
        .orderBy('refund_no')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      return (
        next &&
        claimRefund(ctx, trx, {
          refundNo: next.refund_no,
          orderId: next.order_id,
          amountFen: next.amount_fen,
          reason: next.reason,
        })
      );
    });
    if (!refund) break;
    const outcome = await askRefund(ctx, refund);
    if (!outcome.refunded) {
      ctx.log?.error(
        { ...logFields(refund), failure: outcome.error.failure, ...(await owedRefunds(ctx)) },
        'refund retry failed: still owed',
      );
      break;
    }
    refunded += 1;
  }
  return refunded;
}
