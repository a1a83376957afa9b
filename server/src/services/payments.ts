/**
 * Payments: JSAPI-shaped parameters signed by the (sandbox) merchant key, the payment result, the 15-minute window
 * (enforced on read and by a sweep that several instances may run at once), payment records.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { parseYuan, shanghaiDateOf } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import type { Kysely } from 'kysely';
import type { DB, OrderState, PaymentState } from '../db/schema';
import { releasePlace } from '../db/places';
import type { ServiceContext } from './context';
import { BusinessError, ensure } from './errors';
import { parseOrderId } from './orderView';
import { PAYMENT_WINDOW_MS, paymentWindowClosed } from './paymentWindow';
import { askRefund, claimRefund, type ClaimedRefund } from './refunds';
import { yuan } from './wire';

type S = components['schemas'];

export const ORDER_EXPIRED_MESSAGE = '订单已过期';
const ALREADY_PAID_MESSAGE = '该订单已支付，请勿重复支付';
const NOT_PAYABLE_MESSAGE = '订单状态异常，无法支付';
export const ORDER_NOT_FOUND_MESSAGE = '订单不存在';
const PERSON_NOT_FOUND_MESSAGE = '该体检人员不存在';
const AMOUNT_MISMATCH_MESSAGE = '金额异常';
/** errmsg of an order the payment window closed on (shown as its cancel information). */
export const EXPIRED_ERRMSG = '订单已过期';
/** errmsg of a closed order (E expired, C revoked) whose payment arrived after it closed and is refunded. */
const LATE_PAYMENT_ERRMSG = { E: '订单已过期，支付款项将原路退回', C: '订单已撤销，支付款项将原路退回' } as const;

/** Whether the payment window closed on the order (E set by expiry, also once a late payment was refunded). */
function expiredOrder(order: { state: OrderState; errmsg: string }): boolean {
  return order.state === 'E' && (order.errmsg === EXPIRED_ERRMSG || order.errmsg === LATE_PAYMENT_ERRMSG.E);
}

// ---------------------------------------------------------------------------------------------------------------
// Expiry

/**
 * Marks unpaid orders whose window has closed as E (errmsg 订单已过期) and frees their places. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so instances sweeping at the same time split the work instead of waiting or doubling it.
 * With `openid` only that visitor's orders (expiry on read). Returns how many orders expired.
 */
export async function expireUnpaid(
  ctx: ServiceContext,
  options: { openid?: string; orderId?: number; limit?: number } = {},
): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('orders')
      .select(['id', 'pool', 'begin_time', 'sumtime_code'])
      .where('state', '=', 'S')
      .where('created_at', '<=', new Date(now.getTime() - PAYMENT_WINDOW_MS))
      .$if(options.openid !== undefined, (qb) => qb.where('openid', '=', options.openid ?? ''))
      .$if(options.orderId !== undefined, (qb) => qb.where('id', '=', options.orderId ?? 0))
      .orderBy('created_at')
      .limit(options.limit ?? 200)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    const ids = due.map((o) => o.id);
    await trx
      .updateTable('orders')
      .set({ state: 'E', errmsg: EXPIRED_ERRMSG, closed_at: now })
      .where('id', 'in', ids)
      .where('state', '=', 'S')
      .execute();
    await trx
      .updateTable('payments')
      .set({ state: 'refused', updated_at: now })
      .where('order_id', 'in', ids)
      .where('state', '=', 'pending')
      .execute();
    for (const order of due)
      await releasePlace(trx, { pool: order.pool, day: order.begin_time, sumtimeCode: order.sumtime_code });
    return due.length;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Creating a payment

/** Signs JSAPI parameters: upper-case hex HMAC-SHA256 of `key=value` pairs sorted by key, joined by `&`. */
export function signFields(fields: Record<string, string | number>, key: string): string {
  const text = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHmac('sha256', key).update(text).digest('hex').toUpperCase();
}

