import { VisuallyHidden } from 'radix-ui';
import { useCallback, useId } from 'react';
import { formatIsoDate, type CalendarDate } from '../../date/calendarDate';
import { formatDayLabel, formatMonthLabel, WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES, weekdayOfColumn } from '../../date/labels';
import { useCalendarGrid, type CalendarDayState, type UseCalendarGridOptions } from '../../hooks/useCalendarGrid';
import { Icon } from '../Icon';
import {
  availabilityLabel,
  availabilityStatus,
  isBookable,
  type DayAvailability,
  type DayLabelStyle,
} from './availability';
import * as css from './Calendar.css';

/** Spoken after the date of a day outside the bookable range. */
const OUT_OF_RANGE_LABEL = '不可预约';

/** Props of {@link Calendar}. */
export interface CalendarProps extends Omit<UseCalendarGridOptions, 'isUnavailable'> {
  /** Capacity per day, keyed `YYYY-MM-DD`. A day without an entry is 待开. */
  availability?: Readonly<Record<string, DayAvailability>>;
  /** `remaining` (default) labels bookable days 余N人; `level` labels them 充足/紧张. */
  labelStyle?: DayLabelStyle;
  /** The visible month's data is still loading (sets `aria-busy`). */
  loading?: boolean;
  /** Accessible names of the month buttons. */
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  className?: string;
}

/**
 * Booking month grid: one month at a time, past days blank, a status label per day, full keyboard use.
 * Ask for a month's data in `onMonthChange` and pass it back through `availability`.
 */
export function Calendar({
  availability,
  labelStyle = 'remaining',
  loading = false,
  previousMonthLabel = '上个月',
  nextMonthLabel = '下个月',
  className,
  ...gridOptions
}: CalendarProps) {
  const titleId = useId();
  const isUnavailable = useCallback(
    (date: CalendarDate) => !isBookable(availabilityStatus(availability?.[formatIsoDate(date)])),
    [availability],
  );
  const grid = useCalendarGrid({ ...gridOptions, isUnavailable });
  const weekStartsOn = gridOptions.weekStartsOn ?? 0;

  return (
    <div className={className ? `${css.root} ${className}` : css.root}>
      <div className={css.header}>
        {grid.canGoPrevious ? (
          <button type="button" className={css.navButton} aria-label={previousMonthLabel} onClick={grid.goToPreviousMonth}>
            <Icon name="back" />
          </button>
        ) : (
          <span className={css.navPlaceholder} />
        )}
        <h2 id={titleId} className={css.title} aria-live="polite">
          {formatMonthLabel(grid.month)}
        </h2>
        {grid.canGoNext ? (
          <button type="button" className={css.navButton} aria-label={nextMonthLabel} onClick={grid.goToNextMonth}>
            <Icon name="chevron" />
          </button>
        ) : (
          <span className={css.navPlaceholder} />
        )}
      </div>
      <table {...grid.gridProps} className={css.grid} aria-labelledby={titleId} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {WEEKDAY_SHORT_NAMES.map((_, index) => {
              const weekday = weekdayOfColumn(index, weekStartsOn);
              return (
                <th key={weekday} scope="col" className={css.weekday} aria-label={WEEKDAY_NAMES[weekday]}>
                  {WEEKDAY_SHORT_NAMES[weekday]}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day && !day.isPast ? (
                  <CalendarDay
                    key={column}
                    day={day}
                    dayProps={grid.getDayProps(day)}
                    availability={availability?.[formatIsoDate(day.date)]}
                    labelStyle={labelStyle}
                  />
                ) : (
                  // Neighbouring months and past days are blank (spec: "Past days are blank").
                  <td key={column} role="gridcell" className={css.blank} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CalendarDayProps {
  day: CalendarDayState;
  dayProps: ReturnType<ReturnType<typeof useCalendarGrid>['getDayProps']>;
  availability: DayAvailability | undefined;
  labelStyle: DayLabelStyle;
}

function CalendarDay({ day, dayProps, availability, labelStyle }: CalendarDayProps) {
  const status = availabilityStatus(availability);
  const label = day.isDisabled ? '' : availabilityLabel(availability, labelStyle);
  const state = day.isSelected ? 'selected' : day.isDisabled ? 'disabled' : day.isUnavailable ? 'unavailable' : 'bookable';
  const spoken = `${formatDayLabel(day.date)} ${label || OUT_OF_RANGE_LABEL}`;

  return (
    <td
      {...dayProps}
      className={css.day({ state })}
      aria-current={day.isToday ? 'date' : undefined}
      data-status={day.isDisabled ? 'disabled' : status}
    >
      {/* The name comes from this text rather than aria-label, so it never mismatches the visible label (WCAG 2.5.3). */}
      <VisuallyHidden.Root>{spoken}</VisuallyHidden.Root>
      <span aria-hidden="true" className={css.dayNumber({ today: day.isToday })}>
        {day.date.d}
      </span>
      <span aria-hidden="true" className={css.dayLabel({ status: day.isSelected ? 'selected' : status })}>
        {label}
      </span>
    </td>
  );
}
