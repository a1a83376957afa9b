/** Places in time slots: taking one atomically, giving one back. Shared by booking, orders and payments. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** States in which an order holds its place. */
export const PLACE_HOLDING_STATES = ['S', 'F', 'export'] as const;

/** Where an order's place is. */
export interface PlaceRef {
  pool: string;
  day: string;
  sumtimeCode: string;
}

/**
 * Takes one place in a slot of an open (non-holiday) day. One conditional UPDATE: concurrent callers queue on the
 * row lock and re-check `surplus > 0`, so two requests can never both take the last place. Returns the slot's name,
 * or null when the slot is full, closed or unknown.
 */
export async function takePlace(db: Kysely<DB>, place: PlaceRef): Promise<string | null> {
  const row = await db
    .updateTable('capacity_slots')
    .set((eb) => ({ surplus: eb('surplus', '-', 1) }))
    .where('pool', '=', place.pool)
    .where('day', '=', place.day)
    .where('sumtime_code', '=', place.sumtimeCode)
    .where('surplus', '>', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('capacity_days')
          .select('capacity_days.day')
          .whereRef('capacity_days.pool', '=', 'capacity_slots.pool')
          .whereRef('capacity_days.day', '=', 'capacity_slots.day')
          .where('capacity_days.holiday', '=', false),
      ),
    )
    .returning('sumtime_name')
    .executeTakeFirst();
  return row?.sumtime_name ?? null;
}

/** Gives a place back (never above the slot's total). Call in the transaction that moves the order out of a holding state. */
export async function releasePlace(db: Kysely<DB>, place: PlaceRef): Promise<void> {
  await db
    .updateTable('capacity_slots')
    .set((eb) => ({ surplus: eb('surplus', '+', 1) }))
    .where('pool', '=', place.pool)
    .where('day', '=', place.day)
    .where('sumtime_code', '=', place.sumtimeCode)
    .whereRef('surplus', '<', 'total')
    .execute();
}
