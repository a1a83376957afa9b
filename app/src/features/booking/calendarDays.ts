/**
 * The two calendar calls' day lists turned into what the UI kit's Calendar reads: capacity per `YYYY-MM-DD`.
 * The Calendar derives the §4 label (充足/紧张/约满/休假/待开, 余N人) from it; a day without data is 待开.
 */
import type { Schemas } from '@checkup/sdk';
import type { DayAvailability } from '@checkup/ui';

/** Capacity per day, keyed `YYYY-MM-DD`. */
export type AvailabilityByDate = Readonly<Record<string, DayAvailability>>;

/** GetPersonSumList days (person_Flag T is a holiday). */
export function personAvailability(days: readonly Schemas['PersonSumDay'][]): AvailabilityByDate {
  return Object.fromEntries(
    days.map((day) => [
      day.person_Date,
      { remaining: day.person_Surplus, total: day.person_Sum, holiday: day.person_Flag === 'T' },
    ]),
  );
}

/** GetTeamSumList days (team_Flag T is a holiday). */
export function teamAvailability(days: readonly Schemas['TeamSumDay'][]): AvailabilityByDate {
  return Object.fromEntries(
    days.map((day) => [
      day.team_Date,
      { remaining: day.team_Surplus, total: day.team_Sum, holiday: day.team_Flag === 'T' },
    ]),
  );
}
