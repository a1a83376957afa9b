/**
 * The visitor's orders: list, detail, and the closing transitions with the cancel deadline.
 *   F (paid personal)       --PersonOrderRefund-->                 Refund   (payment record → TJServeERR)
 *   F (personal, never paid) --PersonOrderRefund-->                C        (nothing to refund)
 *   S, or F never paid      --PersonOrderNoPayRefund / Cancel-->    C
 *   F (group)               --TeamOrderCancel-->                   C
 *   S past its window       --sweep / any read-->                  E (订单已过期)
 * Every closing transition frees the order's place in the same transaction as its state. A paid order's refund is
 * recorded under the order's row lock, asked of the payment provider's refund gateway after that transaction, and
 * applied (→ Refund, place freed) by a second one (refunds.ts): no transaction is open during the call. While it is
 * asked the order stays F, and a second cancel reads 撤销失败！请稍后再试 without asking again. When the gateway refuses,
 * nothing changes (nothing is owed) and the visitor reads 撤销失败！请稍后再试; when it does not answer, the visitor
 * reads the same and the order stays F, but the refund is owed (its money may be on the way): the sweep, or the
 * visitor's next cancel (even past the deadline: it was asked in time), asks again with the same refund number.
 */
import { canCancelAt, CANCEL_TOO_LATE_MESSAGE } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { sql } from 'kysely';
import type { OrderState, OrderType } from '../db/schema';
import { releasePlace } from '../db/places';
import type { ServiceContext } from './context';
import { ensure } from './errors';
import { parseOrderId, toWireOrder } from './orderView';
import { expireUnpaid, ORDER_NOT_FOUND_MESSAGE } from './payments';
import { askRefund, cancelRefundNo, claimRefund } from './refunds';

type S = components['schemas'];

const REFUNDED_MESSAGE = '成功取消！';
const REVOKED_MESSAGE = '撤销成功';
const CANCEL_FAILED_MESSAGE = '撤销失败！请稍后再试';

/** FindByOrderList: the visitor's orders, newest first (unpaid orders past their window are expired first). */
export async function listOrders(ctx: ServiceContext, openid: string): Promise<S['Order'][]> {
  await expireUnpaid(ctx, { openid });
  const rows = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('openid', '=', openid)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toWireOrder);
}

/** One of the visitor's orders. */
export async function getOrder(ctx: ServiceContext, openid: string, id: string): Promise<S['Order']> {
  const orderId = parseOrderId(id);
  ensure(orderId !== null, ORDER_NOT_FOUND_MESSAGE);
  await expireUnpaid(ctx, { orderId });
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('openid', '=', openid)
    .executeTakeFirst();
  ensure(row, ORDER_NOT_FOUND_MESSAGE);
  return toWireOrder(row);
}

interface CloseRequest {
  id: string;
  idCard: string;
}

/** Personal orders: every type but group (a group order is the company's). */
export const PERSONAL_TYPES: readonly OrderType[] = ['person', 'question', 'vehicle', 'staff'];

/**
 * PersonOrderRefund: a paid personal order is refunded (→ Refund). The app sends every personal F order here (to the
 * visitor F reads as paid), so an F order booked without payment (free, or while payment was off) is revoked (→ C)
 * rather than refused: there is nothing to refund. Returns the success message.
 */
export function refundPaidOrder(ctx: ServiceContext, openid: string, req: CloseRequest): Promise<string> {
  return closeOrder(ctx, openid, req, {
    types: PERSONAL_TYPES,
    paid: true,
    to: 'Refund',
    message: REFUNDED_MESSAGE,
    revokesUnpaidF: true,
  });
}

/** PersonOrderNoPayRefund: an unpaid personal order is revoked (→ C). */
export function refundUnpaidOrder(ctx: ServiceContext, openid: string, req: CloseRequest): Promise<string> {
  return closeOrder(ctx, openid, req, { types: PERSONAL_TYPES, paid: false, to: 'C', message: REVOKED_MESSAGE });
}

