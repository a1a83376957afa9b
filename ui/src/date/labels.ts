import { dayOfWeek, type CalendarDate, type Weekday, type YearMonth } from './calendarDate';

/** One-character weekday names for column headers, index 0 = Sunday. */
export const WEEKDAY_SHORT_NAMES: readonly string[] = [...'日一二三四五六'];
/** Full Chinese weekday names (星期日 …), index 0 = Sunday. */
export const WEEKDAY_NAMES: readonly string[] = WEEKDAY_SHORT_NAMES.map((name) => `星期${name}`);

/** `12月1日 星期二`. */
export function formatDayLabel(date: CalendarDate): string {
  return `${date.m}月${date.d}日 ${WEEKDAY_NAMES[dayOfWeek(date)]}`;
}

/** `2026年12月`. */
export function formatMonthLabel({ y, m }: YearMonth): string {
  return `${y}年${m}月`;
}

/** The weekday of column `index` (0–6) when weeks start on `weekStartsOn`. */
export function weekdayOfColumn(index: number, weekStartsOn: Weekday): Weekday {
  return ((weekStartsOn + index) % 7) as Weekday;
}
