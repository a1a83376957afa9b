import {
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  addCalendarDays,
  formatCalendarDate,
  formatYearMonth,
  monthOf,
  parseCalendarDate,
  type CalendarDate,
  type Weekday,
} from '../../date/calendarDate';
import {
  formatDayLabel,
  formatMonthLabel,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  weekdayOfColumn,
} from '../../date/labels';
import {
  dayCellProps,
  monthWeekStarts,
  useCalendarGrid,
  weekDays,
  type UseCalendarGridOptions,
  type WeekDaysOptions,
} from './useCalendarGrid';
import { Icon, backIcon, chevronIcon, type IconGlyph } from '../Icon';
import { classNames } from '../internal/classNames';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import {
  availabilityLabel,
  availabilityStatus,
  isBookable,
  type DayAvailability,
  type DayLabelStyle,
} from './availability';
import * as css from './Calendar.css';
import { trackMonths, trackPlace } from './trackMonths';

/** Spoken after the date of a day outside the bookable range. */
const OUT_OF_RANGE_LABEL = '不可预约';
/** Shown under the month, and spoken after each day's date, while the month's availability loads. */
const LOADING_LABEL = '正在加载余量';

/** Props of {@link Calendar}. */
export interface CalendarProps extends Omit<UseCalendarGridOptions, 'isUnavailable'> {
  /** Capacity per day, keyed `YYYY-MM-DD`. A day without an entry is 待开. */
  availability?: Readonly<Record<string, DayAvailability>>;
  /** `remaining` (default) labels bookable days 余N人; `level` labels them 充足/紧张. */
  labelStyle?: DayLabelStyle;
  /**
   * The month's availability is still loading: the days are shown but none can be picked, the grid is `aria-busy`,
   * and a 正在加载余量 line under the month says so (spoken after each day's date too).
   */
  loading?: boolean;
  /** Accessible names of the month buttons. */
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  className?: string;
}

/**
 * Booking month grid: one month at a time, past days blank, a status label per day, full keyboard use.
 * Ask for a month's data in `onMonthChange` and pass it back through `availability`.
 *
 * Speed: the months on either side of the visible one stay mounted and laid out, side by side in a clipped track,
 * hidden from sight (clipped), assistive technology (`aria-hidden`) and Tab (only the visible month holds the tab
 * stop); `visibility` or `inert` would re-style every cell on each switch. Turning the page only moves three tracks'
 * classes, the title and the tab stop (which the hook sets on the two cells, not rendered): no month grid is rendered,
 * styled or laid out in that commit.
 * The month that becomes the new neighbour is mounted afterwards, at transition priority (`useDeferredValue`), and so
 * are both neighbours after the first render. Month grids are memoised on props that do not change with the month.
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
    (date: CalendarDate) => loading || !isBookable(availabilityStatus(availability?.[formatCalendarDate(date)])),
    [availability, loading],
  );
  const grid = useCalendarGrid({ ...gridOptions, isUnavailable });
  const { month, selected, lowerBound, canGoPrevious, canGoNext, goToPreviousMonth, goToNextMonth } = grid;
  const weekStartsOn = gridOptions.weekStartsOn ?? 0;
  const { today, max } = gridOptions;

  // Handlers read the latest grid through a ref, so the month grids get the same functions on every render.
  const latest = useRef(grid);
  useLayoutEffect(() => {
    latest.current = grid;
  });
  const dayOf = (target: EventTarget) => {
    const iso = (target as Element).closest?.('[data-date]')?.getAttribute('data-date');
    return iso ? parseCalendarDate(iso) : undefined;
  };
  const handlers = useMemo<MonthHandlers>(
    () => ({
      onKeyDown: (event) => latest.current.gridProps.onKeyDown(event),
      onClick: (event) => {
        const date = dayOf(event.target);
        if (date) latest.current.pickDay(date);
      },
      onFocus: (event) => {
        const date = dayOf(event.target);
        if (date) latest.current.focusDay(date);
      },
    }),
    [],
  );
  // The hook moves focus inside `gridRef`: point it at the visible month's table (the track holds several).
  const gridRef = grid.gridProps.ref;
  const visibleTrack = useCallback(
    (track: HTMLDivElement | null) => {
      gridRef.current = track?.querySelector('table') ?? null;
    },
    [gridRef],
  );

  // Dates go in as `YYYY-MM-DD` keys, so the grids stay memoised while a parent passes new objects for the same days.
  const todayIso = formatCalendarDate(today);
  const lowerBoundIso = formatCalendarDate(lowerBound);
  const maxIso = max && formatCalendarDate(max);
  const shared = useMemo<MonthShared>(
    () => ({
      today: parseCalendarDate(todayIso)!,
      lowerBound: parseCalendarDate(lowerBoundIso)!,
      max: maxIso ? parseCalendarDate(maxIso) : undefined,
      weekStartsOn,
      availability,
      isUnavailable,
      labelStyle,
      loading,
      titleId,
      handlers,
    }),
    [
      todayIso,
      lowerBoundIso,
      maxIso,
      weekStartsOn,
      availability,
      isUnavailable,
      labelStyle,
      loading,
      titleId,
      handlers,
    ],
  );
  const months = trackMonths(month, useDeferredValue(month, null), monthOf(lowerBound), max && monthOf(max));

  return (
    <div className={classNames(css.root, className)}>
      <div className={css.header}>
        {monthButton(canGoPrevious, previousMonthLabel, backIcon, goToPreviousMonth)}
        <h2 id={titleId} className={css.title} aria-live="polite">
          {formatMonthLabel(month)}
        </h2>
        {monthButton(canGoNext, nextMonthLabel, chevronIcon, goToNextMonth)}
      </div>
      {loading && (
        <p className={css.loadingNote} aria-hidden="true">
          {LOADING_LABEL}
        </p>
      )}
      <div className={css.track}>
        {months.map((shown) => {
          const place = trackPlace(shown, month);
          const inShown = (date: CalendarDate | null) =>
            date && date.y === shown.y && date.m === shown.m ? formatCalendarDate(date) : null;
          return (
            <div
              key={formatYearMonth(shown)}
              className={css.trackMonth[place]}
              ref={place === 'current' ? visibleTrack : undefined}
              aria-hidden={place !== 'current' || undefined}
            >
              <MonthGrid
                year={shown.y}
                month={shown.m}
                selected={inShown(selected)}
                loading={loading}
                shared={shared}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A month button leaving while it has focus (the first or last month is reached) hands the focus to the other one,
 * which stays: otherwise focus would fall to <body>. Runs as the button's ref is detached, before it leaves the page.
 */
