/**
 * Demo capacity for the next {@link CAPACITY_DAYS} days from the clock's date: Sundays are holidays; a repeating
 * pattern gives full, tight and plentiful days; days far ahead (and a few others) are not yet opened.
 * Inserting is idempotent (existing days keep their remaining places), so every start tops the window up, and a
 * running server keeps it topped up ({@link capacityWindowKeeper}, a task of the periodic sweep).
 */
import { addDays, shanghaiDateOf, weekdayLabel } from '@checkup/sdk/rules';
import type { Clock } from '../../clock';
import { sql, type Insertable } from 'kysely';
import { PERSON_POOL, teamPool } from '../pools';
import type { BookingTables, Database } from '../schema';

export const CAPACITY_DAYS = 60;
/** Companies with their own group quota; the others book against the centre's shared group capacity. */
const COMPANIES_WITH_OWN_QUOTA = ['L0001', 'L0002'] as const;

export type DemoDayKind = 'holiday' | 'full' | 'tight' | 'unopened' | 'plentiful';

/** The kind of the day `offset` days after `today` in the demo pattern. */
export function demoDayKind(today: string, offset: number): DemoDayKind {
  const day = addDays(today, offset);
  if (weekdayLabel(day) === '星期日') return 'holiday';
  if (offset > 50 || offset % 11 === 10) return 'unopened';
  if (offset % 9 === 4) return 'full';
  if (offset % 9 === 7) return 'tight';
  return 'plentiful';
}

const PERSON_SLOTS = [
  ['01', '07:30-08:00', 20],
  ['02', '08:00-08:30', 30],
  ['03', '08:30-09:00', 30],
  ['04', '09:00-09:30', 20],
  ['05', '09:30-10:00', 15],
  ['06', '10:00-10:30', 10],
] as const;

const TEAM_SLOTS = [
  ['01', '07:30-08:00', 10],
  ['02', '08:00-08:30', 10],
  ['03', '08:30-09:00', 10],
] as const;

// Places left per slot on a tight day (1-10 in total over the day).
const TIGHT_SURPLUS = [3, 0, 2, 0, 1, 0];

/** Adds the days (and their slots) missing from today to today + CAPACITY_DAYS for every pool. */
export async function topUpCapacity(db: Database, clock: Clock): Promise<void> {
  const today = shanghaiDateOf(clock.now());
  const pools: { pool: string; slots: readonly (readonly [string, string, number])[] }[] = [
    { pool: PERSON_POOL, slots: PERSON_SLOTS },
    ...[...COMPANIES_WITH_OWN_QUOTA, 'total'].map((spType) => ({ pool: teamPool(spType), slots: TEAM_SLOTS })),
  ];
  const days: Insertable<BookingTables['capacity_days']>[] = [];
  const slots: Insertable<BookingTables['capacity_slots']>[] = [];
  for (const { pool, slots: template } of pools) {
    for (let offset = 0; offset <= CAPACITY_DAYS; offset += 1) {
      const day = addDays(today, offset);
      const kind = demoDayKind(today, offset);
      days.push({ pool, day, holiday: kind === 'holiday' });
      if (kind === 'holiday' || kind === 'unopened') continue;
      template.forEach(([code, name, total], index) => {
        const surplus = kind === 'full' ? 0 : kind === 'tight' ? Math.min(total, TIGHT_SURPLUS[index] ?? 0) : total;
        slots.push({ pool, day, sumtime_code: code, sumtime_name: name, total, surplus });
      });
    }
  }
  await db
    .insertInto('capacity_days')
    .values(days)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('capacity_slots')
    .values(slots)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The sweep task that keeps the window {@link CAPACITY_DAYS} days ahead while the server runs: once per Shanghai date
 * of the clock (the first round, then whenever the date has moved on — midnight, or the sandbox clock), it tops the
 * window up. Safe with several instances on one database: the top-up is one transaction under an advisory lock, and
 * its inserts skip rows that exist, so instances that race add each day once and never reset a day's remaining places.
 * Resolves to true when it topped up, false when this instance already did for today.
 */
export function capacityWindowKeeper(db: Database, clock: Clock): () => Promise<boolean> {
  let toppedUpFor: string | undefined;
  return async () => {
    const today = shanghaiDateOf(clock.now());
    if (today === toppedUpFor) return false;
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('checkup'), hashtext('capacity-window'))`.execute(trx);
      await topUpCapacity(trx, clock);
    });
    toppedUpFor = today;
    return true;
  };
}
