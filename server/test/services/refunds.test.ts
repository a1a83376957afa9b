/**
 * Refunds through the refund gateway (services/refunds.ts): never asked inside a database transaction, asked once per
 * refund number however many cancels or notices arrive at once, and never lost: a refund the gateway did not answer,
 * or whose outcome was never written (the process died after the call), is owed, logged, and finished by the sweep
 * with the same refund number.
 */
import { Writable } from 'node:stream';
import { addDays, shanghaiDateOf, shanghaiInstant } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { fixedClock } from '../../src/clock';
import { migrate } from '../../src/db/migrate';
import { PERSON_POOL } from '../../src/db/pools';
import type { Database } from '../../src/db/schema';
import { demoDayKind } from '../../src/db/seed/index';
import { buildApp } from '../../src/http/app';
import { bookPerson } from '../../src/services/booking';
import { DEFAULT_SETTINGS, type ServiceContext } from '../../src/services/context';
import { BusinessError } from '../../src/services/errors';
import { refundPaidOrder } from '../../src/services/orders';
import { PAYMENT_WINDOW_MS } from '../../src/services/paymentWindow';
import { applyPaymentResult, createOrderPayment, expireUnpaid } from '../../src/services/payments';
import type { RefundRequest } from '../../src/services/refundGateway';
import { LONG_OWED_MS, pendingGraceMs, retryOwedRefunds } from '../../src/services/refunds';
import { UpstreamFaults } from '../../src/services/upstreams';
import { testConfig } from '../http/harness';
import { TEST_START, testDatabase, testPerson } from './testDb';

type Order = components['schemas']['Order'];

let db: Database;
let ctx: ServiceContext & { clock: ReturnType<typeof fixedClock> };
let day: string;
let counter = 0;
/** Every refund request the gateway received, and the refunds the provider took: one per refund number. */
let asked: RefundRequest[];
let taken: Set<string>;
/** What the provider does with a request (after it was counted): accepts unless a test says otherwise. */
let answer: (refund: RefundRequest) => Promise<unknown>;
const accept = (refund: RefundRequest) => {
  taken.add(refund.refundNo);
  return Promise.resolve(refund);
};
let logged: { fields: Record<string, unknown>; message: string }[];

beforeAll(async () => {
  const t = await testDatabase();
  db = t.db;
  ctx = {
    db,
    clock: t.clock,
    settings: { ...DEFAULT_SETTINGS, upstreamTimeoutMs: 200 },
    refundGateway: (refund) => {
      asked.push(refund);
      return answer(refund);
    },
    log: { error: (fields, message) => logged.push({ fields, message }) },
  };
  const today = shanghaiDateOf(TEST_START);
  const offset = Array.from({ length: 30 }, (_, i) => i + 2).find((i) => demoDayKind(today, i) === 'plentiful') ?? 2;
  day = addDays(today, offset);
});
afterAll(() => db.destroy());
beforeEach(() => {
  ctx.clock.setOffsetMs(0);
  asked = [];
  taken = new Set();
  answer = accept;
  logged = [];
});

const SLOT = '05';

async function unpaidOrder(): Promise<{ order: Order; openid: string }> {
  counter += 1;
  const openid = `o-refunds-${counter}`;
  const { order } = await bookPerson(ctx, {
    openid,
    ...testPerson(800 + counter),
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
  await createOrderPayment(ctx, openid, order.id);
  return { order, openid };
}

/** A fresh P1001 order (399 yuan) of a new visitor, paid. */
async function paidOrder(): Promise<{ order: Order; openid: string }> {
  const booked = await unpaidOrder();
  expect(await applyPaymentResult(ctx, { outTradeNo: booked.order.id, amountFen: 39900, result: 'SUCCESS' })).toEqual({
    applied: true,
    message: '支付成功',
  });
  return booked;
}

const cancel = (booked: { order: Order; openid: string }, on: ServiceContext = ctx) =>
  refundPaidOrder(on, booked.openid, { id: booked.order.id, idCard: booked.order.idCard });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BusinessError)) throw new Error(`expected a BusinessError, got ${String(error)}`);
  return error.message;
}

const orderState = async (order: Order) =>
  (await db.selectFrom('orders').select('state').where('id', '=', Number(order.id)).executeTakeFirstOrThrow()).state;
const payFlag = async (order: Order) =>
  (
    await db
      .selectFrom('pay_records')
      .select('pay_flag')
      .where('order_id', '=', Number(order.id))
      .executeTakeFirstOrThrow()
  ).pay_flag;
