import { describe, expect, it } from 'vitest';
import { availabilityLabel, availabilityStatus } from './availability';

describe('availabilityStatus', () => {
  it.each([
    [{ remaining: 11, total: 50 }, 'plentiful', '余11人', '充足'],
    [{ remaining: 10, total: 50 }, 'tight', '余10人', '紧张'],
    [{ remaining: 1, total: 50 }, 'tight', '余1人', '紧张'],
    [{ remaining: 0, total: 50 }, 'full', '约满', '约满'],
    [{ remaining: 30, total: 50, holiday: true }, 'holiday', '休假', '休假'],
    [{ remaining: 0, total: 0 }, 'unopened', '待开', '待开'],
    [{ remaining: 5, total: null }, 'unopened', '待开', '待开'],
    [undefined, 'unopened', '待开', '待开'],
  ] as const)('%j → %s', (day, status, remainingLabel, levelLabel) => {
    expect(availabilityStatus(day)).toBe(status);
    expect(availabilityLabel(day, 'remaining')).toBe(remainingLabel);
    expect(availabilityLabel(day, 'level')).toBe(levelLabel);
  });
});