async function newPayment(
  ctx: ServiceContext,
  db: Kysely<DB>,
  target: { orderId: number } | { regNo: string },
  amountFen: number,
): Promise<S['PayParams']> {
  const now = ctx.clock.now();
  const prepayId = `wx${randomBytes(14).toString('hex')}`;
  await db
    .insertInto('payments')
    .values({
      prepay_id: prepayId,
      order_id: 'orderId' in target ? target.orderId : null,
      reg_no: 'regNo' in target ? target.regNo : null,
      amount_fen: amountFen,
      state: 'pending',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const unsigned = {
    appid: ctx.settings.payAppId,
    timeStamp: String(Math.floor(now.getTime() / 1000)),
    nonceStr: randomBytes(12).toString('hex'),
    package: `prepay_id=${prepayId}`,
  };
  return { ...unsigned, paySign: signFields(unsigned, ctx.settings.paySignKey) };
}

/** PersonOrderPay: pay parameters for the visitor's own unpaid order inside its window. */
export async function createOrderPayment(
  ctx: ServiceContext,
  openid: string,
  orderId: string,
): Promise<S['PayParams']> {
  const id = parseOrderId(orderId);
  ensure(id !== null, ORDER_NOT_FOUND_MESSAGE);
  if ((await expireUnpaid(ctx, { orderId: id })) > 0) throw new BusinessError(ORDER_EXPIRED_MESSAGE);
  return ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', id)
      .where('openid', '=', openid)
      .forUpdate()
      .executeTakeFirst();
    ensure(order && order.type !== 'group', ORDER_NOT_FOUND_MESSAGE);
    ensure(order.state !== 'F', ALREADY_PAID_MESSAGE);
    ensure(!expiredOrder(order), ORDER_EXPIRED_MESSAGE);
    ensure(order.state === 'S' && !paymentWindowClosed(order.created_at, ctx.clock.now()), NOT_PAYABLE_MESSAGE);
    return newPayment(ctx, trx, { orderId: order.id }, order.amount_fen);
  });
}

/**
 * SweepCodePay: pay parameters for one of the visitor's payment records awaiting payment (pay_flag F → EING).
 * `payMoney` is the amount the page showed (yuan); 金额异常 when it is not what the record owes now.
 */
export async function createRecordPayment(
  ctx: ServiceContext,
  regNo: string,
  payMoney: number,
): Promise<S['PayParams']> {
  return ctx.db.transaction().execute(async (trx) => {
    const record = await trx
      .selectFrom('pay_records')
      .selectAll()
      .where('reg_no', '=', regNo)
      .forUpdate()
      .executeTakeFirst();
    ensure(record, PERSON_NOT_FOUND_MESSAGE);
    ensure(record.pay_flag !== 'T', ALREADY_PAID_MESSAGE);
    ensure(record.pay_flag === 'F' || record.pay_flag === 'EING', NOT_PAYABLE_MESSAGE);
    ensure(parseYuan(payMoney) === record.amount_fen, AMOUNT_MISMATCH_MESSAGE);
    // Paying a bill found by its registration number is allowed from any signed-in visitor (pay-confirm page: a
    // relative may pay it); the record stays in its owner's payment records, never moved to the payer's.
    await trx.updateTable('pay_records').set({ pay_flag: 'EING' }).where('reg_no', '=', regNo).execute();
    return newPayment(ctx, trx, { regNo }, record.amount_fen);
  });
}

/**
 * The pending payment behind a PayParams.package (`prepay_id=...`), for the sandbox pay sheet. An order's prepay
 * expires with the order's payment window (a real provider's `time_expire`), so the order is expired first when due.
 */
