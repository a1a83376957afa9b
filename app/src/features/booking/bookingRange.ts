/** The bookable date range of both calendars, from the runtime configuration (docs/product/booking-journey.md §7, §9). */
import type { RuntimeConfig } from '@checkup/sdk';
import { addDays, shanghaiDateOf } from '@checkup/sdk/rules';

/** First and last bookable day, `YYYY-MM-DD` (Asia/Shanghai), as GetPersonSumList/GetTeamSumList take them. */
export interface BookingRange {
  today: string;
  start: string;
  end: string;
}

/** Today plus `bookingStartDays` to today plus `bookingEndDays`, counted in Asia/Shanghai calendar days. */
export function bookingRange(
  config: Pick<RuntimeConfig, 'bookingStartDays' | 'bookingEndDays'>,
  nowMs: number,
): BookingRange {
  const today = shanghaiDateOf(new Date(nowMs));
  return { today, start: addDays(today, config.bookingStartDays), end: addDays(today, config.bookingEndDays) };
}

/** True when `date` lies inside the range (inclusive); dates compare as `YYYY-MM-DD` text. */
export function isInRange(date: string, range: Pick<BookingRange, 'start' | 'end'>): boolean {
  return date >= range.start && date <= range.end;
}
