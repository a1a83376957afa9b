import { describe, expect, it } from 'vitest';
import { availabilityLabel, availabilityStatus, isBookable } from '@checkup/ui';
import { personAvailability, teamAvailability } from './calendarDays';

/** The §4 table: label and selectability per condition, through the mapping and the UI kit's rule. */
describe('calendar day states (docs/product/booking-journey.md §4)', () => {
  const days = personAvailability([
    { person_Date: '2026-12-01', person_Flag: 'F', person_Sum: 120, person_Surplus: 11 },
    { person_Date: '2026-12-02', person_Flag: 'F', person_Sum: 120, person_Surplus: 10 },
    { person_Date: '2026-12-03', person_Flag: 'F', person_Sum: 120, person_Surplus: 1 },
    { person_Date: '2026-12-04', person_Flag: 'F', person_Sum: 120, person_Surplus: 0 },
    { person_Date: '2026-12-05', person_Flag: 'T', person_Sum: 120, person_Surplus: 50 },
    { person_Date: '2026-12-06', person_Flag: 'F', person_Sum: 0, person_Surplus: 0 },
  ]);

  it.each([
    ['2026-12-01', '充足', '余11人', true],
    ['2026-12-02', '紧张', '余10人', true],
    ['2026-12-03', '紧张', '余1人', true],
    ['2026-12-04', '约满', '约满', false],
    ['2026-12-05', '休假', '休假', false],
    ['2026-12-06', '待开', '待开', false],
    ['2026-12-07', '待开', '待开', false],
  ])('%s is %s (%s), selectable %s', (date, level, remaining, selectable) => {
    const day = days[date];
    expect(availabilityLabel(day, 'level')).toBe(level);
    expect(availabilityLabel(day, 'remaining')).toBe(remaining);
    expect(isBookable(availabilityStatus(day))).toBe(selectable);
  });

  it('maps group days the same way', () => {
    const team = teamAvailability([
      { team_Date: '2026-12-01', team_Flag: 'F', team_Sum: 50, team_Surplus: 12, spType: 'L0012' },
      { team_Date: '2026-12-05', team_Flag: 'T', team_Sum: 0, team_Surplus: 0, spType: 'total' },
    ]);
    expect(availabilityLabel(team['2026-12-01'], 'level')).toBe('充足');
    expect(availabilityLabel(team['2026-12-05'], 'level')).toBe('休假');
  });
});
