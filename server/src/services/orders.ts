/**
 * The visitor's orders: list, detail, and the closing transitions with the cancel deadline.
 *   F (paid personal)       --PersonOrderRefund-->                 Refund   (payment record → TJServeERR)
 *   F (personal, never paid) --PersonOrderRefund-->                C        (nothing to refund)
 *   S, or F never paid      --PersonOrderNoPayRefund / Cancel-->    C
 *   F (group)               --TeamOrderCancel-->                   C
 *   S past its window       --sweep / any read-->                  E (订单已过期)
 * Every closing transition frees the order's place in the same transaction. A refund is asked of the payment
 * provider's refund gateway first (under the order's row lock, so it is asked once); when the gateway refuses or does
 * not answer, nothing changes and the visitor reads 撤销失败！请稍后再试.
 */
import { canCancelAt, CANCEL_TOO_LATE_MESSAGE } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { sql } from 'kysely';
import type { OrderState, OrderType } from '../db/schema';
import { releasePlace } from './capacity';
import type { ServiceContext } from './context';
import { ensure } from './errors';
import { parseOrderId, toWireOrder } from './orderView';
import { expireUnpaid, ORDER_NOT_FOUND_MESSAGE } from './payments';
import { requestRefund } from './refundGateway';

type S = components['schemas'];

export const REFUNDED_MESSAGE = '成功取消！';
export const REVOKED_MESSAGE = '撤销成功';
export const CANCEL_FAILED_MESSAGE = '撤销失败！请稍后再试';

/** FindByOrderList: the visitor's orders, newest first (unpaid orders past their window are expired first). */
export async function listOrders(ctx: ServiceContext, openid: string): Promise<S['Order'][]> {
  await expireUnpaid(ctx, { openid });
  const rows = await ctx.db.selectFrom('orders').selectAll().where('openid', '=', openid).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toWireOrder);
}

/** One of the visitor's orders. */
export async function getOrder(ctx: ServiceContext, openid: string, id: string): Promise<S['Order']> {
  const orderId = parseOrderId(id);
  ensure(orderId !== null, ORDER_NOT_FOUND_MESSAGE);
  await expireUnpaid(ctx, { orderId });
  const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).where('openid', '=', openid).executeTakeFirst();
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
  return closeOrder(ctx, openid, req, { types: PERSONAL_TYPES, paid: true, to: 'Refund', message: REFUNDED_MESSAGE, revokesUnpaidF: true });
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

async function closeOrder(ctx: ServiceContext, openid: string, req: CloseRequest, transition: Transition): Promise<string> {
  const orderId = parseOrderId(req.id);
  ensure(orderId !== null, ORDER_NOT_FOUND_MESSAGE);
  await expireUnpaid(ctx, { orderId });
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('openid', '=', openid).forUpdate().executeTakeFirst();
    ensure(order && order.id_card.toUpperCase() === req.idCard.trim().toUpperCase() && transition.types.includes(order.type), ORDER_NOT_FOUND_MESSAGE);
    const isPaid = order.state === 'F' && order.paid_at !== null;
    const isUnpaid = order.state === 'S' || (order.state === 'F' && order.paid_at === null);
    const revokedInstead = transition.revokesUnpaidF === true && order.state === 'F' && order.paid_at === null;
    ensure(revokedInstead || (transition.paid ? isPaid : isUnpaid), CANCEL_FAILED_MESSAGE);
    const leadDays = order.type === 'group' ? ctx.settings.teamCancelLeadDays : ctx.settings.personCancelLeadDays;
    ensure(canCancelAt(order.begin_time, leadDays, now), CANCEL_TOO_LATE_MESSAGE);
    const to = revokedInstead ? 'C' : transition.to;
    // An order is refunded once (its row lock is held), so its id names the refund.
    if (to === 'Refund') await requestRefund(ctx, { orderId: order.id, amountFen: order.amount_fen, refundNo: `order-${order.id}` }, CANCEL_FAILED_MESSAGE);
    await trx.updateTable('orders').set({ state: to, closed_at: now }).where('id', '=', order.id).execute();
    await releasePlace(trx, { pool: order.pool, day: order.begin_time, sumtimeCode: order.sumtime_code });
    if (to === 'Refund') {
      await trx.updateTable('pay_records').set({ pay_flag: 'TJServeERR' }).where('order_id', '=', order.id).where('pay_flag', '=', 'T').execute();
    } else {
      await trx.updateTable('payments').set({ state: 'refused', updated_at: now }).where('order_id', '=', order.id).where('state', '=', 'pending').execute();
    }
    return transition.message;
  });
}

/** Taken places per slot (orders holding one); with the remaining places it adds up to the slot's total. */
export async function placesTaken(ctx: ServiceContext, pool: string, day: string, sumtimeCode: string): Promise<number> {
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
