import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  addCalendarDays,
  addMonths,
  addMonthsToMonth,
  clampDate,
  compareDates,
  compareMonths,
  daysInMonth,
  endOfWeek,
  formatCalendarDate,
  isSameDay,
  monthOf,
  startOfWeek,
  type CalendarDate,
  type Weekday,
  type YearMonth,
} from '../../date/calendarDate';

/** Options of {@link useCalendarGrid}. */
export interface UseCalendarGridOptions {
  /** Today in the booking centre's zone (e.g. `todayIn('Asia/Shanghai')`); earlier days are blank. */
  today: CalendarDate;
  /** Visible month (controlled). */
  month?: YearMonth;
  /** Initial visible month when uncontrolled; defaults to the selected day's month, else today's. */
  defaultMonth?: YearMonth;
  /** Called whenever the visible month changes (buttons or keyboard), not on mount. */
  onMonthChange?: (month: YearMonth) => void;
  /** Selected day (controlled); `null` for none. */
  value?: CalendarDate | null;
  /** Initial selected day when uncontrolled. */
  defaultValue?: CalendarDate | null;
  /** Called when the user picks a bookable day. */
  onChange?: (date: CalendarDate) => void;
  /** First bookable day; days between today and `min` are disabled. */
  min?: CalendarDate;
  /** Last bookable day; later days are disabled. */
  max?: CalendarDate;
  /** Days inside the range that cannot be booked (full, holiday, unopened). */
  isUnavailable?: (date: CalendarDate) => boolean;
  /** 0 = weeks start on Sunday (default), 1 = Monday. */
  weekStartsOn?: Weekday;
}

/** How one day of the visible month renders. */
export interface CalendarDayState {
  date: CalendarDate;
  /** Before today: rendered blank. */
  isPast: boolean;
  /** Outside `[min, max]`. */
  isDisabled: boolean;
  /** Inside the range but not bookable. */
  isUnavailable: boolean;
  isSelected: boolean;
  isToday: boolean;
  /** Holds the roving tab stop. */
  isFocusTarget: boolean;
}

/** A grid row: 7 cells, `null` for the padding days of neighbouring months. */
export type CalendarWeek = ReadonlyArray<CalendarDayState | null>;

/** What {@link useCalendarGrid} returns. */
export interface CalendarGrid {
  month: YearMonth;
  selected: CalendarDate | null;
  /** The first bookable day: the later of today and `min`. */
  lowerBound: CalendarDate;
  canGoPrevious: boolean;
  canGoNext: boolean;
  goToPreviousMonth: () => void;
  goToNextMonth: () => void;
  /** Spread on the `role="grid"` element. */
  gridProps: { ref: RefObject<HTMLTableElement | null>; role: 'grid'; onKeyDown: (event: KeyboardEvent) => void };
  /** Selects a day if it is bookable; returns whether it was. */
  select: (date: CalendarDate) => boolean;
  /** What a click on a day does: the tab stop moves there and the day is selected if bookable. Past and out-of-range days are ignored. */
  pickDay: (date: CalendarDate) => void;
  /** A day received focus: the tab stop follows it (past and out-of-range days cannot hold it). */
  focusDay: (date: CalendarDate) => void;
}

/** What {@link weekDays} needs to know besides the week and the month. */
export interface WeekDaysOptions {
  today: CalendarDate;
  /** The later of today and `min`. */
  lowerBound: CalendarDate;
  max?: CalendarDate;
  isUnavailable?: (date: CalendarDate) => boolean;
  selected: CalendarDate | null;
  focusTarget: CalendarDate | null;
}

/** Whether `date` lies in `[lowerBound, max]` (no upper bound without `max`). */
function inRange(date: CalendarDate, lowerBound: CalendarDate, max: CalendarDate | undefined): boolean {
  return compareDates(date, lowerBound) >= 0 && !(max && compareDates(date, max) > 0);
}

type KeyMove = (from: CalendarDate, shiftKey: boolean, weekStartsOn: Weekday) => CalendarDate;

/** Where each navigation key moves the tab stop (PageUp/PageDown step a year with Shift). */
const KEY_MOVES: Partial<Record<string, KeyMove>> = {
  ArrowLeft: (from) => addCalendarDays(from, -1),
  ArrowRight: (from) => addCalendarDays(from, 1),
  ArrowUp: (from) => addCalendarDays(from, -7),
  ArrowDown: (from) => addCalendarDays(from, 7),
  PageUp: (from, shiftKey) => addMonths(from, shiftKey ? -12 : -1),
  PageDown: (from, shiftKey) => addMonths(from, shiftKey ? 12 : 1),
  Home: (from, _, weekStartsOn) => startOfWeek(from, weekStartsOn),
  End: (from, _, weekStartsOn) => endOfWeek(from, weekStartsOn),
};

/** The first day of each week row of `month` (the week containing the 1st first). */
export function monthWeekStarts(month: YearMonth, weekStartsOn: Weekday): CalendarDate[] {
  const last = { y: month.y, m: month.m, d: daysInMonth(month.y, month.m) };
  const starts: CalendarDate[] = [];
  for (
    let start = startOfWeek({ y: month.y, m: month.m, d: 1 }, weekStartsOn);
    compareDates(start, last) <= 0;
    start = addCalendarDays(start, 7)
  ) {
    starts.push(start);
  }
  return starts;
}

