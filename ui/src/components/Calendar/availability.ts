/** The booking-day states of the spec's calendar table, in display order. */
export const AVAILABILITY_STATUSES = ['plentiful', 'tight', 'full', 'holiday', 'unopened'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** One day's capacity as the calendar calls deliver it (person_Surplus / person_Sum / person_Flag === 'T'). */
export interface DayAvailability {
  /** Places left. */
  remaining?: number | null;
  /** Total capacity; 0 means the day is not opened for booking. */
  total?: number | null;
  /** The centre is closed that day. */
  holiday?: boolean;
}

/** More than this many places left counts as plentiful (spec §9). */
export const TIGHT_THRESHOLD = 10;

/**
 * Maps a day's capacity to its display state (spec §4): holiday flag → 休假; total 0 or no data → 待开;
 * 0 left → 约满; 1–10 left → 紧张; more than 10 → 充足.
 */
export function availabilityStatus(day: DayAvailability | null | undefined): AvailabilityStatus {
  if (!day) return 'unopened';
  if (day.holiday) return 'holiday';
  if (day.total == null || day.total <= 0 || day.remaining == null) return 'unopened';
  if (day.remaining <= 0) return 'full';
  return day.remaining > TIGHT_THRESHOLD ? 'plentiful' : 'tight';
}

/** Only plentiful and tight days can be booked. */
export function isBookable(status: AvailabilityStatus): boolean {
  return status === 'plentiful' || status === 'tight';
}

/** How bookable days are labelled: `remaining` → 余N人, `level` → 充足/紧张. */
export const DAY_LABEL_STYLES = ['remaining', 'level'] as const;
export type DayLabelStyle = (typeof DAY_LABEL_STYLES)[number];

const STATUS_TEXT: Record<AvailabilityStatus, string> = {
  plentiful: '充足',
  tight: '紧张',
  full: '约满',
  holiday: '休假',
  unopened: '待开',
};

/** The label under a day number: 余N人 / 充足 / 紧张 / 约满 / 休假 / 待开. */
export function availabilityLabel(day: DayAvailability | null | undefined, style: DayLabelStyle = 'remaining'): string {
  const status = availabilityStatus(day);
  if (style === 'remaining' && isBookable(status)) return `余${day?.remaining ?? 0}人`;
  return STATUS_TEXT[status];
}
