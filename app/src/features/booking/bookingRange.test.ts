import { describe, expect, it } from 'vitest';
import { bookingRange, isInRange } from './bookingRange';

describe('bookingRange', () => {
  it('counts the configured days from today in Asia/Shanghai', () => {
    // 2026-11-22 16:30 UTC is already 2026-11-23 00:30 in Shanghai.
    const now = Date.UTC(2026, 10, 22, 16, 30);
    expect(bookingRange({ bookingStartDays: 1, bookingEndDays: 30 }, now)).toEqual({
      today: '2026-11-23',
      start: '2026-11-24',
      end: '2026-12-23',
    });
  });

  it('crosses month and year ends', () => {
    const now = Date.UTC(2026, 11, 30, 4);
    expect(bookingRange({ bookingStartDays: 0, bookingEndDays: 3 }, now)).toMatchObject({
      start: '2026-12-30',
      end: '2027-01-02',
    });
  });

  it('tells whether a day is inside the range', () => {
    const range = { start: '2026-11-24', end: '2026-12-23' };
    expect(isInRange('2026-11-24', range)).toBe(true);
    expect(isInRange('2026-12-23', range)).toBe(true);
    expect(isInRange('2026-11-23', range)).toBe(false);
    expect(isInRange('2026-12-24', range)).toBe(false);
  });
});
