import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatIsoDate,
  formatShanghaiDateTime,
  isValidDateParts,
  parseIsoDate,
  parseShanghaiDateTime,
  shanghaiDateOf,
  shanghaiInstant,
  weekdayLabel,
} from './dates';

describe('YYYY-MM-DD dates', () => {
  it('parses real days and refuses malformed or impossible ones', () => {
    expect(parseIsoDate('2026-12-01')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-00-10')).toBeNull();
    expect(parseIsoDate('2026-04-31')).toBeNull();
    expect(parseIsoDate('2026-4-1')).toBeNull();
    expect(parseIsoDate('2026-12-01T00:00:00Z')).toBeNull();
  });

  it('validates parts including non-integers', () => {
    expect(isValidDateParts({ year: 2026, month: 1.5, day: 1 })).toBe(false);
    expect(isValidDateParts({ year: 2026, month: 1, day: 0 })).toBe(false);
    expect(isValidDateParts({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isValidDateParts({ year: 2000, month: 2, day: 29 })).toBe(true);
  });

  it('formats with zero padding', () => {
    expect(formatIsoDate({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(() => addDays('2026/11/22', 1)).toThrow(RangeError);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-11-22', '2026-12-01')).toBe(9);
    expect(daysBetween('2026-12-01', '2026-11-22')).toBe(-9);
  });

  it('names the weekday in Chinese', () => {
    expect(weekdayLabel('2026-11-22')).toBe('星期日');
    expect(weekdayLabel('2026-11-23')).toBe('星期一');
    expect(weekdayLabel('2026-11-28')).toBe('星期六');
  });
});

describe('Asia/Shanghai instants', () => {
  it('gives the Shanghai calendar date of an instant (UTC+8)', () => {
    expect(shanghaiDateOf(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(shanghaiDateOf(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('builds an instant from a Shanghai wall-clock time', () => {
    expect(shanghaiInstant('2026-12-01', 23, 30).toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(shanghaiInstant('2026-12-01').toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });

  it('formats and parses the wire timestamp', () => {
    const instant = new Date('2026-11-22T16:05:09Z');
    expect(formatShanghaiDateTime(instant)).toBe('2026-11-23 00:05:09');
    expect(parseShanghaiDateTime('2026-11-23 00:05:09')?.toISOString()).toBe(instant.toISOString());
  });

  it('refuses malformed timestamps', () => {
    expect(parseShanghaiDateTime('2026-11-23T00:05:09')).toBeNull();
    expect(parseShanghaiDateTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseShanghaiDateTime('2026-11-23 24:00:00')).toBeNull();
    expect(parseShanghaiDateTime('2026-11-23 10:60:00')).toBeNull();
    expect(parseShanghaiDateTime('2026-11-23 10:00:60')).toBeNull();
  });
});