export async function findPendingPayment(
  ctx: ServiceContext,
  pkg: string,
): Promise<{ outTradeNo: string; amountFen: number } | null> {
  const prepayId = pkg.startsWith('prepay_id=') ? pkg.slice('prepay_id='.length) : pkg;
  const row = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('prepay_id', '=', prepayId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (!row) return null;
  if (row.order_id !== null && (await expireUnpaid(ctx, { orderId: row.order_id })) > 0) return null;
  return { outTradeNo: row.order_id !== null ? String(row.order_id) : (row.reg_no ?? ''), amountFen: row.amount_fen };
}

// ---------------------------------------------------------------------------------------------------------------
// Payment result

export type PayResultCode = 'SUCCESS' | 'FAIL' | 'CANCEL';

/** How a payment made after its order closed is being given back (the attempt's state). */
type LateRefund = Extract<PaymentState, 'refunded' | 'refund_due'>;

/**
 * What a payment notice did. Applied: the order or record is paid now, or a FAIL/CANCEL attempt is recorded.
 * Acknowledged: nothing (more) to apply, yet the notice is settled and the provider may stop resending it: a repeat of
 * a SUCCESS already applied, or a payment made after its order closed, which is refunded (`refund`). Otherwise
 * refused with the reason.
 */
export type PaymentOutcome =
  | { applied: true; message: string }
  | { applied: false; acknowledged: true; message: string; refund?: LateRefund }
  | { applied: false; acknowledged?: never; message: string };

/**
 * PayNotify (and the sandbox pay sheet): `outTradeNo` is an order id or a payment record's reg_no. SUCCESS moves an
 * order S → F only when the amount equals the order's and its window is still open. A SUCCESS for an order that
 * closed first (expired or revoked) never revives it: the money is refunded (refundLatePayment). FAIL/CANCEL leave
 * the order payable within its window.
 */
export async function applyPaymentResult(
  ctx: ServiceContext,
  notice: { outTradeNo: string; amountFen: number; result: PayResultCode },
): Promise<PaymentOutcome> {
  const orderId = parseOrderId(notice.outTradeNo);
  if (orderId !== null) {
    await expireUnpaid(ctx, { orderId });
    return applyToOrder(ctx, orderId, notice);
  }
  return applyToRecord(ctx, notice.outTradeNo, notice);
}

const RESULT_MESSAGES: Record<PayResultCode, string> = { SUCCESS: '支付成功', FAIL: '支付失败', CANCEL: '取消支付' };
const ATTEMPT_STATE = { FAIL: 'failed', CANCEL: 'cancelled' } as const;

async function applyToOrder(
  ctx: ServiceContext,
  orderId: number,
  notice: { amountFen: number; result: PayResultCode },
): Promise<PaymentOutcome> {
  const now = ctx.clock.now();
  const step = await ctx.db.transaction().execute(async (trx): Promise<PaymentOutcome | LateRefundClaimed> => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) return { applied: false, message: ORDER_NOT_FOUND_MESSAGE };
    if (notice.result !== 'SUCCESS') {
      await trx
        .updateTable('payments')
        .set({ state: ATTEMPT_STATE[notice.result], updated_at: now })
        .where('order_id', '=', orderId)
        .where('state', '=', 'pending')
        .execute();
      return { applied: true, message: RESULT_MESSAGES[notice.result] };
    }
    if (order.paid_at !== null) return repeatedSuccess(order.amount_fen, notice.amountFen);
    if (order.state === 'E' || order.state === 'C')
      return claimLateRefund(ctx, trx, { ...order, state: order.state }, notice.amountFen);
    if (order.state !== 'S') return { applied: false, message: NOT_PAYABLE_MESSAGE };
    if (notice.amountFen !== order.amount_fen) return { applied: false, message: AMOUNT_MISMATCH_MESSAGE };
    const regNo = order.reg_no ?? `W${shanghaiDateOf(now).replaceAll('-', '')}${String(order.id).padStart(6, '0')}`;
    await trx
      .updateTable('orders')
      .set({ state: 'F', paid_at: now, reg_no: regNo })
      .where('id', '=', orderId)
      .execute();
    await trx
      .updateTable('payments')
      .set({ state: 'paid', updated_at: now })
      .where('order_id', '=', orderId)
      .where('state', '=', 'pending')
      .execute();
    await trx
      .insertInto('pay_records')
      .values({
        reg_no: regNo,
        openid: order.openid,
        id_card: order.id_card,
        name: order.name,
        tj_date: order.begin_time,
        clus_name: order.clus_name,
        amount_fen: order.amount_fen,
        pay_flag: 'T',
        order_id: order.id,
        created_at: now,
      })
      .onConflict((oc) => oc.column('reg_no').doUpdateSet({ pay_flag: 'T' }))
      .execute();
    return { applied: true, message: RESULT_MESSAGES.SUCCESS };
  });
  return 'claimed' in step ? refundLatePayment(ctx, step) : step;
}

