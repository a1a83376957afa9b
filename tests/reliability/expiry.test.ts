/**
 * Expiry: unpaid orders past the 15-minute payment window are cancelled by the periodic sweep (the server clock moved
 * through /sandbox/clock, no waiting), their places return to the slot, and a correctly signed payment notice for
 * them is refused — a late payment never revives an expired order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../server/test/http/harness';
import type {} from '../../server/src/http/app'; // declares FastifyInstance.services
import { startSweep } from '../../server/src/platform/sweep';
import { expireUnpaid, signFields } from '../../server/src/services/payments';
import { bookableDay, malePackage, personOrder, type Envelope } from './support/booking';
import { invariantBreaches, outsidePlaces, slotLedgers } from './support/ledger';

const UNPAID = 6;

describe('expiry: unpaid orders past 15 minutes', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ sweepIntervalMs: 100 });
  });
  afterAll(async () => t.close());

  const notify = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/PayRecordApi/PayNotify', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const moveClock = (offsetMs: number) => t.app.inject({ method: 'POST', url: '/sandbox/clock', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ offsetMs }) });

  it('the sweep expires them, frees their places, and refuses their payment notices', async () => {
    const token = await t.token();
    const openid = 'o-expiry';
    const cookie = await t.signIn(openid);
    const pkg = await malePackage(t.post, token);
    const place = { pool: 'person', day: bookableDay(t.clock.now()), slot: '05' };
    await t.db.updateTable('capacity_slots').set({ total: UNPAID, surplus: UNPAID }).where('pool', '=', place.pool).where('day', '=', place.day).where('sumtime_code', '=', place.slot).execute();
    const outside = outsidePlaces(await slotLedgers(t.db as never));
    const surplus = async () => (await t.db.selectFrom('capacity_slots').select('surplus').where('pool', '=', place.pool).where('day', '=', place.day).where('sumtime_code', '=', place.slot).executeTakeFirstOrThrow()).surplus;

    // UNPAID orders fill the slot; each has a pending payment (the visitor opened the pay sheet and walked away).
    const orders: Array<{ id: string; amountFen: number }> = [];
    for (let i = 0; i < UNPAID; i += 1) {
      const booked = (await t.post('/api/OrderListApi/PersonOrderAdd', personOrder(openid, pkg, place.day, place.slot, 100 + i), { token, cookie })).json<Envelope>();
      expect(booked.returnMsg, booked.returnMsg).not.toBe('');
      expect(booked.success).toBe(true);
      const ord = (booked.returnData as { ord: { id: string; state: string; price: number } }).ord;
      expect(ord.state).toBe('S');
      const pay = (await t.post('/api/OrderListApi/PersonOrderPay', ord, { token, cookie })).json<Envelope>();
      expect(pay.success).toBe(true);
      orders.push({ id: ord.id, amountFen: Math.round(ord.price * 100) });
    }
    expect(await surplus()).toBe(0);
    const full = (await t.post('/api/OrderListApi/PersonOrderAdd', personOrder(openid, pkg, place.day, place.slot, 200), { token, cookie })).json<Envelope>();
    expect(full).toEqual({ success: false, returnMsg: '该时段已无号源！请选择其他时段' });

    // 14 minutes: still inside the window, the sweep leaves them alone.
    const sweep = startSweep(t.db, t.clock, t.config, t.app.log, [() => expireUnpaid(t.app.services)]);
    try {
      expect((await moveClock(14 * 60_000)).json<Envelope>().success).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await surplus()).toBe(0);

      // 16 minutes: the sweep (not a read) expires every one of them.
      expect((await moveClock(16 * 60_000)).json<Envelope>().success).toBe(true);
      const deadline = Date.now() + 20_000;
      let states: string[] = [];
      while (Date.now() < deadline) {
        states = (await t.db.selectFrom('orders').select('state').where('openid', '=', openid).execute()).map((o) => o.state);
        if (states.every((s) => s === 'E')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(states).toEqual(Array<string>(UNPAID).fill('E'));
    } finally {
      sweep.stop();
    }
    expect(await surplus()).toBe(UNPAID);
    expect(invariantBreaches(await slotLedgers(t.db as never), outside)).toEqual([]);

    // The provider's notice arrives late, correctly signed and with the right amount: refused, order stays E.
    const key = t.config.pay.signKey ?? (await t.db.withTables<{ platform_secret: { name: string; value: string } }>().selectFrom('platform_secret').select('value').where('name', '=', 'pay-sign-key').executeTakeFirstOrThrow()).value;
    for (const order of orders) {
      const fields = { out_trade_no: order.id, total_fee: order.amountFen, result_code: 'SUCCESS', transaction_id: `late-${order.id}`, time_end: '2026-11-22 09:31:40' };
      const answer = (await notify({ ...fields, sign: signFields(fields, key) })).json<Envelope>();
      expect(answer.success).toBe(false);
      expect(answer.returnMsg).toMatch(/[\u4e00-\u9fff]/);
    }
    const after = await t.db.selectFrom('orders').select(['state', 'paid_at']).where('openid', '=', openid).execute();
    expect(after.map((o) => [o.state, o.paid_at])).toEqual(Array.from({ length: UNPAID }, () => ['E', null]));
    expect(await surplus()).toBe(UNPAID);

    // The freed places are bookable again.
    const again = (await t.post('/api/OrderListApi/PersonOrderAdd', personOrder(openid, pkg, place.day, place.slot, 300), { token, cookie })).json<Envelope>();
    expect(again.success).toBe(true);
    expect(await surplus()).toBe(UNPAID - 1);
  });
});