/** The row of `month` that starts on `start`: 7 day states, `null` for the neighbouring months' padding days. */
export function weekDays(start: CalendarDate, month: YearMonth, o: WeekDaysOptions): CalendarWeek {
  const row: Array<CalendarDayState | null> = [];
  for (let i = 0; i < 7; i += 1) {
    const date = addCalendarDays(start, i);
    if (date.m !== month.m) {
      row.push(null);
      continue;
    }
    const isPast = compareDates(date, o.today) < 0;
    const isDisabled = !isPast && !inRange(date, o.lowerBound, o.max);
    row.push({
      date,
      isPast,
      isDisabled,
      isUnavailable: !isPast && !isDisabled && !!o.isUnavailable?.(date),
      isSelected: isSameDay(date, o.selected),
      isToday: isSameDay(date, o.today),
      isFocusTarget: isSameDay(date, o.focusTarget),
    });
  }
  return row;
}

/** A day cell's grid semantics: role, tab stop, selection, disabled state and its `data-date` (handlers aside). */
export function dayCellProps(day: CalendarDayState) {
  return {
    role: 'gridcell' as const,
    tabIndex: day.isFocusTarget ? 0 : -1,
    'aria-selected': day.isSelected,
    'aria-disabled': day.isDisabled || day.isUnavailable || day.isPast ? true : undefined,
    'data-date': formatCalendarDate(day.date),
  };
}

/**
 * Headless booking-calendar logic: one visible month, a roving tab stop and the keyboard model of a date grid
 * (arrows, PageUp/PageDown month, Shift+PageUp/PageDown year, Home/End week start/end, Enter/Space select).
 * The tab stop never leaves `[max(today, min), max]`; crossing into another month turns the page.
 */
export function useCalendarGrid(options: UseCalendarGridOptions): CalendarGrid {
  const { today, min, max, isUnavailable, weekStartsOn = 0, onMonthChange, onChange } = options;
  const lowerBound = min && compareDates(min, today) > 0 ? min : today;

  const [ownValue, setOwnValue] = useState<CalendarDate | null>(options.defaultValue ?? null);
  const selected = options.value !== undefined ? options.value : ownValue;

  const [ownMonth, setOwnMonth] = useState<YearMonth>(
    () => options.defaultMonth ?? monthOf(options.value ?? options.defaultValue ?? lowerBound),
  );
  const month = options.month ?? ownMonth;

  const [focused, setFocused] = useState<CalendarDate>(() => clampDate(selected ?? lowerBound, lowerBound, max));
  const gridRef = useRef<HTMLTableElement | null>(null);
  const moveFocusRef = useRef(false);

  const minMonth = monthOf(lowerBound);
  const canGoPrevious = compareMonths(month, minMonth) > 0;
  const canGoNext = !max || compareMonths(month, monthOf(max)) < 0;

  const changeMonth = (next: YearMonth) => {
    if (compareMonths(next, month) === 0) return;
    setOwnMonth(next);
    onMonthChange?.(next);
  };

  // The tab stop always sits in the visible month: keep it there when the month changes from outside (buttons, props).
  const inMonth = clampDate(
    { y: month.y, m: month.m, d: Math.min(focused.d, daysInMonth(month.y, month.m)) },
    lowerBound,
    max,
  );
  const focusTarget =
    compareMonths(focused, month) === 0 ? focused : compareMonths(inMonth, month) === 0 ? inMonth : null;
  const focusTargetIso = focusTarget && formatCalendarDate(focusTarget);

  // After every commit the focus target's cell in the grid holds the tab stop (the cell that held it goes back to -1)
  // and, after a key move, focus. Set on the element rather than rendered, so a moved tab stop or a page turn needs
  // no cell re-rendered: a caller may render every cell with `tabIndex={-1}` (the Calendar does).
  const tabStopRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const cell = focusTargetIso ? gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusTargetIso}"]`) : null;
    if (tabStopRef.current) tabStopRef.current.tabIndex = -1;
    tabStopRef.current = cell ?? null;
    if (!cell) return;
    cell.tabIndex = 0;
    if (moveFocusRef.current) cell.focus();
    moveFocusRef.current = false;
  });

  const select = (date: CalendarDate) => {
    if (!inRange(date, lowerBound, max) || isUnavailable?.(date)) return false;
    setOwnValue(date);
    onChange?.(date);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const from = focusTarget ?? lowerBound;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(from);
      return;
    }
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = clampDate(move(from, event.shiftKey, weekStartsOn), lowerBound, max);
    if (isSameDay(next, focusTarget)) return;
    moveFocusRef.current = true;
    setFocused(next);
    changeMonth(monthOf(next));
  };

  const focusDay = (date: CalendarDate) => {
    if (inRange(date, lowerBound, max)) setFocused(date);
  };

  return {
    month,
    selected,
    lowerBound,
    canGoPrevious,
    canGoNext,
    goToPreviousMonth: () => {
      if (canGoPrevious) changeMonth(addMonthsToMonth(month, -1));
    },
    goToNextMonth: () => {
      if (canGoNext) changeMonth(addMonthsToMonth(month, 1));
    },
    gridProps: { ref: gridRef, role: 'grid', onKeyDown },
    select,
    // Out-of-range days are ignored by both.
    pickDay: (date) => {
      focusDay(date);
      select(date);
    },
    focusDay,
  };
}
