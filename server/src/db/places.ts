/**
 * Places in time slots: giving one back (orders and payments). A place is taken by the booking itself, in the database
 * function `book_order` (migrations/0014_book_order_function.sql), which holds the slot row for the shortest time.
 */
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** Where an order's place is. */
export interface PlaceRef {
  pool: string;
  day: string;
  sumtimeCode: string;
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
