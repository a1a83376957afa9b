import { useCountdown, type UseCountdownOptions } from './useCountdown';
import { classNames } from '../internal/classNames';
import * as css from './Countdown.css';
import { formatCountdown } from './formatCountdown';
import { visuallyHidden } from '../internal/visuallyHidden.css';

/** Props of {@link Countdown}. */
export interface CountdownProps extends Omit<UseCountdownOptions, 'intervalMs'> {
  /** Display format, e.g. `mm:ss` (default), `HH:mm:ss`, `D天 HH:mm:ss`, `mm:ss.SS`. */
  format?: string;
  /** Accessible name of the timer, e.g. 支付剩余时间. */
  label?: string;
  /** Said politely once a minute; default 剩余N分钟. */
  minuteAnnouncement?: (minutesLeft: number) => string;
  /** Said when the time is up; default 倒计时结束. */
  finishedAnnouncement?: string;
  tone?: keyof typeof css.tone;
  size?: keyof typeof css.size;
  className?: string;
}

const defaultMinuteAnnouncement = (minutes: number) => `剩余${minutes}分钟`;

/**
 * Shows the time left until an absolute deadline, corrected by the server-time offset and immune to device-clock
 * changes (see `useCountdown`). `role="timer"` is not live; a separate polite region speaks once a minute and at the end.
 */
export function Countdown({
  format = 'mm:ss',
  label,
  minuteAnnouncement = defaultMinuteAnnouncement,
  finishedAnnouncement = '倒计时结束',
  tone,
  size,
  className,
  ...options
}: CountdownProps) {
  // Only formats with sub-second tokens need to tick faster than once a second.
  const intervalMs = /S{3}/.test(format) ? 31 : /S/.test(format) ? 100 : 1000;
  const { remainingMs, finished } = useCountdown({ ...options, intervalMs });
  const announcement = finished ? finishedAnnouncement : minuteAnnouncement(Math.ceil(remainingMs / 60_000));

  return (
    <span className={classNames(css.countdown, css.tone[tone ?? 'default'], css.size[size ?? 'md'], className)}>
      <span role="timer" aria-label={label} aria-atomic="true" data-finished={finished || undefined}>
        {formatCountdown(remainingMs, format)}
      </span>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </span>
  );
}
