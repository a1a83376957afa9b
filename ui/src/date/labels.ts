import { dayOfWeek, type CalendarDate, type Weekday, type YearMonth } from './calendarDate';

/** Full Chinese weekday names, index 0 = Sunday. */
export const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;
/** One-character weekday names for column headers, index 0 = Sunday. */
export const WEEKDAY_SHORT_NAMES = ['日', '一', '二', '三', '四', '五', '六'] as const;

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
