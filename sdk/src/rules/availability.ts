/** Calendar day display states (booking-journey §4). */

/** Labels of a calendar day, verbatim from the spec. */
export type AvailabilityLabel = '充足' | '紧张' | '约满' | '休假' | '待开';

/** A day's capacity as the calendars report it (person_* or team_* fields mapped by the caller). */
export interface DayCapacity {
  /** Total places (person_Sum / team_Sum); missing means no data. */
  total?: number | null;
  /** Places left (person_Surplus / team_Surplus). */
  surplus?: number | null;
  /** Holiday flag (person_Flag / team_Flag); 'T' is a holiday. */
  flag?: string | null;
}

/** A day's label and whether it can be picked. */
export interface Availability {
  label: AvailabilityLabel;
  selectable: boolean;
}

/** Places left above which a day is 充足 rather than 紧张. */
export const PLENTIFUL_ABOVE = 10;

/**
 * 休假 when the holiday flag is T; 待开 when there is no data or total capacity is 0; otherwise by places left:
 * 0 → 约满, 1-10 → 紧张, more → 充足. Only 紧张 and 充足 are selectable.
 */
export function availabilityOf(day: DayCapacity | null | undefined): Availability {
  if (day?.flag === 'T') return { label: '休假', selectable: false };
  if (day == null || day.total == null || day.total <= 0 || day.surplus == null)
    return { label: '待开', selectable: false };
  if (day.surplus <= 0) return { label: '约满', selectable: false };
  return { label: day.surplus > PLENTIFUL_ABOVE ? '充足' : '紧张', selectable: true };
}
