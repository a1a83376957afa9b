/**
 * Calendar dates as `YYYY-MM-DD` strings and Asia/Shanghai timestamps, without `new Date(string)`
 * (which parses date-only strings as UTC and fails on some mobile browsers).
 * Asia/Shanghai has had a fixed UTC+8 offset without daylight saving since 1991, so a constant offset is exact.
 */

/** A calendar date split into its parts; `month` is 1-12. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Offset of Asia/Shanghai from UTC in milliseconds. */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHANGHAI_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Weekday names, index 0 = Sunday (as `Date#getUTCDay`). */
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

/** A weekday label as shown next to a date. */
export type WeekdayLabel = (typeof WEEKDAYS)[number];

/** True when year/month/day name a real day of the Gregorian calendar. */
export function isValidDateParts({ year, month, day }: DateParts): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses `YYYY-MM-DD`; null when the text is not that shape or not a real day. */
export function parseIsoDate(text: string): DateParts | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDateParts(parts) ? parts : null;
}

/** Formats date parts as `YYYY-MM-DD`. */
export function formatIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function requireIsoDate(text: string): DateParts {
  const parts = parseIsoDate(text);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(text)}`);
  return parts;
}

/** Days since 1970-01-01 for a date; the basis of date arithmetic here. */
function toEpochDay({ year, month, day }: DateParts): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromEpochDay(epochDay: number): DateParts {
  const date = new Date(epochDay * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Adds (or with a negative count subtracts) whole days. Throws RangeError on a malformed date. */
export function addDays(date: string, days: number): string {
  return formatIsoDate(fromEpochDay(toEpochDay(requireIsoDate(date)) + days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(requireIsoDate(to)) - toEpochDay(requireIsoDate(from));
}

/** Weekday of a date in Chinese, 星期一..星期日. */
export function weekdayLabel(date: string): WeekdayLabel {
  const weekday = new Date(toEpochDay(requireIsoDate(date)) * DAY_MS).getUTCDay();
  return WEEKDAYS[weekday] ?? WEEKDAYS[0];
}

/** The calendar date in Asia/Shanghai at an instant. */
export function shanghaiDateOf(instant: Date): string {
  return formatIsoDate(fromEpochDay(Math.floor((instant.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS)));
}

/** The instant of a wall-clock time in Asia/Shanghai. */
export function shanghaiInstant(date: string, hours = 0, minutes = 0, seconds = 0): Date {
  const { year, month, day } = requireIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - SHANGHAI_OFFSET_MS);
}

/** Formats an instant as the wire timestamp `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export function formatShanghaiDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + SHANGHAI_OFFSET_MS);
  const date = shanghaiDateOf(instant);
  return `${date} ${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}:${pad2(shifted.getUTCSeconds())}`;
}

/** Parses the wire timestamp `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai); null when malformed. */
export function parseShanghaiDateTime(text: string): Date | null {
  const match = SHANGHAI_DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const parts = { year: y ?? NaN, month: mo ?? NaN, day: d ?? NaN };
  if (!isValidDateParts(parts) || (h ?? 99) > 23 || (mi ?? 99) > 59 || (s ?? 99) > 59) return null;
  return shanghaiInstant(formatIsoDate(parts), h, mi, s);
}
