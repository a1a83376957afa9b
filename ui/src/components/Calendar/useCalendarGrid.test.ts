import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, type CalendarDate } from '../../date/calendarDate';
import { useCalendarGrid, weekDays, type UseCalendarGridOptions } from './useCalendarGrid';

/** The hook without the Calendar: month paging, bounds and selection as a headless booking grid would use them. */
const today: CalendarDate = { y: 2026, m: 12, d: 8 };
const full = new Set(['2026-12-10']);

function setup(options: Partial<UseCalendarGridOptions> = {}) {
  const onChange = vi.fn();
  const onMonthChange = vi.fn();
  const hook = renderHook(() =>
    useCalendarGrid({
      today,
      max: { y: 2027, m: 1, d: 31 },
      isUnavailable: (date) => full.has(formatCalendarDate(date)),
      onChange,
      onMonthChange,
      ...options,
    }),
  );
  return { ...hook, onChange, onMonthChange };
}

describe('useCalendarGrid', () => {
  it('opens on today’s month and pages only inside [today, max]', () => {
    const { result, onMonthChange } = setup();
    expect(result.current.month).toEqual({ y: 2026, m: 12 });
    expect(result.current.canGoPrevious).toBe(false);
    expect(result.current.canGoNext).toBe(true);
    act(() => result.current.goToNextMonth());
    expect(result.current.month).toEqual({ y: 2027, m: 1 });
    expect(result.current.canGoNext).toBe(false);
    expect(onMonthChange).toHaveBeenCalledWith({ y: 2027, m: 1 });
  });

  it('selects a bookable day and refuses an unavailable, past or out-of-range one', () => {
    const { result, onChange } = setup();
    let selectedFull = true;
    act(() => {
      selectedFull = result.current.select({ y: 2026, m: 12, d: 10 });
    });
    expect(selectedFull).toBe(false);
    act(() => result.current.pickDay({ y: 2026, m: 12, d: 7 }));
    act(() => result.current.pickDay({ y: 2027, m: 2, d: 1 }));
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current.pickDay({ y: 2026, m: 12, d: 9 }));
    expect(onChange).toHaveBeenCalledWith({ y: 2026, m: 12, d: 9 });
    expect(result.current.selected).toEqual({ y: 2026, m: 12, d: 9 });
  });

  it('describes each day of a week for rendering (past, unavailable, selected, today)', () => {
    const week = weekDays(
      { y: 2026, m: 12, d: 6 },
      { y: 2026, m: 12 },
      {
        today,
        lowerBound: today,
        isUnavailable: (date) => full.has(formatCalendarDate(date)),
        selected: { y: 2026, m: 12, d: 9 },
        focusTarget: null,
      },
    );
    expect(week.map((day) => day?.date.d)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(week[0]?.isPast).toBe(true);
    expect(week[2]?.isToday).toBe(true);
    expect(week[3]?.isSelected).toBe(true);
    expect(week[4]?.isUnavailable).toBe(true);
  });
});
