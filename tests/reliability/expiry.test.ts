/**
 * Expiry: unpaid orders past the 15-minute payment window are cancelled by the periodic sweep (the server clock moved
 * through /sandbox/clock, no waiting), their places return to the slot, and a correctly signed payment notice for
 * them is refused — a late payment never revives an expired order — and, as the money was taken, refunded (the
 * provider is acknowledged so it stops resending; the order's cancel information says the money goes back). Twice: in process with the server's own task list
 * (every case above), and the real server as a process (`server/src/main.ts`), which must schedule the sweep itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backgroundTasks,
  databaseDump,
  PERSON_POOL,
  PGLITE_PARSERS,
  pgliteDatabase,
  signFields,
  startSweep,
  testApp,
} from '@checkup/server/testing';
import { bookableDay, malePackage, personOrder, type Envelope } from './support/booking';
import { invariantBreaches, outsidePlaces, slotLedgers } from './support/ledger';
import { postTo, signInAt, startServerProcess, tokenFrom, type ServerProcess } from './support/serverProcess';

const UNPAID = 6;

describe('expiry: unpaid orders past 15 minutes', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ sweepIntervalMs: 100 });
  });
  afterAll(async () => t.close());

  const notify = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/PayRecordApi/PayNotify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const moveClock = (offsetMs: number) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/clock',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ offsetMs }),
    });

  it('the sweep expires them, frees their places, and refuses (refunds) their payment notices', async () => {
    const token = await t.token();
    // One visitor per order: a visitor may hold only a few active orders at once.
    const openids = Array.from({ length: UNPAID + 1 }, (_, i) => `o-expiry-${i}`);
    const cookies = await Promise.all(openids.map((openid) => t.signIn(openid)));
    const openid = openids[UNPAID] ?? '';
    const cookie = cookies[UNPAID] ?? '';
    const pkg = await malePackage(t.post, token);
    const place = { pool: 'person', day: bookableDay(t.clock.now()), slot: '05' };
    await t.db
      .updateTable('capacity_slots')
      .set({ total: UNPAID, surplus: UNPAID })
      .where('pool', '=', place.pool)
      .where('day', '=', place.day)
      .where('sumtime_code', '=', place.slot)
      .execute();
    const outside = outsidePlaces(await slotLedgers(t.db as never));
    const surplus = async () =>
      (
        await t.db
          .selectFrom('capacity_slots')
          .select('surplus')
          .where('pool', '=', place.pool)
          .where('day', '=', place.day)
          .where('sumtime_code', '=', place.slot)
          .executeTakeFirstOrThrow()
      ).surplus;

    // UNPAID orders fill the slot; each has a pending payment (the visitor opened the pay sheet and walked away).
    const orders: Array<{ id: string; amountFen: number }> = [];
    for (let i = 0; i < UNPAID; i += 1) {
      const auth = { token, cookie: cookies[i] ?? '' };
      const booked = (
        await t.post(
          '/api/OrderListApi/PersonOrderAdd',
          personOrder(openids[i] ?? '', pkg, place.day, place.slot, 100 + i),
          auth,
        )
      ).json<Envelope>();
      expect(booked.success, booked.returnMsg).toBe(true);
      const ord = (booked.returnData as { ord: { id: string; state: string; price: number } }).ord;
      expect(ord.state).toBe('S');
      const pay = (await t.post('/api/OrderListApi/PersonOrderPay', ord, auth)).json<Envelope>();
      expect(pay.success).toBe(true);
      orders.push({ id: ord.id, amountFen: Math.round(ord.price * 100) });
    }
    expect(await surplus()).toBe(0);
    const full = (
      await t.post('/api/OrderListApi/PersonOrderAdd', personOrder(openid, pkg, place.day, place.slot, 200), {
        token,
        cookie,
      })
    ).json<Envelope>();
    expect(full).toEqual({ success: false, returnMsg: '该时段已无号源！请选择其他时段' });

    // 14 minutes: still inside the window, the sweep leaves them alone. The sweep runs the server's own task list
    // (main.ts starts the same; the process test below checks that it does).
    const sweep = startSweep(t.db, t.clock, t.config, t.app.log, backgroundTasks(t.app.services));
    try {
      expect((await moveClock(14 * 60_000)).json<Envelope>().success).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await surplus()).toBe(0);

      // 16 minutes: the sweep (not a read) expires every one of them.
      expect((await moveClock(16 * 60_000)).json<Envelope>().success).toBe(true);
      const deadline = Date.now() + 20_000;
      let states: string[] = [];
      while (Date.now() < deadline) {
        states = (await t.db.selectFrom('orders').select('state').where('openid', 'in', openids).execute()).map(
          (o) => o.state,
        );
        if (states.every((s) => s === 'E')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(states).toEqual(Array<string>(UNPAID).fill('E'));
    } finally {
      sweep.stop();
    }
    expect(await surplus()).toBe(UNPAID);
    expect(invariantBreaches(await slotLedgers(t.db as never), outside)).toEqual([]);

    // The provider's notice arrives late, correctly signed and with the right amount: not applied, order stays E; the
    // payment is refunded and the notice acknowledged (twice: the provider resends), the answer saying so.
    const key =
      t.config.pay.signKey ??
      (
        await t.db
          .withTables<{ platform_secret: { name: string; value: string } }>()
          .selectFrom('platform_secret')
          .select('value')
          .where('name', '=', 'pay-sign-key')
          .executeTakeFirstOrThrow()
      ).value;
    for (const order of [...orders, ...orders]) {
      const fields = {
        out_trade_no: order.id,
        total_fee: order.amountFen,
        result_code: 'SUCCESS',
        transaction_id: `late-${order.id}`,
        time_end: '2026-11-22 09:31:40',
      };
      const answer = (await notify({ ...fields, sign: signFields(fields, key) })).json<Envelope>();
      expect(answer).toEqual({ success: true, returnMsg: '订单已过期，支付款项将原路退回' });
    }
    const after = await t.db
      .selectFrom('orders')
      .select(['state', 'paid_at', 'errmsg'])
      .where('openid', 'in', openids)
      .execute();
    expect(after.map((o) => [o.state, o.paid_at, o.errmsg])).toEqual(
      Array.from({ length: UNPAID }, () => ['E', null, '订单已过期，支付款项将原路退回']),
    );
    const attempts = await t.db
      .selectFrom('payments')
      .select('state')
      .where(
        'order_id',
        'in',
        orders.map((o) => Number(o.id)),
      )
      .execute();
    expect(attempts.map((p) => p.state)).toEqual(Array<string>(UNPAID).fill('refunded'));
    expect(
      await t.db
        .selectFrom('pay_records')
        .select('reg_no')
        .where(
          'order_id',
          'in',
          orders.map((o) => Number(o.id)),
        )
        .execute(),
    ).toEqual([]);
    expect(await surplus()).toBe(UNPAID);

    // The freed places are bookable again.
    const again = (
      await t.post('/api/OrderListApi/PersonOrderAdd', personOrder(openid, pkg, place.day, place.slot, 300), {
        token,
        cookie,
      })
    ).json<Envelope>();
    expect(again.success).toBe(true);
    expect(await surplus()).toBe(UNPAID - 1);
  });
});

/** The sweep interval main.ts gets (the environment cannot change it) and how often it runs in the process test. */
const SHORT_SWEEP_MS = 200;