const refundRow = (refundNo: string) =>
  db
    .selectFrom('refunds')
    .select(['state', 'attempts', 'reason', 'amount_fen'])
    .where('refund_no', '=', refundNo)
    .executeTakeFirst();
const surplus = async () =>
  (
    await db
      .selectFrom('capacity_slots')
      .select('surplus')
      .where('pool', '=', PERSON_POOL)
      .where('day', '=', day)
      .where('sumtime_code', '=', SLOT)
      .executeTakeFirstOrThrow()
  ).surplus;
const refundNo = (order: Order) => `order-${order.id}`;
const CANCEL_FAILED = '撤销失败！请稍后再试';
const MIGRATION = '0010_refund_intents.sql';

/** A provider that, while asked, locks the order's row in a transaction of its own (a visitor's request would). */
function lockingProvider(seen: string[]) {
  return async (refund: RefundRequest) => {
    const row = await db
      .transaction()
      .execute((trx) =>
        trx.selectFrom('orders').select('state').where('id', '=', refund.orderId).forUpdate().executeTakeFirstOrThrow(),
      );
    seen.push(row.state);
    return accept(refund);
  };
}

describe('refunds ask the gateway outside any transaction', () => {
  // Asked inside one, the provider's own transaction would wait for it (PGlite's one session, PostgreSQL's row lock)
  // until the time limit struck: the refund would fail.
  it('a cancellation: another request locks the order while the gateway is asked, at once', async () => {
    const booked = await paidOrder();
    const seen: string[] = [];
    answer = lockingProvider(seen);
    expect(await cancel(booked)).toBe('成功取消！');
    expect(seen).toEqual(['F']);
    expect(await orderState(booked.order)).toBe('Refund');
  });

  it('a late payment: the same while its refund is asked', async () => {
    const { order } = await unpaidOrder();
    ctx.clock.advance(PAYMENT_WINDOW_MS);
    expect(await expireUnpaid(ctx, { orderId: Number(order.id) })).toBe(1);
    const seen: string[] = [];
    answer = lockingProvider(seen);
    expect(await applyPaymentResult(ctx, { outTradeNo: order.id, amountFen: 39900, result: 'SUCCESS' })).toMatchObject({
      acknowledged: true,
      refund: 'refunded',
    });
    expect(seen).toEqual(['E']);
  });

  it("the sweep's retry: the same while an owed refund is asked again", async () => {
    const booked = await paidOrder();
    answer = () => new Promise(() => undefined);
    expect(await refusal(cancel(booked))).toBe(CANCEL_FAILED);
    const seen: string[] = [];
    answer = lockingProvider(seen);
    expect(await retryOwedRefunds(ctx)).toBe(1);
    expect(seen).toEqual(['F']);
    expect(await orderState(booked.order)).toBe('Refund');
  });
});

describe('a refund is asked once per refund number', () => {
  it('several cancels at once: one asks, the others answer 撤销失败 at once', async () => {
    const booked = await paidOrder();
    const before = await surplus();
    const answers = await Promise.all(
      [cancel(booked), cancel(booked), cancel(booked)].map((p) => p.catch((e: Error) => e.message)),
    );
    expect(answers.sort()).toEqual(['成功取消！', CANCEL_FAILED, CANCEL_FAILED].sort());
    expect(asked).toEqual([{ orderId: Number(booked.order.id), amountFen: 39900, refundNo: refundNo(booked.order) }]);
    expect(await surplus()).toBe(before + 1);
  });

  it('a cancel while the first one is still waiting for the gateway neither waits nor asks', async () => {
    const booked = await paidOrder();
    const patient = { ...ctx, settings: { ...ctx.settings, upstreamTimeoutMs: 10_000 } };
    let release: () => void = () => undefined;
    let reached: () => void = () => undefined;
    const inGateway = new Promise<void>((resolve) => (reached = resolve));
    answer = async (refund) => {
      reached();
      await new Promise<void>((resolve) => (release = resolve));
      return accept(refund);
    };
    const first = cancel(booked, patient);
    await inGateway;
    expect(await refusal(cancel(booked, patient))).toBe(CANCEL_FAILED);
    expect(await orderState(booked.order)).toBe('F');
    release();
    expect(await first).toBe('成功取消！');
    expect(asked).toHaveLength(1);
    expect(await orderState(booked.order)).toBe('Refund');
  });
});

