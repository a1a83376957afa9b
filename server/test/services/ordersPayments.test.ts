import { addDays, shanghaiDateOf, shanghaiInstant } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { fixedClock } from '../../src/clock';
import { PERSON_POOL } from '../../src/db/pools';
import type { Database } from '../../src/db/schema';
import { DEMO_USERS, demoDayKind } from '../../src/db/seed/index';
import { bookPerson, bookTeam } from '../../src/services/booking';
import { DEFAULT_SETTINGS, type ServiceContext } from '../../src/services/context';
import { BusinessError } from '../../src/services/errors';
import {
  cancelPersonOrder,
  cancelTeamOrder,
  getOrder,
  listOrders,
  placesTaken,
  refundPaidOrder,
  refundUnpaidOrder,
} from '../../src/services/orders';
import {
  applyPaymentResult,
  createOrderPayment,
  createRecordPayment,
  expireUnpaid,
  findPendingPayment,
  listPayRecords,
  lookupPayInfo,
  signFields,
} from '../../src/services/payments';
import { TEST_START, testContext, testPerson } from './testDb';

let db: Database;
let ctx: ServiceContext & { clock: ReturnType<typeof fixedClock> };
let day: string;
let counter = 0;

beforeAll(async () => {
  ctx = await testContext();
  db = ctx.db;
  const today = shanghaiDateOf(TEST_START);
  const offset = Array.from({ length: 30 }, (_, i) => i + 2).find((i) => demoDayKind(today, i) === 'plentiful') ?? 2;
  day = addDays(today, offset);
});
afterAll(() => db.destroy());
beforeEach(() => ctx.clock.setOffsetMs(0));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BusinessError)) throw new Error(`expected a BusinessError, got ${String(error)}`);
  return error.message;
}

/** A fresh unpaid P1001 order (399 yuan) for a new person in slot 03 of `day`. */
async function newOrder(openid = 'o-pay', slot = '03'): Promise<components['schemas']['Order']> {
  counter += 1;
  const p = testPerson(500 + counter);
  const { order } = await bookPerson(ctx, {
    openid,
    ...p,
    clus_Name: '',
    clus_Code: 'P1001',
    begin_Time: day,
    type: 'person',
    sumtime_Code: slot,
    sumtime_Name: '',
    price: 399,
    choose_comb_code: '',
    marr_status: '0',
  });
  return order;
}

const surplus = async (slot = '03') =>
  (
    await db
      .selectFrom('capacity_slots')
      .select('surplus')
      .where('pool', '=', PERSON_POOL)
      .where('day', '=', day)
      .where('sumtime_code', '=', slot)
      .executeTakeFirstOrThrow()
  ).surplus;