describe('expiry: the sweep the server schedules itself (server/src/main.ts as a process)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let day: string;
  const slot = '05';

  beforeAll(async () => {
    // The seeded demo database (the server tops its capacity window up to today as it starts) with one free place in
    // a slot of a day ahead.
    dataDir = await mkdtemp(join(tmpdir(), 'checkup-expiry-'));
    const db = pgliteDatabase(
      await PGlite.create({ dataDir, loadDataDir: await databaseDump(), parsers: PGLITE_PARSERS }),
    );
    try {
      // A day no demo order is booked on, so only this test's order moves the slot.
      day = bookableDay(new Date(), 3);
      while (
        (
          await db
            .selectFrom('orders')
            .select('id')
            .where('pool', '=', PERSON_POOL)
            .where('begin_time', '=', day)
            .execute()
        ).length > 0
      )
        day = bookableDay(new Date(`${day}T12:00:00+08:00`), 1);
      await db
        .insertInto('capacity_days')
        .values({ pool: PERSON_POOL, day, holiday: false })
        .onConflict((oc) => oc.columns(['pool', 'day']).doUpdateSet({ holiday: false }))
        .execute();
      await db
        .insertInto('capacity_slots')
        .values({ pool: PERSON_POOL, day, sumtime_code: slot, sumtime_name: `slot ${slot}`, total: 1, surplus: 1 })
        .onConflict((oc) => oc.columns(['pool', 'day', 'sumtime_code']).doUpdateSet({ total: 1, surplus: 1 }))
        .execute();
    } finally {
      await db.destroy();
    }
  });

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('expires an unpaid order past its window and frees its place with no request touching the order', async () => {
    // main.ts exactly as `npm start` runs it, its sweep every 200 ms instead of 30 s.
    server = await startServerProcess(dataDir, {
      CHECKUP_SANDBOX_CLOCK: '1',
      CHECKUP_RATE_LIMIT_MAX: '100000',
      CHECKUP_SWEEP_INTERVAL_MS: String(SHORT_SWEEP_MS),
    });
    const { baseUrl } = server;
    const token = await tokenFrom(baseUrl);
    const openid = 'o-expiry-process';
    const auth = { token, cookie: await signInAt(baseUrl, openid) };
    const post = (url: string, body: unknown) => postTo(baseUrl, url, body, auth);
    // The slot's free places as the calendar shows them: a read that expires nothing (unlike the order list).
    const surplus = async () => {
      const slots = (
        await post('/api/PersonSumApi/GetSumTimeList', { date_Time: day, type: 'person' })
      ).json<Envelope>().returnData as Array<{ sumtime_Code: string; person_Surplus: number }>;
      return slots.find((s) => s.sumtime_Code === slot)?.person_Surplus;
    };

    const pkg = await malePackage((url, body, a) => postTo(baseUrl, url, body, a), token);
    const booked = (
      await post('/api/OrderListApi/PersonOrderAdd', personOrder(openid, pkg, day, slot, 700))
    ).json<Envelope>();
    expect(booked.success, booked.returnMsg).toBe(true);
    const orderId = String((booked.returnData as { ord: { id: string } }).ord.id);
    expect(await surplus()).toBe(0);

    // Several sweep rounds inside the window: the place stays taken.
    await new Promise((resolve) => setTimeout(resolve, 5 * SHORT_SWEEP_MS));
    expect(await surplus()).toBe(0);

    // 16 minutes on: only the sweep can give the place back (nothing here reads the order).
    expect((await post('/sandbox/clock', { offsetMs: 16 * 60_000 })).json<Envelope>().success).toBe(true);
    const deadline = Date.now() + 20_000;
    let free = await surplus();
    while (free !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      free = await surplus();
    }
    expect(free, `the place did not come back within 20 s:\n${server.output().slice(-2_000)}`).toBe(1);
    const orders = (await post('/api/OrderListApi/FindByOrderList', { openid })).json<Envelope>().returnData as Array<{
      id: string;
      state: string;
    }>;
    expect(orders.filter((o) => String(o.id) === orderId).map((o) => o.state)).toEqual(['E']);
  });
});
