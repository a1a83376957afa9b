/** The last moment an order can be cancelled (orders-reports §9). */
import { addDays, shanghaiInstant } from './dates';

/** Wall-clock time of the deadline in Asia/Shanghai. */
const DEADLINE_HOUR = 23;
const DEADLINE_MINUTE = 30;

/** Message shown when cancelling after the deadline. */
export const CANCEL_TOO_LATE_MESSAGE = '已过有效取消时间，无法取消！';

/**
 * The day before the start date, minus (N−1) days, at 23:30 Asia/Shanghai — i.e. N days before the start date
 * at 23:30. `leadDays` (N) is the configured setting (one for personal, one for team orders): an integer ≥ 0,
 * where 0 allows cancelling until 23:30 of the check-up day itself.
 */
export function cancelDeadline(beginDate: string, leadDays: number): Date {
  if (!Number.isInteger(leadDays) || leadDays < 0)
    throw new RangeError(`Lead days must be a whole number ≥ 0, got ${leadDays}`);
  return shanghaiInstant(addDays(beginDate, -leadDays), DEADLINE_HOUR, DEADLINE_MINUTE);
}

/** True while `now` is at or before the cancel deadline of an order starting on `beginDate`. */
export function canCancelAt(beginDate: string, leadDays: number, now: Date): boolean {
  return now.getTime() <= cancelDeadline(beginDate, leadDays).getTime();
}