describe('payment', () => {
  it('signs JSAPI parameters and moves S → F on a matching SUCCESS notice', async () => {
    const order = await newOrder();
    const params = await createOrderPayment(ctx, 'o-pay', order.id);
    const { paySign, ...unsigned } = params;
    expect(paySign).toBe(signFields(unsigned, DEFAULT_SETTINGS.paySignKey));
    expect(params.package).toMatch(/^prepay_id=wx[0-9a-f]{28}$/);
    expect(await findPendingPayment(ctx, params.package)).toEqual({ outTradeNo: order.id, amountFen: 39900 });
    expect(await applyPaymentResult(ctx, { outTradeNo: order.id, amountFen: 100, result: 'SUCCESS' })).toEqual({
      applied: false,
      message: '金额异常',
    });
    expect(await applyPaymentResult(ctx, { outTradeNo: order.id, amountFen: 39900, result: 'SUCCESS' })).toEqual({
      applied: true,
      message: '支付成功',
    });
    expect((await getOrder(ctx, 'o-pay', order.id)).state).toBe('F');
    expect(await refusal(createOrderPayment(ctx, 'o-pay', order.id))).toBe('该订单已支付，请勿重复支付');
    const records = await listPayRecords(ctx, 'o-pay');
    expect(records[0]).toMatchObject({ pay_flag: 'T', price: 399, tj_date: day });
  });

  it('keeps an order payable after a cancelled or failed attempt', async () => {
    const order = await newOrder();
    await createOrderPayment(ctx, 'o-pay', order.id);
    expect(await applyPaymentResult(ctx, { outTradeNo: order.id, amountFen: 39900, result: 'CANCEL' })).toEqual({
      applied: true,
      message: '取消支付',
    });
    expect((await getOrder(ctx, 'o-pay', order.id)).state).toBe('S');
    await createOrderPayment(ctx, 'o-pay', order.id);
  });

  it('expires unpaid orders after 15 minutes: place freed, no payment, a late SUCCESS refunded', async () => {
    const order = await newOrder('o-pay', '05');
    const params = await createOrderPayment(ctx, 'o-pay', order.id);
    ctx.clock.advance(899_000);
    await expireUnpaid(ctx);
    expect((await getOrder(ctx, 'o-pay', order.id)).state).toBe('S');
    const before = await surplus('05');
    ctx.clock.advance(1_000);
    const [a, b] = await Promise.all([expireUnpaid(ctx), expireUnpaid(ctx)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await surplus('05')).toBe(before + 1);
    expect(await getOrder(ctx, 'o-pay', order.id)).toMatchObject({ state: 'E', errmsg: '订单已过期' });
    expect(await refusal(createOrderPayment(ctx, 'o-pay', order.id))).toBe('订单已过期');
    expect(await findPendingPayment(ctx, params.package)).toBeNull();
    // Paid all the same (e.g. the provider's notice was delayed): not applied, refunded (latePayments.test.ts).
    expect(await applyPaymentResult(ctx, { outTradeNo: order.id, amountFen: 39900, result: 'SUCCESS' })).toEqual({
      applied: false,
      acknowledged: true,
      refund: 'refunded',
      message: '订单已过期，支付款项将原路退回',
    });
    expect(await surplus('05')).toBe(before + 1);
    expect((await getOrder(ctx, 'o-pay', order.id)).state).toBe('E');
  });

  it('enforces the window on read before the sweep ran', async () => {
    const order = await newOrder('o-read');
    ctx.clock.advance(900_000);
    const listed = await listOrders(ctx, 'o-read');
    expect(listed.find((o) => o.id === order.id)?.state).toBe('E');
  });

  it('pays a payment record by registration number', async () => {
    expect(await refusal(lookupPayInfo(ctx, 'NOPE'))).toBe('该体检人员不存在');
    const info = await lookupPayInfo(ctx, 'J202600000101');
    expect(info).toMatchObject({ pay_money: 350, pat_name: DEMO_USERS[0].name });
    expect(await refusal(createRecordPayment(ctx, info.reg_no, 1))).toBe('金额异常');
    const params = await createRecordPayment(ctx, info.reg_no, info.pay_money);
    const pending = await findPendingPayment(ctx, params.package);
    expect(pending).toEqual({ outTradeNo: 'J202600000101', amountFen: 35000 });
    expect((await listPayRecords(ctx, DEMO_USERS[0].openid)).find((r) => r.regno === info.reg_no)?.pay_flag).toBe(
      'EING',
    );
    expect(await applyPaymentResult(ctx, { outTradeNo: info.reg_no, amountFen: 35000, result: 'SUCCESS' })).toEqual({
      applied: true,
      message: '支付成功',
    });
    expect((await listPayRecords(ctx, DEMO_USERS[0].openid)).find((r) => r.regno === info.reg_no)?.pay_flag).toBe('T');
    // The provider resending its notice: acknowledged again, nothing changes.
    expect(await applyPaymentResult(ctx, { outTradeNo: info.reg_no, amountFen: 35000, result: 'SUCCESS' })).toEqual({
      applied: false,
      acknowledged: true,
      message: '该订单已支付，请勿重复支付',
    });
    expect(await refusal(createRecordPayment(ctx, info.reg_no, info.pay_money))).toBe('该订单已支付，请勿重复支付');
    // Settled now: the pay-confirm lookup says it cannot be paid.
    expect(await refusal(lookupPayInfo(ctx, info.reg_no))).toBe('订单已过期');
  });

  it('answers 订单已过期 for a record with nothing left to pay', async () => {
    const base = {
      openid: 'o-settled',
      id_card: DEMO_USERS[0].idcard,
      name: DEMO_USERS[0].name,
      tj_date: '2026-01-05',
      clus_name: '男士基础体检套餐',
      order_id: null,
      created_at: ctx.clock.now(),
    };
    await db
      .insertInto('pay_records')
      .values([
        { ...base, reg_no: 'SETTLED-T', amount_fen: 59800, pay_flag: 'T' },
        { ...base, reg_no: 'SETTLED-REFUNDED', amount_fen: 59800, pay_flag: 'TJServeERR' },
        { ...base, reg_no: 'SETTLED-ZERO', amount_fen: 0, pay_flag: 'F' },
      ])
      .execute();
    for (const regNo of ['SETTLED-T', 'SETTLED-REFUNDED', 'SETTLED-ZERO'])
      expect(await refusal(lookupPayInfo(ctx, regNo)), regNo).toBe('订单已过期');
  });
});

describe('cancel and refund', () => {
  it('revokes an unpaid order before the deadline and frees its place', async () => {
    const order = await newOrder('o-cancel');
    const before = await surplus();
    expect(await refusal(refundUnpaidOrder(ctx, 'o-other', { id: order.id, idCard: order.idCard }))).toBe('订单不存在');
    expect(await refusal(refundUnpaidOrder(ctx, 'o-cancel', { id: order.id, idCard: testPerson(1).idCard }))).toBe(
      '订单不存在',
    );
    expect(await refusal(refundPaidOrder(ctx, 'o-cancel', { id: order.id, idCard: order.idCard }))).toBe(
      '撤销失败！请稍后再试',
    );
    expect(await refundUnpaidOrder(ctx, 'o-cancel', { id: order.id, idCard: order.idCard })).toBe('撤销成功');
    expect(await surplus()).toBe(before + 1);
    expect((await getOrder(ctx, 'o-cancel', order.id)).state).toBe('C');
    expect(await refusal(cancelPersonOrder(ctx, 'o-cancel', { id: order.id, idCard: order.idCard }))).toBe(
      '撤销失败！请稍后再试',
    );
  });

  it('refunds a paid order until 23:30 the day before (lead 1), then refuses', async () => {
    const order = await newOrder('o-refund');
    await createOrderPayment(ctx, 'o-refund', order.id);
    await applyPaymentResult(ctx, { outTradeNo: order.id, amountFen: 39900, result: 'SUCCESS' });
    const deadline = shanghaiInstant(addDays(day, -1), 23, 30);
    ctx.clock.setOffsetMs(deadline.getTime() - TEST_START.getTime() + 1_000);
    expect(await refusal(refundPaidOrder(ctx, 'o-refund', { id: order.id, idCard: order.idCard }))).toBe(
      '已过有效取消时间，无法取消！',
    );
    ctx.clock.setOffsetMs(deadline.getTime() - TEST_START.getTime());
    const before = await surplus();
    expect(await refundPaidOrder(ctx, 'o-refund', { id: order.id, idCard: order.idCard })).toBe('成功取消！');
    expect(await surplus()).toBe(before + 1);
    expect((await listPayRecords(ctx, 'o-refund'))[0]?.pay_flag).toBe('TJServeERR');
    expect((await getOrder(ctx, 'o-refund', order.id)).state).toBe('Refund');
  });

  it('revokes, instead of refusing, a refund of an F order that was never paid (booked while payment was off)', async () => {
    const free = { ...ctx, settings: { ...ctx.settings, payEnabled: false } };
    counter += 1;
    const p = testPerson(500 + counter);
    const { order } = await bookPerson(free, {
      openid: 'o-free',
      ...p,
      clus_Name: '',
      clus_Code: 'P1001',
      begin_Time: day,
      type: 'person',
      sumtime_Code: '03',
      sumtime_Name: '',
      price: 399,
      choose_comb_code: '',
      marr_status: '0',
    });
    expect(order.state).toBe('F');
    const before = await surplus();
    expect(await refundPaidOrder(ctx, 'o-free', { id: order.id, idCard: order.idCard })).toBe('成功取消！');
    expect((await getOrder(ctx, 'o-free', order.id)).state).toBe('C');
    expect(await surplus()).toBe(before + 1);
    expect(await listPayRecords(ctx, 'o-free')).toEqual([]);
    expect(await refusal(refundPaidOrder(ctx, 'o-free', { id: order.id, idCard: order.idCard }))).toBe(
      '撤销失败！请稍后再试',
    );
  });

  it('cancels a pending order and a group order', async () => {
    const order = await newOrder('o-c2');
    expect(await cancelPersonOrder(ctx, 'o-c2', { id: order.id, idCard: order.idCard })).toBe('成功取消！');
    const member = {
      openid: 'o-c2',
      name: '刘洋',
      tel: '13811110002',
      idcard: (
        await db
          .selectFrom('group_members')
          .select('idcard')
          .where('reg_no', '=', 'T202600002')
          .executeTakeFirstOrThrow()
      ).idcard,
    };
    const { order: group } = await bookTeam(ctx, {
      ...member,
      clus_code: 'G2001',
      clus_name: '',
      begin_time: day,
      lnc_Code: 'L0001',
      sumtime_Code: '02',
      sumtime_Name: '',
      company_Name: '',
      regno: 'T202600002',
      spType: 'L0001',
      choose_comb_code: '',
    });
    expect(await refusal(cancelPersonOrder(ctx, 'o-c2', { id: group.id, idCard: group.idCard }))).toBe('订单不存在');
    const taken = await placesTaken(ctx, 'team:L0001', day, '02');
    expect(await cancelTeamOrder(ctx, 'o-c2', { id: group.id, idCard: group.idCard })).toBe('撤销成功');
    expect(await placesTaken(ctx, 'team:L0001', day, '02')).toBe(taken - 1);
  });

  it('keeps taken + remaining = total after a load of bookings, cancellations and expiries', async () => {
    const loadDay = day;
    // Twelve visitors (one visitor may hold only DEFAULT_SETTINGS.maxActiveOrders active orders).
    const orders = await Promise.all(Array.from({ length: 12 }, (_, i) => newOrder(`o-load-${i}`)));
    await Promise.all(
      orders.slice(0, 4).map((o, i) => cancelPersonOrder(ctx, `o-load-${i}`, { id: o.id, idCard: o.idCard })),
    );
    ctx.clock.advance(900_000);
    await expireUnpaid(ctx);
    const slot = await db
      .selectFrom('capacity_slots')
      .selectAll()
      .where('pool', '=', PERSON_POOL)
      .where('day', '=', loadDay)
      .where('sumtime_code', '=', '03')
      .executeTakeFirstOrThrow();
    const taken = await placesTaken(ctx, PERSON_POOL, loadDay, '03');
    expect(taken + slot.surplus).toBe(slot.total);
  });
});
