/**
 * A payment completed after its order closed (the window ran out while the pay dialog was open, or the provider's
 * notice came late; or the order was revoked meanwhile): never applied, refunded through the refund gateway once,
 * refund_due and retried by the sweep while the gateway refuses.
 */
import { addDays, shanghaiDateOf } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundTasks } from '../../src/backgroundTasks';
import type { fixedClock } from '../../src/clock';
import { PERSON_POOL } from '../../src/db/pools';
import type { Database, PaymentState } from '../../src/db/schema';
import { demoDayKind } from '../../src/db/seed/index';
import { bookPerson } from '../../src/services/booking';
import { DEFAULT_SETTINGS, type ServiceContext } from '../../src/services/context';
import { cancelPersonOrder, getOrder, placesTaken } from '../../src/services/orders';
import { PAYMENT_WINDOW_MS } from '../../src/services/paymentWindow';
import { applyPaymentResult, createOrderPayment, expireUnpaid, findPendingPayment } from '../../src/services/payments';
import type { RefundRequest } from '../../src/services/refundGateway';
import { retryOwedRefunds } from '../../src/services/refunds';
import { UpstreamFaults } from '../../src/services/upstreams';
import { TEST_START, testDatabase, testPerson } from './testDb';

let db: Database;
let ctx: ServiceContext & { clock: ReturnType<typeof fixedClock>; faults: UpstreamFaults };
let day: string;
let counter = 0;
/** Every refund the gateway accepted (the sandbox gateway's answer, recorded). */
let refunds: RefundRequest[];

beforeAll(async () => {
  const t = await testDatabase();
  db = t.db;
  ctx = {
    db,
    clock: t.clock,
    settings: { ...DEFAULT_SETTINGS, upstreamTimeoutMs: 200 },
    faults: new UpstreamFaults(),
    refundGateway: (refund) => {
      refunds.push(refund);
      return Promise.resolve(refund);
    },
  };
  const today = shanghaiDateOf(TEST_START);
  const offset = Array.from({ length: 30 }, (_, i) => i + 2).find((i) => demoDayKind(today, i) === 'plentiful') ?? 2;
  day = addDays(today, offset);
});
afterAll(() => db.destroy());
beforeEach(() => {
  ctx.clock.setOffsetMs(0);
  ctx.faults.clear();
  refunds = [];
});

const SLOT = '04';
const LATE_REFUND = { applied: false, acknowledged: true, message: '订单已过期，支付款项将原路退回' } as const;

/** A fresh unpaid P1001 order (399 yuan) of a new visitor, with the pay dialog opened (one pending payment). */
async function orderWithPayDialog(): Promise<{
  order: components['schemas']['Order'];
  openid: string;
  prepayId: string;
}> {
  counter += 1;
  const openid = `o-late-${counter}`;
  const { order } = await bookPerson(ctx, {
    openid,
    ...testPerson(700 + counter),
    clus_Name: '',
    clus_Code: 'P1001',
    begin_Time: day,
    type: 'person',
    sumtime_Code: SLOT,
    sumtime_Name: '',
    price: 399,
    choose_comb_code: '',
    marr_status: '0',
  });
  const params = await createOrderPayment(ctx, openid, order.id);
  return { order, openid, prepayId: params.package.slice('prepay_id='.length) };
}

const success = (orderId: string, amountFen = 39900) =>
  applyPaymentResult(ctx, { outTradeNo: orderId, amountFen, result: 'SUCCESS' });
const paymentState = async (prepayId: string): Promise<PaymentState> =>
  (await db.selectFrom('payments').select('state').where('prepay_id', '=', prepayId).executeTakeFirstOrThrow()).state;
const orderRow = (orderId: string) =>
  db
    .selectFrom('orders')
    .select(['state', 'paid_at', 'reg_no', 'errmsg'])
    .where('id', '=', Number(orderId))
    .executeTakeFirstOrThrow();
