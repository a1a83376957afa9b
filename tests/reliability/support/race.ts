/** The shared half of the race tests: a slot set up with a known number of places, and the outcome's checks. */
import { expect } from 'vitest';
import type { testApp } from '@checkup/server/testing';
import { inBatches, type Envelope } from './booking';
import { invariantBreaches, outsidePlaces, slotLedgers } from './ledger';
import { scaled } from './soak';

/** How many visitors race (SOAK=1: 5,000) for how many places. */
export const VISITORS = scaled(1_000, 5_000);
export const PLACES = 10;
const SLOT_FULL = '该时段已无号源！请选择其他时段';

type TestApp = Awaited<ReturnType<typeof testApp>>;
interface Answer {
  statusCode: number;
  json<T = unknown>(): T;
}

/** A slot of `pool` on `day` emptied to PLACES free places, and the baseline the invariant is checked against. */
export async function prepareSlot(t: TestApp, pool: string, day: string, slot: string): Promise<Map<string, number>> {
  await t.db
    .updateTable('capacity_slots')
    .set({ total: PLACES, surplus: PLACES })
    .where('pool', '=', pool)
    .where('day', '=', day)
    .where('sumtime_code', '=', slot)
    .execute();
  const held = await t.db
    .selectFrom('orders')
    .select('id')
    .where('pool', '=', pool)
    .where('begin_time', '=', day)
    .where('sumtime_code', '=', slot)
    .execute();
  expect(held).toHaveLength(0);
  const outside = outsidePlaces(await slotLedgers(t.db as never));
  expect(outside.get(`${pool}|${day}|${slot}`)).toBe(0);
  return outside;
}

/** Signs in VISITORS distinct visitors `<prefix>-<i>` (a few at a time: the sign-ins are not the race). */
export function signInMany(t: TestApp, prefix: string): Promise<string[]> {
  return inBatches(
    Array.from({ length: VISITORS }, (_, i) => `${prefix}-${i}`),
    25,
    (openid) => t.signIn(openid),
  );
}

/** Fires all requests at once; logs how long the answers took. */
export async function race(label: string, requests: Array<() => Promise<Answer>>): Promise<Answer[]> {
  const started = performance.now();
  const results = await Promise.all(requests.map((send) => send()));
  console.info(`race ${label}: ${requests.length} bookings answered in ${Math.round(performance.now() - started)} ms`);
  return results;
}

/** Exactly PLACES orders by distinct visitors, a clear refusal for everyone else, and every slot balanced. */
export async function expectRaceOutcome(
  t: TestApp,
  results: Answer[],
  outside: Map<string, number>,
  place: { pool: string; day: string; slot: string },
): Promise<void> {
  expect([...new Set(results.map((r) => r.statusCode))]).toEqual([200]);
  const bodies = results.map((r) => r.json<Envelope>());
  const refused = bodies.filter((b) => !b.success);
  expect(bodies.filter((b) => b.success)).toHaveLength(PLACES);
  expect(refused).toHaveLength(VISITORS - PLACES);
  expect([...new Set(refused.map((b) => b.returnMsg))]).toEqual([SLOT_FULL]);

  const orders = await t.db
    .selectFrom('orders')
    .select(['id', 'openid'])
    .where('pool', '=', place.pool)
    .where('begin_time', '=', place.day)
    .where('sumtime_code', '=', place.slot)
    .execute();
  expect(orders).toHaveLength(PLACES);
  expect(new Set(orders.map((o) => o.openid)).size).toBe(PLACES);
  expect(invariantBreaches(await slotLedgers(t.db as never), outside)).toEqual([]);
}