/** PersonOrderCancel: the pending-payment page's cancel of an unpaid personal order (→ C). */
export function cancelPersonOrder(ctx: ServiceContext, openid: string, req: CloseRequest): Promise<string> {
  return closeOrder(ctx, openid, req, { types: PERSONAL_TYPES, paid: false, to: 'C', message: REFUNDED_MESSAGE });
}

/** TeamOrderCancel: a booked group order is revoked (→ C). */
export function cancelTeamOrder(ctx: ServiceContext, openid: string, req: CloseRequest): Promise<string> {
  return closeOrder(ctx, openid, req, { types: ['group'], paid: false, to: 'C', message: REVOKED_MESSAGE });
}

interface Transition {
  types: readonly OrderType[];
  /** true: only paid orders (F with a payment); false: only unpaid ones (S, or F booked without payment). */
  paid: boolean;
  to: Extract<OrderState, 'C' | 'Refund'>;
  message: string;
  /** Also closes an F order never paid, as C without a refund (PersonOrderRefund). */
  revokesUnpaidF?: boolean;
}

async function closeOrder(
  ctx: ServiceContext,
  openid: string,
  req: CloseRequest,
  transition: Transition,
): Promise<string> {
  const orderId = parseOrderId(req.id);
  ensure(orderId !== null, ORDER_NOT_FOUND_MESSAGE);
  await expireUnpaid(ctx, { orderId });
  const now = ctx.clock.now();
  const refund = await ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('openid', '=', openid)
      .forUpdate()
      .executeTakeFirst();
    ensure(
      order && order.id_card.toUpperCase() === req.idCard.trim().toUpperCase() && transition.types.includes(order.type),
      ORDER_NOT_FOUND_MESSAGE,
    );
    const isPaid = order.state === 'F' && order.paid_at !== null;
    const isUnpaid = order.state === 'S' || (order.state === 'F' && order.paid_at === null);
    const revokedInstead = transition.revokesUnpaidF === true && order.state === 'F' && order.paid_at === null;
    ensure(revokedInstead || (transition.paid ? isPaid : isUnpaid), CANCEL_FAILED_MESSAGE);
    const leadDays = order.type === 'group' ? ctx.settings.teamCancelLeadDays : ctx.settings.personCancelLeadDays;
    const inTime = canCancelAt(order.begin_time, leadDays, now);
    if (!revokedInstead && transition.to === 'Refund') {
      const claimed = await claimRefund(ctx, trx, {
        refundNo: cancelRefundNo(order.id),
        orderId: order.id,
        amountFen: order.amount_fen,
        reason: 'cancel',
      });
      // Undefined: another cancel's call for this refund is in flight.
      ensure(claimed, CANCEL_FAILED_MESSAGE);
      // A refund owed from an earlier cancel was asked in time; a new one past the deadline is rolled back here.
      ensure(inTime || claimed.attempt > 1, CANCEL_TOO_LATE_MESSAGE);
      return claimed;
    }
    ensure(inTime, CANCEL_TOO_LATE_MESSAGE);
    await trx.updateTable('orders').set({ state: 'C', closed_at: now }).where('id', '=', order.id).execute();
    await releasePlace(trx, { pool: order.pool, day: order.begin_time, sumtimeCode: order.sumtime_code });
    await trx
      .updateTable('payments')
      .set({ state: 'refused', updated_at: now })
      .where('order_id', '=', order.id)
      .where('state', '=', 'pending')
      .execute();
    return null;
  });
  if (refund) {
    const outcome = await askRefund(ctx, refund, CANCEL_FAILED_MESSAGE);
    if (!outcome.refunded) throw outcome.error;
  }
  return transition.message;
}

/** Taken places per slot (orders holding one); with the remaining places it adds up to the slot's total. */
export async function placesTaken(
  ctx: ServiceContext,
  pool: string,
  day: string,
  sumtimeCode: string,
): Promise<number> {
  const row = await ctx.db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('n'))
    .where('pool', '=', pool)
    .where('begin_time', '=', day)
    .where('sumtime_code', '=', sumtimeCode)
    .where('state', 'in', ['S', 'F', 'export'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