async function applyToRecord(
  ctx: ServiceContext,
  regNo: string,
  notice: { amountFen: number; result: PayResultCode },
): Promise<PaymentOutcome> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const record = await trx
      .selectFrom('pay_records')
      .selectAll()
      .where('reg_no', '=', regNo)
      .forUpdate()
      .executeTakeFirst();
    if (!record) return { applied: false, message: PERSON_NOT_FOUND_MESSAGE };
    if (notice.result !== 'SUCCESS') {
      await trx
        .updateTable('payments')
        .set({ state: ATTEMPT_STATE[notice.result], updated_at: now })
        .where('reg_no', '=', regNo)
        .where('state', '=', 'pending')
        .execute();
      if (record.pay_flag === 'EING')
        await trx.updateTable('pay_records').set({ pay_flag: 'F' }).where('reg_no', '=', regNo).execute();
      return { applied: true, message: RESULT_MESSAGES[notice.result] };
    }
    if (record.pay_flag === 'T') return repeatedSuccess(record.amount_fen, notice.amountFen);
    if (record.pay_flag !== 'EING' && record.pay_flag !== 'F') return { applied: false, message: NOT_PAYABLE_MESSAGE };
    if (notice.amountFen !== record.amount_fen) return { applied: false, message: AMOUNT_MISMATCH_MESSAGE };
    await trx.updateTable('pay_records').set({ pay_flag: 'T' }).where('reg_no', '=', regNo).execute();
    await trx
      .updateTable('payments')
      .set({ state: 'paid', updated_at: now })
      .where('reg_no', '=', regNo)
      .where('state', '=', 'pending')
      .execute();
    return { applied: true, message: RESULT_MESSAGES.SUCCESS };
  });
}

/** A SUCCESS notice for what is paid already: the provider resending one it sent before, acknowledged again. */
function repeatedSuccess(paidFen: number, noticeFen: number): PaymentOutcome {
  if (noticeFen !== paidFen) return { applied: false, message: AMOUNT_MISMATCH_MESSAGE };
  return { applied: false, acknowledged: true, message: ALREADY_PAID_MESSAGE };
}

/** A late payment's refund recorded by the notice's transaction, to be asked once it committed. */
interface LateRefundClaimed {
  claimed: ClaimedRefund;
  message: string;
}

/**
 * A SUCCESS for an order that closed before the money arrived (E: its window closed, e.g. the visitor confirmed at
 * 14:52 on an order of 14:36; C: revoked while the pay dialog was open). The order stays closed and its place released;
 * the money goes back through the refund gateway, asked at most once per payment: under the order's row lock the
 * attempt becomes refund_due and its refund is recorded (refunds.ts, the prepay id as refund number), so a resent
 * notice finds it refund_due / refunded already and only acknowledges it. The gateway is asked after this
 * transaction (refundLatePayment).
 */