const payRecordCount = async (orderId: string) =>
  (await db.selectFrom('pay_records').select('reg_no').where('order_id', '=', Number(orderId)).execute()).length;
const taken = () => placesTaken(ctx, PERSON_POOL, day, SLOT);

describe('a payment completed after the order closed', () => {
  it('refunds a SUCCESS for an expired order once, through the refund gateway; the order stays expired, its place free', async () => {
    const { order, openid, prepayId } = await orderWithPayDialog();
    ctx.clock.advance(PAYMENT_WINDOW_MS + 2 * 60_000);
    expect(await expireUnpaid(ctx, { orderId: Number(order.id) })).toBe(1);
    const placesAfterExpiry = await taken();

    // A late CANCEL changes nothing, as before; then the SUCCESS of the visitor who confirmed at the last moment.
    expect(await applyPaymentResult(ctx, { outTradeNo: order.id, amountFen: 39900, result: 'CANCEL' })).toEqual({
      applied: true,
      message: '取消支付',
    });
    expect(await success(order.id)).toEqual({ ...LATE_REFUND, refund: 'refunded' });
    expect(refunds).toEqual([{ orderId: Number(order.id), amountFen: 39900, refundNo: prepayId }]);
    expect(await paymentState(prepayId)).toBe('refunded');
    expect(await orderRow(order.id)).toEqual({
      state: 'E',
      paid_at: null,
      reg_no: null,
      errmsg: '订单已过期，支付款项将原路退回',
    });
    expect(await getOrder(ctx, openid, order.id)).toMatchObject({
      state: 'E',
      errmsg: '订单已过期，支付款项将原路退回',
    });
    expect(await payRecordCount(order.id)).toBe(0);
    expect(await taken()).toBe(placesAfterExpiry);

    // The provider resends the notice (and a stray FAIL): acknowledged again, no second refund, nothing reopened.
    expect(await success(order.id)).toEqual({ ...LATE_REFUND, refund: 'refunded' });
    expect(await applyPaymentResult(ctx, { outTradeNo: order.id, amountFen: 39900, result: 'FAIL' })).toEqual({
      applied: true,
      message: '支付失败',
    });
    expect(refunds).toHaveLength(1);
    expect(await paymentState(prepayId)).toBe('refunded');
    expect(await createOrderPayment(ctx, openid, order.id).catch((e: Error) => e.message)).toBe('订单已过期');
    expect(await taken()).toBe(placesAfterExpiry);
  });

  it('refunds once when the same late notice arrives several times at once', async () => {
    const { order, prepayId } = await orderWithPayDialog();
    ctx.clock.advance(PAYMENT_WINDOW_MS);
    const answers = await Promise.all([success(order.id), success(order.id), success(order.id)]);
    // The notice that recorded the refund asked the gateway (after its transaction); one arriving meanwhile finds
    // the payment refund_due and is acknowledged at once, without asking.
    expect(answers).toContainEqual({ ...LATE_REFUND, refund: 'refunded' });
    for (const answer of answers)
      expect([
        { ...LATE_REFUND, refund: 'refunded' },
        { ...LATE_REFUND, refund: 'refund_due' },
      ]).toContainEqual(answer);
    expect(await paymentState(prepayId)).toBe('refunded');
    expect(refunds.map((r) => r.refundNo)).toEqual([prepayId]);
    expect((await orderRow(order.id)).state).toBe('E');
  });

  it('records refund_due when the gateway is down, and the sweep refunds it once the gateway is back', async () => {
    const { order, prepayId } = await orderWithPayDialog();
    ctx.clock.advance(PAYMENT_WINDOW_MS);
    ctx.faults.set('refundGateway', 'down');
    expect(await success(order.id)).toEqual({ ...LATE_REFUND, refund: 'refund_due' });
    expect(await paymentState(prepayId)).toBe('refund_due');
    expect(await orderRow(order.id)).toMatchObject({
      state: 'E',
      paid_at: null,
      errmsg: '订单已过期，支付款项将原路退回',
    });

    // A resent notice does not refund by itself: the debt is recorded once, the sweep owns it.
    ctx.faults.clear();
    expect(await success(order.id)).toEqual({ ...LATE_REFUND, refund: 'refund_due' });
    expect(refunds).toEqual([]);

    // The sweep's rounds (the server's own task list): nothing while the gateway does not answer, then the refund.
    ctx.faults.set('refundGateway', 'slow');
    for (const task of backgroundTasks(ctx)) await task();
    expect(await paymentState(prepayId)).toBe('refund_due');
    ctx.faults.clear();
    for (const task of backgroundTasks(ctx)) await task();
    expect(await paymentState(prepayId)).toBe('refunded');
    expect(refunds).toEqual([{ orderId: Number(order.id), amountFen: 39900, refundNo: prepayId }]);
    expect(await retryOwedRefunds(ctx)).toBe(0);
    expect(refunds).toHaveLength(1);
    expect((await orderRow(order.id)).state).toBe('E');
  });

  it('refunds a SUCCESS for an order the visitor revoked while the pay dialog was open', async () => {
    const { order, openid, prepayId } = await orderWithPayDialog();
    const before = await taken();
    expect(await cancelPersonOrder(ctx, openid, { id: order.id, idCard: order.idCard })).toBe('成功取消！');
    expect(await success(order.id)).toEqual({
      applied: false,
      acknowledged: true,
      refund: 'refunded',
      message: '订单已撤销，支付款项将原路退回',
    });
    expect(refunds.map((r) => r.refundNo)).toEqual([prepayId]);
    expect(await orderRow(order.id)).toMatchObject({ state: 'C', paid_at: null });
    expect(await taken()).toBe(before - 1);
  });

  it('refuses, without a refund, a late SUCCESS of another amount or for an order the server never asked payment for', async () => {
    const { order, prepayId } = await orderWithPayDialog();
    counter += 1;
    const { order: unasked } = await bookPerson(ctx, {
      openid: `o-late-${counter}`,
      ...testPerson(700 + counter),
      clus_Name: '',
      clus_Code: 'P1001',
      begin_Time: day,
      type: 'person',
      sumtime_Code: SLOT,
      sumtime_Name: '',
      price: 399,
      choose_comb_code: '',
      marr_status: '0',
    });
    ctx.clock.advance(PAYMENT_WINDOW_MS);
    expect(await success(order.id, 100)).toEqual({ applied: false, message: '金额异常' });
    expect(await success(unasked.id)).toEqual({ applied: false, message: '订单已过期' });
    expect(refunds).toEqual([]);
    expect(await paymentState(prepayId)).toBe('refused');
    expect(await orderRow(order.id)).toMatchObject({ state: 'E', errmsg: '订单已过期' });
  });

  it('acknowledges a resent SUCCESS for a paid order without paying or refunding anything', async () => {
    const { order } = await orderWithPayDialog();
    expect(await success(order.id)).toEqual({ applied: true, message: '支付成功' });
    const paid = await orderRow(order.id);
    expect(await success(order.id)).toEqual({
      applied: false,
      acknowledged: true,
      message: '该订单已支付，请勿重复支付',
    });
    expect(await success(order.id, 100)).toEqual({ applied: false, message: '金额异常' });
    expect(await orderRow(order.id)).toEqual(paid);
    expect(await payRecordCount(order.id)).toBe(1);
    expect(refunds).toEqual([]);
  });

  it('lets the sandbox pay sheet take no money once the window closed, before any sweep ran', async () => {
    const { order, prepayId } = await orderWithPayDialog();
    ctx.clock.advance(PAYMENT_WINDOW_MS);
    expect(await findPendingPayment(ctx, `prepay_id=${prepayId}`)).toBeNull();
    expect((await orderRow(order.id)).state).toBe('E');
  });
});
