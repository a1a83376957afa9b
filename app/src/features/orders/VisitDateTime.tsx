/**
 * The day and time slot of a visit as text, e.g. 2026-12-02 星期三 08:30-09:00: the date (with its weekday) and the
 * slot are two runs that each stay on one line, so a narrow row (a 320-px phone) breaks between them, never inside
 * 08:30-09:00 after its hyphen. Used wherever an order's date and slot are shown together.
 */
import { weekdayLabel } from '@checkup/sdk/rules';
import { keepTogether } from '../../shared/layout';

export interface VisitDateTimeProps {
  /** The visit's day, `YYYY-MM-DD`. */
  date: string;
  /** The slot's name, e.g. 08:30-09:00. */
  slot: string;
  /** Adds the day's weekday after the date (星期三). */
  weekday?: boolean;
}

export function VisitDateTime({ date, slot, weekday = false }: VisitDateTimeProps) {
  return (
    <>
      <span className={keepTogether}>{weekday ? `${date} ${weekdayLabel(date)}` : date}</span>{' '}
      <span className={keepTogether}>{slot}</span>
    </>
  );
}
