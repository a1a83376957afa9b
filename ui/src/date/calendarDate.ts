/**
 * Calendar dates as plain `{ y, m, d }` values (m is 1–12). All arithmetic goes through a day count since
 * 1970-01-01 read from `Date`'s UTC fields only: UTC has no offset and no DST rule, so the device's time zone can never
 * shift a day (the ui-tz test project runs these tests in a zone whose DST change is at midnight).
 */
export interface CalendarDate {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

/** A calendar month (m is 1–12). */
export interface YearMonth {
  readonly y: number;
  readonly m: number;
}

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a Gregorian leap year. */
export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Number of days in month `m` (1–12) of year `y`: day 0 of the next month is its last day. */
export function daysInMonth(y: number, m: number): number {
  return fromEpochDay(toEpochDay({ y, m: m + 1, d: 0 })).d;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (negative before); out-of-range months and days roll over like `Date`'s. */
export function toEpochDay({ y, m, d }: CalendarDate): number {
  // setUTCFullYear, unlike Date.UTC, takes the years 0–99 as they are.
  return new Date(0).setUTCFullYear(y, m - 1, d) / DAY_MS;
}

/** Inverse of `toEpochDay`. */
export function fromEpochDay(epochDay: number): CalendarDate {
  const date = new Date(epochDay * DAY_MS);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

/** True when `{y,m,d}` names a real day: whole numbers that a round trip through the day count gives back unchanged. */
export function isValidDate(date: CalendarDate): boolean {
  return isSameDay(fromEpochDay(toEpochDay(date)), date);
}

/** Parses `YYYY-MM-DD` (the wire format) without `new Date()`; `undefined` when malformed or not a real day. */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const date = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  return isValidDate(date) ? date : undefined;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Formats a month as `YYYY-MM`. */
export function formatYearMonth({ y, m }: YearMonth): string {
  return `${String(y).padStart(4, '0')}-${pad2(m)}`;
}

/** Formats as `YYYY-MM-DD`. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${formatYearMonth(date)}-${pad2(date.d)}`;
}

/** The date `days` days after `date` (negative for before). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** The same day `months` months later, clamped to the target month's length (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const target = addMonthsToMonth(date, months);
  return { ...target, d: Math.min(date.d, daysInMonth(target.y, target.m)) };
}

/** The month `months` months after `month`. */
export function addMonthsToMonth({ y, m }: YearMonth, months: number): YearMonth {
  const index = y * 12 + m - 1 + months;
  const year = Math.floor(index / 12);
  return { y: year, m: index - year * 12 + 1 };
}

/** Negative, zero or positive like a sort comparator. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.y - b.y || a.m - b.m;
}

/** Negative, zero or positive like a sort comparator. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return compareMonths(a, b) || a.d - b.d;
}

/** True for the same calendar day. */
export function isSameDay(a: CalendarDate | null | undefined, b: CalendarDate | null | undefined): boolean {
  return !!a && !!b && a.y === b.y && a.m === b.m && a.d === b.d;
}

/** The month a date falls in. */
export function monthOf({ y, m }: CalendarDate): YearMonth {
  return { y, m };
}

/** Day of the week; 1970-01-01 was a Thursday. */
export function dayOfWeek(date: CalendarDate): Weekday {
  return ((((toEpochDay(date) + 4) % 7) + 7) % 7) as Weekday;
}

/** First day of the week containing `date`, weeks starting on `weekStartsOn`. */
export function startOfWeek(date: CalendarDate, weekStartsOn: Weekday = 0): CalendarDate {
  return addCalendarDays(date, -((dayOfWeek(date) - weekStartsOn + 7) % 7));
}

/** Last day of the week containing `date`. */
export function endOfWeek(date: CalendarDate, weekStartsOn: Weekday = 0): CalendarDate {
  return addCalendarDays(startOfWeek(date, weekStartsOn), 6);
}

/** Keeps `date` inside `[min, max]` (either bound optional). */
export function clampDate(date: CalendarDate, min?: CalendarDate, max?: CalendarDate): CalendarDate {
  if (min && compareDates(date, min) < 0) return min;
  if (max && compareDates(date, max) > 0) return max;
  return date;
}

/** The first and last day of a month, e.g. for requesting that month's availability. */
export function monthBounds({ y, m }: YearMonth): { first: CalendarDate; last: CalendarDate } {
  return { first: { y, m, d: 1 }, last: { y, m, d: daysInMonth(y, m) } };
}

/**
 * Today's calendar date in an IANA time zone (default: the device's), from an instant in epoch ms.
 * The booking centre's "today" is Asia/Shanghai whatever zone the phone is set to.
 */
export function todayIn(timeZone?: string, nowMs: number = Date.now()): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(nowMs);
  const pick = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { y: pick('year'), m: pick('month'), d: pick('day') };
}