async function claimLateRefund(
  ctx: ServiceContext,
  trx: Kysely<DB>,
  order: { id: number; state: 'E' | 'C'; errmsg: string },
  amountFen: number,
): Promise<PaymentOutcome | LateRefundClaimed> {
  const message = LATE_PAYMENT_ERRMSG[order.state];
  // Newest first, ties by prepay id: a notice retried after a rollback picks the same attempt, so the same refund number.
  const attempts = await trx
    .selectFrom('payments')
    .select(['prepay_id', 'amount_fen', 'state'])
    .where('order_id', '=', order.id)
    .orderBy('created_at', 'desc')
    .orderBy('prepay_id')
    .execute();
  const given = attempts.map((a) => a.state).find(isLateRefund);
  if (given) return { applied: false, acknowledged: true, message, refund: given };
  // Only a payment the server asked for can have been made: no attempt, nothing of ours was paid.
  if (attempts.length === 0)
    return { applied: false, message: expiredOrder(order) ? ORDER_EXPIRED_MESSAGE : NOT_PAYABLE_MESSAGE };
  const attempt = attempts.find((a) => a.amount_fen === amountFen);
  if (!attempt) return { applied: false, message: AMOUNT_MISMATCH_MESSAGE };
  await trx
    .updateTable('payments')
    .set({ state: 'refund_due', updated_at: ctx.clock.now() })
    .where('prepay_id', '=', attempt.prepay_id)
    .execute();
  await trx.updateTable('orders').set({ errmsg: message }).where('id', '=', order.id).execute();
  const claimed = await claimRefund(ctx, trx, {
    refundNo: attempt.prepay_id,
    orderId: order.id,
    amountFen,
    reason: 'late_payment',
  });
  // Not claimed: a refund of this payment is owed already, the sweep's to finish.
  return claimed ? { claimed, message } : { applied: false, acknowledged: true, message, refund: 'refund_due' };
}

/**
 * Asks the refund gateway for a late payment's refund, no transaction open: refunded when it accepts; refund_due
 * when it refuses or does not answer, retried by the sweep (refunds.ts). The notice is acknowledged either way, the
 * debt recorded.
 */
async function refundLatePayment(ctx: ServiceContext, step: LateRefundClaimed): Promise<PaymentOutcome> {
  const outcome = await askRefund(ctx, step.claimed);
  return {
    applied: false,
    acknowledged: true,
    message: step.message,
    refund: outcome.refunded ? 'refunded' : 'refund_due',
  };
}

function isLateRefund(state: PaymentState): state is LateRefund {
  return state === 'refunded' || state === 'refund_due';
}

// ---------------------------------------------------------------------------------------------------------------
// Payment records

/** GetPayRecordList: the visitor's payment records, newest first. */
export async function listPayRecords(ctx: ServiceContext, openid: string): Promise<S['PayRecord'][]> {
  const rows = await ctx.db
    .selectFrom('pay_records')
    .selectAll()
    .where('openid', '=', openid)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    regno: r.reg_no,
    name: r.name,
    tj_date: r.tj_date,
    clus_Name: r.clus_name,
    price: yuan(r.amount_fen),
    pay_flag: r.pay_flag,
  }));
}

/**
 * GetInforMation: what is due for a registration number. Refuses with 该体检人员不存在 when unknown and with
 * 订单已过期 when nothing can be paid (settled, refunded, or nothing owed), which the pay-confirm page shows as is.
 */
export async function lookupPayInfo(ctx: ServiceContext, regNo: string): Promise<S['PayInfo']> {
  const r = await ctx.db.selectFrom('pay_records').selectAll().where('reg_no', '=', regNo).executeTakeFirst();
  ensure(r, PERSON_NOT_FOUND_MESSAGE);
  ensure((r.pay_flag === 'F' || r.pay_flag === 'EING') && r.amount_fen > 0, ORDER_EXPIRED_MESSAGE);
  return {
    pay_money: yuan(r.amount_fen),
    reg_no: r.reg_no,
    pat_name: r.name,
    reg_date: r.tj_date,
    clus_name: r.clus_name,
  };
}
