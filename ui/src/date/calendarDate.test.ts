import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addMonths,
  addMonthsToMonth,
  dayOfWeek,
  daysInMonth,
  endOfWeek,
  formatCalendarDate,
  fromEpochDay,
  parseCalendarDate,
  startOfWeek,
  toEpochDay,
  todayIn,
} from './calendarDate';
import { formatDayLabel } from './labels';

describe('calendar date arithmetic', () => {
  it('round-trips every day of four centuries through the epoch-day count', () => {
    let expected = toEpochDay({ y: 1900, m: 1, d: 1 });
    const mismatches: string[] = [];
    for (let y = 1900; y < 2300; y += 1) {
      for (let m = 1; m <= 12; m += 1) {
        for (let d = 1; d <= daysInMonth(y, m); d += 1) {
          const back = fromEpochDay(expected);
          if (toEpochDay({ y, m, d }) !== expected || back.y !== y || back.m !== m || back.d !== d)
            mismatches.push(`${y}-${m}-${d}`);
          expected += 1;
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(fromEpochDay(toEpochDay({ y: 2024, m: 2, d: 29 }))).toEqual({ y: 2024, m: 2, d: 29 });
    expect(toEpochDay({ y: 1970, m: 1, d: 1 })).toBe(0);
  });

  it('agrees with UTC Date arithmetic on known weekdays', () => {
    expect(dayOfWeek({ y: 2026, m: 12, d: 1 })).toBe(2); // Tuesday
    expect(dayOfWeek({ y: 2000, m: 1, d: 1 })).toBe(6);
    for (let day = -1000; day < 1000; day += 37) {
      const utc = new Date(day * 86_400_000);
      expect(fromEpochDay(day)).toEqual({ y: utc.getUTCFullYear(), m: utc.getUTCMonth() + 1, d: utc.getUTCDate() });
      expect(dayOfWeek(fromEpochDay(day))).toBe(utc.getUTCDay());
    }
  });

  it('parses YYYY-MM-DD without Date and rejects impossible days', () => {
    expect(parseCalendarDate('2026-12-01')).toEqual({ y: 2026, m: 12, d: 1 });
    expect(parseCalendarDate('2025-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseCalendarDate('2026-13-01')).toBeUndefined();
    expect(parseCalendarDate('2026-1-01')).toBeUndefined();
    expect(parseCalendarDate('2026-12-01T00:00:00')).toBeUndefined();
    expect(formatCalendarDate({ y: 2026, m: 3, d: 8 })).toBe('2026-03-08');
  });

  it('steps one day at a time across DST changes without repeating or skipping a day', () => {
    // Spring-forward and fall-back weekends in the Americas, Europe and Chile (where the change is at midnight).
    for (const start of ['2026-03-07', '2026-10-31', '2026-03-28', '2026-09-05', '2026-04-04']) {
      const first = parseCalendarDate(start)!;
      const days = Array.from({ length: 4 }, (_, i) => formatCalendarDate(addCalendarDays(first, i)));
      expect(new Set(days).size).toBe(4);
      expect(days[1]).not.toBe(days[0]);
    }
    expect(formatCalendarDate(addCalendarDays({ y: 2026, m: 11, d: 1 }, 1))).toBe('2026-11-02');
    expect(formatCalendarDate(addCalendarDays({ y: 2026, m: 9, d: 5 }, 1))).toBe('2026-09-06');
  });

  it('adds months clamping to the month length and handles year wrap', () => {
    expect(addMonths({ y: 2026, m: 1, d: 31 }, 1)).toEqual({ y: 2026, m: 2, d: 28 });
    expect(addMonths({ y: 2024, m: 1, d: 31 }, 1)).toEqual({ y: 2024, m: 2, d: 29 });
    expect(addMonths({ y: 2026, m: 12, d: 15 }, 1)).toEqual({ y: 2027, m: 1, d: 15 });
    expect(addMonths({ y: 2026, m: 1, d: 15 }, -1)).toEqual({ y: 2025, m: 12, d: 15 });
    expect(addMonths({ y: 2026, m: 3, d: 31 }, -12)).toEqual({ y: 2025, m: 3, d: 31 });
    expect(addMonthsToMonth({ y: 2026, m: 1 }, -13)).toEqual({ y: 2024, m: 12 });
  });

  it('finds week starts and ends for Sunday- and Monday-first weeks', () => {
    const tue = { y: 2026, m: 12, d: 1 };
    expect(startOfWeek(tue)).toEqual({ y: 2026, m: 11, d: 29 });
    expect(endOfWeek(tue)).toEqual({ y: 2026, m: 12, d: 5 });
    expect(startOfWeek(tue, 1)).toEqual({ y: 2026, m: 11, d: 30 });
    expect(endOfWeek(tue, 1)).toEqual({ y: 2026, m: 12, d: 6 });
  });

  it('reads today in a given zone from an instant, whatever the device zone', () => {
    const instant = Date.UTC(2026, 11, 1, 16, 30); // 2026-12-02 00:30 in Shanghai, still Dec 1 in UTC and the Americas
    expect(todayIn('Asia/Shanghai', instant)).toEqual({ y: 2026, m: 12, d: 2 });
    expect(todayIn('UTC', instant)).toEqual({ y: 2026, m: 12, d: 1 });
    expect(todayIn('America/New_York', instant)).toEqual({ y: 2026, m: 12, d: 1 });
  });

  it('speaks a day in Chinese with its weekday', () => {
    expect(formatDayLabel({ y: 2026, m: 12, d: 1 })).toBe('12月1日 星期二');
  });
});
