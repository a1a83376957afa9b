import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarDate, YearMonth } from '../../date/calendarDate';
import { Calendar, type CalendarProps } from './Calendar';
import type { DayAvailability } from './availability';

const today: CalendarDate = { y: 2026, m: 12, d: 8 }; // a Tuesday
const availability: Record<string, DayAvailability> = {
  '2026-12-08': { remaining: 5, total: 50 },
  '2026-12-09': { remaining: 20, total: 50 },
  '2026-12-10': { remaining: 0, total: 50 },
  '2026-12-11': { remaining: 20, total: 50, holiday: true },
  '2026-12-12': { remaining: 0, total: 0 },
  '2026-12-15': { remaining: 12, total: 50 },
  '2027-01-08': { remaining: 3, total: 50 },
};

function setup(props: Partial<CalendarProps> = {}) {
  const onChange = vi.fn();
  const onMonthChange = vi.fn();
  render(
    <Calendar today={today} availability={availability} onChange={onChange} onMonthChange={onMonthChange} {...props} />,
  );
  return { onChange, onMonthChange, user: userEvent.setup(), grid: screen.getByRole('grid', { name: '2026年12月' }) };
}

const cell = (name: string | RegExp) => screen.getByRole('gridcell', { name });

describe('Calendar', () => {
  it('renders one month as a grid of weeks with a spoken label per day', () => {
    const { grid } = setup();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('aria-label')),
    ).toEqual(['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']);
    // Dec 2026 starts on Tuesday: 5 week rows plus the header row.
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(cell('12月8日 星期二 余5人')).toHaveAttribute('aria-current', 'date');
    expect(cell('12月9日 星期三 余20人')).toBeInTheDocument();
    expect(cell('12月10日 星期四 约满')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('12月11日 星期五 休假')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('12月12日 星期六 待开')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('12月31日 星期四 待开')).toBeInTheDocument(); // no data → 待开
    expect(screen.queryAllByRole('grid')).toHaveLength(1);
  });

  it('leaves past days blank and never focusable', () => {
    const { grid } = setup();
    expect(within(grid).queryByText('7')).toBeNull();
    expect(grid.querySelector('[data-date="2026-12-07"]')).toBeNull();
    expect(within(grid).getByText('8')).toBeInTheDocument();
  });

  it('shows 充足/紧张 with the level label style', () => {
    setup({ labelStyle: 'level' });
    expect(cell('12月8日 星期二 紧张')).toBeInTheDocument();
    expect(cell('12月9日 星期三 充足')).toBeInTheDocument();
  });

  it('marks days outside [min, max] disabled, distinct from unavailable days', async () => {
    const { user, onChange } = setup({ min: { y: 2026, m: 12, d: 9 }, max: { y: 2026, m: 12, d: 20 } });
    const early = cell('12月8日 星期二 不可预约');
    const late = cell('12月21日 星期一 不可预约');
    expect(early).toHaveAttribute('data-status', 'disabled');
    expect(late).toHaveAttribute('aria-disabled', 'true');
    expect(cell(/12月10日/)).toHaveAttribute('data-status', 'full');
    await user.click(late);
    await user.click(cell(/12月10日/));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '下个月' })).toBeNull();
  });

  it('hides the previous button on the current month and requests data for the next month', async () => {
    const { user, onMonthChange } = setup();
    expect(screen.queryByRole('button', { name: '上个月' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '下个月' }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ y: 2027, m: 1 });
    expect(screen.getByRole('grid', { name: '2027年1月' })).toBeInTheDocument();
    expect(cell('1月8日 星期五 余3人')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '上个月' }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ y: 2026, m: 12 });
  });

  it('moves focus to the other month button when the focused one goes at the first month', async () => {
    const { user } = setup();
    await user.tab(); // 下个月
    await user.keyboard('{Enter}');
    const previous = screen.getByRole('button', { name: '上个月' });
    previous.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: '上个月' })).toBeNull();
    expect(screen.getByRole('button', { name: '下个月' })).toHaveFocus();
  });

  it('selects a bookable day by click and marks it selected', async () => {
    const { user, onChange } = setup();
    await user.click(cell(/12月9日/));
    expect(onChange).toHaveBeenCalledWith({ y: 2026, m: 12, d: 9 });
    expect(cell(/12月9日/)).toHaveAttribute('aria-selected', 'true');
    expect(cell(/12月8日/)).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps exactly one tab stop and moves it with the keyboard', async () => {
    const { user, onChange, onMonthChange, grid } = setup({ max: { y: 2028, m: 12, d: 31 } });
    const tabStops = () => grid.querySelectorAll('[tabindex="0"]');
    expect(tabStops()).toHaveLength(1);

    await user.tab(); // 下个月
    await user.tab();
    expect(cell(/12月8日/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}'); // would be a past day: stays
    expect(cell(/12月8日/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell(/12月9日/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(/12月16日/)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell(/12月9日/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell(/12月8日/)).toHaveFocus(); // Sunday the 6th is past: clamped to today
    await user.keyboard('{ArrowRight}{End}');
    expect(cell(/12月12日/)).toHaveFocus();
    expect(tabStops()).toHaveLength(1);

    await user.keyboard('{Enter}'); // 待开: not selectable
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft} ');
    expect(onChange).toHaveBeenLastCalledWith({ y: 2026, m: 12, d: 9 });

    await user.keyboard('{PageDown}');
    expect(onMonthChange).toHaveBeenLastCalledWith({ y: 2027, m: 1 });
    expect(cell(/^1月9日/)).toHaveFocus();
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(onMonthChange).toHaveBeenLastCalledWith({ y: 2028, m: 1 });
    expect(cell(/^1月9日 星期日/)).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{/Shift}{PageUp}');
    expect(onMonthChange).toHaveBeenLastCalledWith({ y: 2026, m: 12 });
    expect(cell(/12月9日/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(cell(/^1月6日/)).toHaveFocus(); // arrowing past the month end turns the page
    expect(screen.getByRole('grid', { name: '2027年1月' })).toBeInTheDocument();
  }, 20_000); // many user-event steps: slow on a busy 2-core machine

  it('while loading shows the days, lets none be picked, is aria-busy and says 正在加载余量', async () => {
    const { grid, user, onChange } = setup({ loading: true });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('正在加载余量')).toBeVisible();
    // Days stay on screen with their dates; a day with places cannot be picked until the data is there.
    const day = cell('12月9日 星期三 正在加载余量');
    expect(day).toHaveAttribute('aria-disabled', 'true');
    expect(day).toHaveTextContent('9');
    expect(day).not.toHaveTextContent('余20人');
    await user.click(day);
    expect(onChange).not.toHaveBeenCalled();
    expect(day).not.toHaveAttribute('aria-selected', 'true');
  });

  it('becomes pickable when the availability has loaded', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Calendar today={today} availability={{}} loading onChange={onChange} />);
    rerender(<Calendar today={today} availability={availability} loading={false} onChange={onChange} />);
    expect(screen.queryByText('正在加载余量')).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: '2026年12月' })).not.toHaveAttribute('aria-busy');
    await userEvent.setup().click(cell('12月9日 星期三 余20人'));
    expect(onChange).toHaveBeenCalledWith({ y: 2026, m: 12, d: 9 });
  });

  it('works as a controlled component', async () => {
    function Controlled() {
      const [month, setMonth] = useState<YearMonth>({ y: 2026, m: 12 });
      const [value, setValue] = useState<CalendarDate | null>(null);
      return (
        <>
          <Calendar
            today={today}
            availability={availability}
            month={month}
            onMonthChange={setMonth}
            value={value}
            onChange={setValue}
          />
          <output>{value ? `${value.m}/${value.d}` : 'none'}</output>
        </>
      );
    }
    render(<Controlled />);
    const user = userEvent.setup();
    await user.click(cell(/12月15日/));
    expect(screen.getByRole('status')).toHaveTextContent('12/15');
    await user.click(screen.getByRole('button', { name: '下个月' }));
    expect(screen.getByRole('grid', { name: '2027年1月' })).toBeInTheDocument();
  });

  it('keeps the one tab stop when cells re-render and moves it to a clicked day', async () => {
    // Cells render tabIndex -1 and the tab stop is set on the cell after each commit: a re-render must not lose it.
    function WithData() {
      const [data, setData] = useState(availability);
      return (
        <>
          <Calendar today={today} availability={data} />
          <button type="button" onClick={() => setData({ ...availability, '2026-12-16': { remaining: 9, total: 50 } })}>
            reload
          </button>
        </>
      );
    }
    render(<WithData />);
    const user = userEvent.setup();
    const grid = screen.getByRole('grid', { name: '2026年12月' });
    const tabStops = () => [...grid.querySelectorAll<HTMLElement>('[tabindex="0"]')].map((el) => el.dataset['date']);
    expect(tabStops()).toEqual(['2026-12-08']);
    await user.click(cell(/12月15日/));
    expect(tabStops()).toEqual(['2026-12-15']);
    await user.click(screen.getByRole('button', { name: 'reload' })); // new availability: every week row re-renders
    expect(cell(/12月16日/)).toHaveTextContent('余9人');
    expect(tabStops()).toEqual(['2026-12-15']);
  });

  describe('month track', () => {
    const day = (iso: string) => document.querySelector<HTMLElement>(`[data-date="${iso}"]`);
    const tabStops = () =>
      [...document.querySelectorAll<HTMLElement>('[tabindex="0"]')].map((el) => el.dataset['date']);

    it('builds the next month beside the visible one, hidden from assistive technology and Tab', async () => {
      setup();
      await waitFor(() => expect(day('2027-01-08')).not.toBeNull()); // mounted after the first commit
      const hidden = day('2027-01-08')!.closest('[aria-hidden="true"]');
      expect(hidden).not.toBeNull();
      expect(hidden).not.toHaveStyle({ display: 'none' }); // laid out, so showing it needs no layout of its cells
      expect(day('2026-12-08')!.closest('[aria-hidden]')).toBeNull();
      expect(screen.getAllByRole('grid')).toHaveLength(1);
      expect(tabStops()).toEqual(['2026-12-08']); // the hidden month holds no tab stop
    });

    it('turning the page shows the built month, hides the old one and builds the next neighbour', async () => {
      const { user } = setup();
      await waitFor(() => expect(day('2027-01-08')).not.toBeNull());
      const january = day('2027-01-08')!.closest('table');

      await user.click(screen.getByRole('button', { name: '下个月' }));
      expect(screen.getByRole('grid', { name: '2027年1月' })).toBe(january); // the same table, not a rebuilt one
      expect(day('2027-01-08')!.closest('[aria-hidden]')).toBeNull();
      expect(day('2026-12-08')!.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(tabStops()).toEqual(['2027-01-08']);
      await waitFor(() => expect(day('2027-02-08')?.closest('[aria-hidden="true"]')).toBeTruthy());

      await user.tab(); // from 下个月 into the visible grid, not a hidden one
      expect(day('2027-01-08')).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}'); // Jan 1, then across the edge into December
      expect(screen.getByRole('grid', { name: '2026年12月' })).toBeInTheDocument();
      expect(day('2026-12-25')).toHaveFocus();
      expect(day('2026-12-25')!.closest('[aria-hidden]')).toBeNull();
      expect(tabStops()).toEqual(['2026-12-25']);
    });
  });
});
