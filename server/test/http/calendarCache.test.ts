/**
 * Calendar reads are cached per instance and dropped on every committed capacity change (trigger → NOTIFY →
 * db/changeFeed.ts), whoever writes: this instance's bookings and cancels, the expiry sweep, the capacity top-up,
 * another instance, a tool writing SQL.
 */
import { addDays, shanghaiDateOf } from '@checkup/sdk/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '@checkup/sdk';
import { hearsEveryChangeAtCommit } from '../../src/db/changeFeed';
import { capacityWindowKeeper } from '../../src/db/seed/capacity';
import { expireUnpaid } from '../../src/services/payments';
import { PAYMENT_WINDOW_MS } from '../../src/services/paymentWindow';
import { bookableDay, malePackage, personOrder } from './bookingRequests';
import { clientHelpers, envelope, testApp } from './harness';

type S = components['schemas'];

describe('cached calendar reads', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  let day: string;
  const slot = '05';
  beforeAll(async () => {
    t = await testApp();
    token = await t.token();
    day = addDays(bookableDay(t.clock.now()), 2);
  });
  afterAll(async () => t.close());

  /** Places left in the slot and on the day, as this instance (or `app`) answers them. */
  async function placesLeft(app = t.app): Promise<{ slot: number; day: number }> {
    const { post } = clientHelpers(app);
    const slots = envelope(
      await post('/api/PersonSumApi/GetSumTimeList', { type: 'person', date_Time: day }, { token }),
    ).returnData as S['PersonTimeSlot'][];
    const days = envelope(
      await post('/api/PersonSumApi/GetPersonSumList', { type: 'person', start: day, end: day }, { token }),
    ).returnData as S['PersonSumDay'][];
    return {
      slot: slots.find((s) => s.sumtime_Code === slot)?.person_Surplus ?? Number.NaN,
      day: days[0]?.person_Surplus ?? Number.NaN,
    };
  }

  const setSlot = (surplus: number) =>
    t.db
      .updateTable('capacity_slots')
      .set({ total: 10, surplus })
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', slot)
      .execute();

  it('are served from the cache: a write the database does not announce stays unseen', async () => {
    await setSlot(10);
    const before = await placesLeft();
    await sql`ALTER TABLE capacity_slots DISABLE TRIGGER capacity_slots_changed`.execute(t.db);
    try {
      await setSlot(3);
      expect(await placesLeft()).toEqual(before);
    } finally {
      await sql`ALTER TABLE capacity_slots ENABLE TRIGGER capacity_slots_changed`.execute(t.db);
    }
    await setSlot(10);
    expect((await placesLeft()).slot).toBe(10);
  });

  it('are kept until a change however old they are, on PGlite: it hears every change with its commit', async () => {
    expect(hearsEveryChangeAtCommit(t.db)).toBe(true);
    await setSlot(10);
    const before = await placesLeft();
    vi.useFakeTimers({ toFake: ['performance'] });
    await sql`ALTER TABLE capacity_slots DISABLE TRIGGER capacity_slots_changed`.execute(t.db);
    try {
      await setSlot(3);
      vi.advanceTimersByTime(60_000);
      expect(await placesLeft()).toEqual(before);
    } finally {
      await sql`ALTER TABLE capacity_slots ENABLE TRIGGER capacity_slots_changed`.execute(t.db);
      vi.useRealTimers();
    }
    await setSlot(10);
    expect((await placesLeft()).slot).toBe(10);
  });

  it('answer a hit with the bytes and headers a freshly serialised answer has', async () => {
    const body = { type: 'person', start: day, end: addDays(day, 4) };
    const loaded = await t.post('/api/PersonSumApi/GetPersonSumList', body, { token });
    const hit = await t.post('/api/PersonSumApi/GetPersonSumList', body, { token });
    expect(loaded.rawPayload.equals(Buffer.from(JSON.stringify(envelope(loaded))))).toBe(true);
    expect(hit.rawPayload.equals(loaded.rawPayload)).toBe(true);
    for (const res of [loaded, hit]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(loaded.rawPayload.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('reflect a booking, its cancel and the expiry sweep right after each', async () => {
    await setSlot(10);
    const start = await placesLeft();
    expect(start.slot).toBe(10);
    const cookie = await t.signIn('o-cache');
    const pkg = await malePackage(t.post, token);
    const booked = async (n: number) => {
      const res = envelope(
        await t.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-cache', pkg, day, slot, n), { token, cookie }),
      );
      expect(res.success).toBe(true);
      return (res.returnData as S['PersonOrderCreated']).ord;
    };

    const first = await booked(901);
    expect(await placesLeft()).toEqual({ slot: 9, day: start.day - 1 });

    const cancel = await t.post(
      '/api/OrderListApi/PersonOrderCancel',
      { id: first.id, idCard: first.idCard },
      { token, cookie },
    );
    expect(envelope(cancel).success).toBe(true);
    expect(await placesLeft()).toEqual(start);

    await booked(902);
    expect((await placesLeft()).slot).toBe(9);
    t.clock.advance(PAYMENT_WINDOW_MS + 1_000);
    expect(await expireUnpaid(t.app.services)).toBeGreaterThanOrEqual(1);
    expect(await placesLeft()).toEqual(start);
  });

  it('reflect a booking through another instance and a write of a tool', async () => {
    await setSlot(10);
    const second = await t.another();
    expect((await placesLeft()).slot).toBe(10);
    const b = clientHelpers(second);
    const cookie = await b.signIn('o-cache-other');
    const pkg = await malePackage(b.post, token);
    expect(
      envelope(
        await b.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-cache-other', pkg, day, slot, 903), {
          token,
          cookie,
        }),
      ).success,
    ).toBe(true);
    expect((await placesLeft()).slot).toBe(9);
    await setSlot(4);
    expect((await placesLeft()).slot).toBe(4);
  });

  it('reflect the capacity top-up when the date moves on', async () => {
    const { post } = clientHelpers(t.app);
    const range = (from: string) => ({ type: 'person', start: addDays(from, 55), end: addDays(from, 61) });
    const today = shanghaiDateOf(t.clock.now());
    const listed = async () => {
      // A fresh token each time: the clock moves further than a token lives.
      const res = envelope(await post('/api/PersonSumApi/GetPersonSumList', range(today), { token: await t.token() }));
      expect(res.success, res.returnMsg).toBe(true);
      return (res.returnData as S['PersonSumDay'][]).map((d) => d.person_Date);
    };
    const before = await listed();
    expect(before).not.toContain(addDays(today, 61));
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await capacityWindowKeeper(t.db, t.clock)()).toBe(true);
    expect(await listed()).toContain(addDays(today, 61));
  });
});