const handOverFocus = (button: HTMLButtonElement | null) => () => {
  if (button && button === document.activeElement)
    button.parentElement?.querySelector<HTMLElement>('button:not(:focus)')?.focus();
};

/** A month button; when there is no month that way, a placeholder of its width keeps the title centred. */
function monthButton(shown: boolean, label: string, icon: IconGlyph, onClick: () => void) {
  return shown ? (
    <button type="button" ref={handOverFocus} className={css.navButton} aria-label={label} onClick={onClick}>
      <Icon icon={icon} />
    </button>
  ) : (
    <span className={css.navPlaceholder} />
  );
}

interface MonthHandlers {
  onKeyDown: (event: KeyboardEvent) => void;
  onClick: (event: MouseEvent) => void;
  onFocus: (event: FocusEvent) => void;
}

/** What every mounted month and week row gets: one memoised object that does not change with the month shown. */
interface MonthShared extends Omit<WeekDaysOptions, 'selected' | 'focusTarget'> {
  weekStartsOn: Weekday;
  availability: Readonly<Record<string, DayAvailability>> | undefined;
  labelStyle: DayLabelStyle;
  loading: boolean;
  titleId: string;
  handlers: MonthHandlers;
}

/** Props of one month's table: primitives (days as `YYYY-MM-DD`) and stable references, so `memo` can skip it. */
interface MonthGridProps {
  year: number;
  month: number;
  selected: string | null;
  loading: boolean;
  shared: MonthShared;
}

const MonthGrid = memo(function MonthGrid({ year, month, selected, loading, shared }: MonthGridProps) {
  const { weekStartsOn } = shared;
  // Rows are memoised too: moving the selection re-renders only the rows it leaves and enters.
  const rows = monthWeekStarts({ y: year, m: month }, weekStartsOn).map((day) => {
    const start = formatCalendarDate(day);
    return {
      start,
      selected:
        selected !== null && selected >= start && selected <= formatCalendarDate(addCalendarDays(day, 6))
          ? selected
          : null,
    };
  });
  return (
    // Day clicks and focus are delegated to the table: one handler for the month rather than two per day.
    <table
      role="grid"
      className={css.grid}
      aria-labelledby={shared.titleId}
      aria-busy={loading || undefined}
      {...shared.handlers}
    >
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
        {rows.map((row) => (
          <WeekRow key={row.start} {...row} year={year} month={month} shared={shared} />
        ))}
      </tbody>
    </table>
  );
});

/** Props of one week row: `selected` only when it falls in this week, so `memo` skips the rest. */
type WeekRowProps = Pick<MonthGridProps, 'year' | 'month' | 'selected' | 'shared'> & { start: string };

const WeekRow = memo(function WeekRow({ start, year, month, selected, shared }: WeekRowProps) {
  // No focus target: every cell renders `tabIndex={-1}`; the hook puts the roving tab stop on the visible month's cell.
  const days = weekDays(
    parseCalendarDate(start)!,
    { y: year, m: month },
    { ...shared, selected: selected === null ? null : parseCalendarDate(selected)!, focusTarget: null },
  );
  return (
    <tr>
      {days.map((day, column) => {
        // Neighbouring months and past days are blank (spec: "Past days are blank").
        if (!day || day.isPast) return <td key={column} role="gridcell" className={css.blank} />;
        const availability = shared.availability?.[formatCalendarDate(day.date)];
        const status = availabilityStatus(availability);
        const label = day.isDisabled || shared.loading ? '' : availabilityLabel(availability, shared.labelStyle);
        const spoken = shared.loading ? LOADING_LABEL : label || OUT_OF_RANGE_LABEL;
        return (
          <td
            key={column}
            {...dayCellProps(day)}
            className={css.day}
            aria-current={day.isToday ? 'date' : undefined}
            data-status={shared.loading ? 'loading' : day.isDisabled ? 'disabled' : status}
          >
            {/* The name comes from this text rather than aria-label, so it never mismatches the visible label (WCAG 2.5.3). */}
            <span className={visuallyHidden}>{`${formatDayLabel(day.date)} ${spoken}`}</span>
            <span aria-hidden="true" className={classNames(css.dayNumber, day.isToday && css.dayNumberToday)}>
              {day.date.d}
            </span>
            <span aria-hidden="true" className={css.dayLabel}>
              {label}
            </span>
          </td>
        );
      })}
    </tr>
  );
});
