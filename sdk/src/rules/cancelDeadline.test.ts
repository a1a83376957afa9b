import { describe, expect, it } from 'vitest';
import { canCancelAt, cancelDeadline } from './cancelDeadline';

describe('cancelDeadline', () => {
  it('is the day before the start at 23:30 Shanghai when N = 1', () => {
    expect(cancelDeadline('2026-12-01', 1).toISOString()).toBe('2026-11-30T15:30:00.000Z');
  });

  it('moves N−1 further days back', () => {
    expect(cancelDeadline('2026-12-01', 3).toISOString()).toBe('2026-11-28T15:30:00.000Z');
    expect(cancelDeadline('2027-01-01', 2).toISOString()).toBe('2026-12-30T15:30:00.000Z');
  });

  it('allows the start day itself when N = 0', () => {
    expect(cancelDeadline('2026-12-01', 0).toISOString()).toBe('2026-12-01T15:30:00.000Z');
  });

  it('refuses negative or fractional lead days and malformed dates', () => {
    expect(() => cancelDeadline('2026-12-01', -1)).toThrow(RangeError);
    expect(() => cancelDeadline('2026-12-01', 1.5)).toThrow(RangeError);
    expect(() => cancelDeadline('2026/12/01', 1)).toThrow(RangeError);
  });
});

describe('canCancelAt', () => {
  it('allows cancelling up to and including the deadline, not after', () => {
    expect(canCancelAt('2026-12-01', 1, new Date('2026-11-30T15:29:59Z'))).toBe(true);
    expect(canCancelAt('2026-12-01', 1, new Date('2026-11-30T15:30:00Z'))).toBe(true);
    expect(canCancelAt('2026-12-01', 1, new Date('2026-11-30T15:30:01Z'))).toBe(false);
  });
});
