/**
 * The capacity window on a schedule (capacityWindowKeeper, a sweep task): it follows the clock's date, tops up once per
 * date, and several instances racing on one database add each day once without resetting any remaining places.
 * Runs on PGlite and, in CI, on PostgreSQL (real concurrent connections).
 */
import { addDays, shanghaiDateOf } from '@checkup/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { fixedClock } from '../../src/clock';
import { PERSON_POOL } from '../../src/db/pools';
import type { Database } from '../../src/db/schema';
import { CAPACITY_DAYS, capacityWindowKeeper } from '../../src/db/seed/capacity';
import { testDatabase } from './testDb';

const DAY_MS = 24 * 60 * 60 * 1000;

let db: Database;
let clock: ReturnType<typeof fixedClock>;

beforeAll(async () => {
  ({ db, clock } = await testDatabase());
});
afterAll(() => db.destroy());

/** Days of every pool from `from` to `to` (inclusive), and the number of slots on them. */
async function window(from: string, to: string): Promise<{ days: Map<string, number>; slots: number }> {
  const days = await db
    .selectFrom('capacity_days')
    .select(['pool', (eb) => eb.fn.countAll<number>().as('n')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('pool')
    .execute();
  const slots = await db
    .selectFrom('capacity_slots')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return { days: new Map(days.map((d) => [d.pool, Number(d.n)])), slots: Number(slots.n) };
}

describe('capacity window on a schedule', () => {
  it('tops up once per date and follows the clock as the days pass', async () => {
    const keeper = capacityWindowKeeper(db, clock);
    expect(await keeper()).toBe(true);
    expect(await keeper()).toBe(false);

    clock.advance(45 * DAY_MS);
    const today = shanghaiDateOf(clock.now());
    const last = addDays(today, CAPACITY_DAYS);
    // Seeded 45 days ago: the far end of today's window does not exist yet.
    expect((await window(addDays(last, -10), last)).days.get(PERSON_POOL) ?? 0).toBe(0);

    expect(await keeper()).toBe(true);
    const after = await window(today, last);
    // Every pool (person, two companies with their own quota, the shared group quota) has every day of the window.
    expect([...after.days.values()]).toEqual([
      CAPACITY_DAYS + 1,
      CAPACITY_DAYS + 1,
      CAPACITY_DAYS + 1,
      CAPACITY_DAYS + 1,
    ]);
    expect(await keeper()).toBe(false);
  });

  it('several instances racing add each day once and keep the places already taken', async () => {
    clock.advance(7 * DAY_MS);
    const today = shanghaiDateOf(clock.now());
    const last = addDays(today, CAPACITY_DAYS);
    // A place taken on an existing day (as a booking would) must survive every top-up.
    const taken = await db
      .updateTable('capacity_slots')
      .set((eb) => ({ surplus: eb('surplus', '-', 1) }))
      .where('pool', '=', PERSON_POOL)
      .where('day', '>', today)
      .where('surplus', '>', 1)
      .returning(['day', 'sumtime_code', 'surplus'])
      .executeTakeFirstOrThrow();
    const slotOf = () =>
      db
        .selectFrom('capacity_slots')
        .select('surplus')
        .where('pool', '=', PERSON_POOL)
        .where('day', '=', taken.day)
        .where('sumtime_code', '=', taken.sumtime_code)
        .executeTakeFirstOrThrow();

    const instances = Array.from({ length: 3 }, () => capacityWindowKeeper(db, clock));
    expect(await Promise.all(instances.map((keeper) => keeper()))).toEqual([true, true, true]);
    const once = await window(today, last);
    expect([...once.days.values()]).toEqual([
      CAPACITY_DAYS + 1,
      CAPACITY_DAYS + 1,
      CAPACITY_DAYS + 1,
      CAPACITY_DAYS + 1,
    ]);

    // A fresh instance (a restart) the same day changes nothing.
    expect(await capacityWindowKeeper(db, clock)()).toBe(true);
    expect(await window(today, last)).toEqual(once);
    expect((await slotOf()).surplus).toBe(taken.surplus);
  });
});