describe('a refund is never lost', () => {
  it('the process dies between the acceptance and its write: the sweep finishes it, with the same refund number', async () => {
    const booked = await paidOrder();
    const before = await surplus();
    // The provider takes the refund; the write of the outcome then fails, as if the process had died after the call.
    answer = async (refund) => {
      await sql`ALTER TABLE refunds RENAME TO refunds_away`.execute(db);
      return accept(refund);
    };
    await expect(cancel(booked)).rejects.toThrow(/refunds/);
    await sql`ALTER TABLE refunds_away RENAME TO refunds`.execute(db);
    answer = accept;
    expect(await refundRow(refundNo(booked.order))).toEqual({
      state: 'pending',
      attempts: 1,
      reason: 'cancel',
      amount_fen: 39900,
    });
    expect(await orderState(booked.order)).toBe('F');
    expect(await surplus()).toBe(before);

    // Within the grace period the call may still be under way: neither the sweep nor another cancel asks.
    expect(await retryOwedRefunds(ctx)).toBe(0);
    expect(await refusal(cancel(booked))).toBe(CANCEL_FAILED);
    ctx.clock.advance(pendingGraceMs(ctx) + 1);
    expect(await retryOwedRefunds(ctx)).toBe(1);
    expect(asked.map((r) => r.refundNo)).toEqual([refundNo(booked.order), refundNo(booked.order)]);
    expect([...taken]).toEqual([refundNo(booked.order)]);
    expect(await refundRow(refundNo(booked.order))).toMatchObject({ state: 'refunded', attempts: 2 });
    expect(await orderState(booked.order)).toBe('Refund');
    expect(await payFlag(booked.order)).toBe('TJServeERR');
    expect(await surplus()).toBe(before + 1);
    expect(await retryOwedRefunds(ctx)).toBe(0);
  });

  it('a gateway that does not answer: 撤销失败 and the order stays F, but the refund is owed, logged, and finished on the next cancel even past the deadline', async () => {
    const booked = await paidOrder();
    answer = () => new Promise(() => undefined);
    expect(await refusal(cancel(booked))).toBe(CANCEL_FAILED);
    expect(await orderState(booked.order)).toBe('F');
    expect(await refundRow(refundNo(booked.order))).toMatchObject({ state: 'due', attempts: 1 });
    expect(logged).toEqual([
      {
        message: 'refund owed: the refund gateway did not take it; the sweep asks again',
        fields: {
          refundNo: refundNo(booked.order),
          orderId: Number(booked.order.id),
          reason: 'cancel',
          amountFen: 39900,
          attempt: 1,
          failure: 'timeout',
        },
      },
    ]);
    const line = JSON.stringify(logged);
    for (const personal of [booked.openid, booked.order.idCard, booked.order.name, booked.order.tel])
      expect(line).not.toContain(personal);

    // Refused now: its first call may have been taken, so it stays owed (not dropped), and is not logged again.
    answer = () => Promise.reject(new Error('refused'));
    expect(await refusal(cancel(booked))).toBe(CANCEL_FAILED);
    expect(await refundRow(refundNo(booked.order))).toMatchObject({ state: 'due', attempts: 2 });
    expect(logged).toHaveLength(1);

    // Asked in time, so finished after the deadline too.
    ctx.clock.setOffsetMs(shanghaiInstant(addDays(day, -1), 23, 30).getTime() - TEST_START.getTime() + 60_000);
    answer = accept;
    expect(await cancel(booked)).toBe('成功取消！');
    expect(asked.map((r) => r.refundNo)).toEqual(Array<string>(3).fill(refundNo(booked.order)));
    expect(await orderState(booked.order)).toBe('Refund');
  });

  it('a refusal at the first ask owes nothing: the order stays F and may be cancelled again, still before the deadline only', async () => {
    const booked = await paidOrder();
    answer = () => Promise.reject(new Error('refused'));
    expect(await refusal(cancel(booked))).toBe(CANCEL_FAILED);
    expect(await refundRow(refundNo(booked.order))).toBeUndefined();
    expect(await orderState(booked.order)).toBe('F');
    expect(logged).toEqual([]);
    ctx.clock.setOffsetMs(shanghaiInstant(addDays(day, -1), 23, 30).getTime() - TEST_START.getTime() + 60_000);
    answer = accept;
    expect(await refusal(cancel(booked))).toBe('已过有效取消时间，无法取消！');
    expect(await refundRow(refundNo(booked.order))).toBeUndefined();
    expect(asked).toHaveLength(1);
  });

  it("logs the sweep's failed retry with the refunds owed, and those owed for over an hour", async () => {
    const booked = await paidOrder();
    answer = () => Promise.reject(new Error('down'));
    const { order: late } = await unpaidOrder();
    ctx.clock.advance(PAYMENT_WINDOW_MS);
    expect(await applyPaymentResult(ctx, { outTradeNo: late.id, amountFen: 39900, result: 'SUCCESS' })).toMatchObject({
      refund: 'refund_due',
    });
    ctx.clock.advance(LONG_OWED_MS);
    answer = () => new Promise(() => undefined);
    expect(await refusal(cancel(booked))).toBe(CANCEL_FAILED);
    logged = [];
    answer = () => Promise.reject(new Error('down'));
    expect(await retryOwedRefunds(ctx)).toBe(0);
    expect(logged).toEqual([
      {
        message: 'refund retry failed: still owed',
        fields: expect.objectContaining({
          reason: 'late_payment',
          orderId: Number(late.id),
          attempt: 2,
          failure: 'unavailable',
          owed: 2,
          owedOverAnHour: 1,
        }) as unknown,
      },
    ]);
    answer = accept;
    expect(await retryOwedRefunds(ctx)).toBe(2);
    expect(await orderState(booked.order)).toBe('Refund');
  });

  it("writes those lines to the server's log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const faults = new UpstreamFaults();
    const app = await buildApp({
      db,
      clock: ctx.clock,
      config: testConfig({ upstreamTimeoutMs: 200 }),
      logger: { level: 'error', stream },
      faults,
    });
    try {
      const booked = await paidOrder();
      faults.set('refundGateway', 'slow');
      expect(await refusal(cancel(booked, app.services))).toBe(CANCEL_FAILED);
      faults.clear();
      expect(await retryOwedRefunds(app.services)).toBe(1);
    } finally {
      await app.close();
    }
    expect(lines.map((l) => JSON.parse(l) as { level: number; msg: string })).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'refund owed: the refund gateway did not take it; the sweep asks again',
        failure: 'timeout',
      }),
    ]);
  });
});

