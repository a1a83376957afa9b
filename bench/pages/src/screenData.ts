/**
 * The data both benchmark screens show (bench/pages): the same months of day capacity, the same arrival slots, the
 * same 2,000 add-items (the kit's own story catalogue) and the same payment deadline. Only the components differ.
 */
import { makeCatalogue } from '../../../ui/src/components/TreeSelect/fixtures';
import type { DayAvailability } from '../../../ui/src/components/Calendar/availability';
import { addCalendarDays, formatCalendarDate, type CalendarDate } from '../../../ui/src/date/calendarDate';

/** What each screen and its calendar are given. */
export interface ScreenProps {
  today: CalendarDate;
  availability: Readonly<Record<string, DayAvailability>>;
}

/** Months of capacity from today on: more than the 50 month switches the bench makes. */
export const MONTHS_OF_DATA = 60;

/** The device's today (the bench runs in one zone; zones are the kit's tests' business). */
export function deviceToday(): CalendarDate {
  const now = new Date();
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

/** Deterministic capacity for every day of MONTHS_OF_DATA months: Sundays are holidays, the rest cycle through every state. */
export function monthsOfAvailability(today: CalendarDate): Record<string, DayAvailability> {
  const days: Record<string, DayAvailability> = {};
  for (let i = 0; i < MONTHS_OF_DATA * 31; i += 1) {
    const date = addCalendarDays(today, i);
    const weekday = new Date(date.y, date.m - 1, date.d).getDay();
    days[formatCalendarDate(date)] =
      weekday === 0
        ? { holiday: true, remaining: 0, total: 0 }
        : { remaining: (i * 7) % 45, total: i % 17 === 5 ? 0 : 60 };
  }
  return days;
}

export const timeSlots = [
  { code: '01', name: '07:30-08:00', remaining: 12 },
  { code: '02', name: '08:00-08:30', remaining: 0 },
  { code: '03', name: '08:30-09:00', remaining: 5 },
  { code: '04', name: '09:00-09:30', remaining: 30 },
  { code: '05', name: '09:30-10:00', remaining: 1 },
  { code: '06', name: '10:00-10:30', remaining: 0 },
] as const;

/** Height of the add-item picker on both screens (a 390×844 phone). */
export const LIST_HEIGHT = '420px';

/** 10 categories × 200 items = 2,000 add-items. */
export const catalogue = makeCatalogue(10, 200);

/** A payment deadline 30 minutes after the page loaded (mm:ss shows it whole). */
export const deadline = Date.now() + 30 * 60_000;

/** The kit's add-item search semantics (label and code contain the query), for the screen without the kit. */
export function matchesQuery(item: { label: string; value: string }, query: string): boolean {
  return `${item.label} ${item.value}`.toLowerCase().includes(query.trim().toLowerCase());
}

/** Label of the first item a search for `query` lists (both screens list matches in catalogue order). */
export function firstMatch(query: string): string | undefined {
  for (const category of catalogue) for (const item of category.items) if (matchesQuery(item, query)) return item.label;
  return undefined;
}
