import { describe, expect, it } from 'vitest';
import { formatCountdown } from './formatCountdown';

const ms = (d: number, h: number, m: number, s: number, milli = 0) => (((d * 24 + h) * 60 + m) * 60 + s) * 1000 + milli;

describe('formatCountdown', () => {
  it.each([
    [ms(0, 0, 14, 59), 'mm:ss', '14:59'],
    [ms(0, 2, 5, 9), 'mm:ss', '125:09'], // minutes absorb hours when HH is absent
    [ms(0, 2, 5, 9), 'HH:mm:ss', '02:05:09'],
    [ms(1, 2, 5, 9), 'HH:mm:ss', '26:05:09'],
    [ms(1, 2, 5, 9), 'D天 HH:mm:ss', '1天 02:05:09'],
    [ms(0, 0, 0, 5, 678), 'mm:ss.SSS', '00:05.678'],
    [ms(0, 0, 0, 5, 678), 'ss.SS', '05.67'],
    [ms(0, 0, 0, 5, 678), 'ss.S', '05.6'],
    [0, 'HH:mm:ss', '00:00:00'],
    [-5000, 'mm:ss', '00:00'],
  ])('%d ms as %s → %s', (value, format, expected) => {
    expect(formatCountdown(value, format)).toBe(expected);
  });
});