describe('migration 0010', () => {
  it('moves the late payments left refund_due into the refunds owed, which the sweep then refunds', async () => {
    const { db: fresh } = await testDatabase({ seeded: false });
    try {
      // Back to before 0010 (the dump is migrated to the end), with a late payment 0008's code left refund_due.
      await sql`DROP TABLE refunds`.execute(fresh);
      await sql`CREATE INDEX payments_refund_due ON payments (updated_at) WHERE state = 'refund_due'`.execute(fresh);
      await fresh.deleteFrom('schema_migrations').where('name', '=', MIGRATION).execute();
      const at = new Date(TEST_START.getTime() - 60_000);
      const { id } = await fresh
        .insertInto('orders')
        .values({
          openid: 'o-migrated',
          type: 'person',
          state: 'E',
          id_card: testPerson(1).idCard,
          name: '测试1',
          tel: testPerson(1).tel,
          clus_code: 'P1001',
          clus_name: 'P',
          begin_time: day,
          sumtime_code: SLOT,
          sumtime_name: 'slot',
          pool: PERSON_POOL,
          price_fen: 39900,
          extras: '[]',
          amount_fen: 39900,
          errmsg: '订单已过期，支付款项将原路退回',
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await fresh
        .insertInto('payments')
        .values({
          prepay_id: 'wx-migrated',
          order_id: id,
          amount_fen: 39900,
          state: 'refund_due',
          created_at: at,
          updated_at: at,
        })
        .execute();
      expect(await migrate(fresh)).toEqual([MIGRATION]);
      expect(
        await fresh.selectFrom('refunds').select(['refund_no', 'order_id', 'reason', 'state', 'amount_fen']).execute(),
      ).toEqual([{ refund_no: 'wx-migrated', order_id: id, reason: 'late_payment', state: 'due', amount_fen: 39900 }]);
      expect(await retryOwedRefunds({ ...ctx, db: fresh })).toBe(1);
      expect(asked).toEqual([{ orderId: id, amountFen: 39900, refundNo: 'wx-migrated' }]);
      expect((await fresh.selectFrom('payments').select('state').executeTakeFirstOrThrow()).state).toBe('refunded');
    } finally {
      await fresh.destroy();
    }
  });
});
