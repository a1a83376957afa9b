import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Calendar } from './Calendar';
import { DAY_LABEL_STYLES, type DayAvailability } from './availability';
import { componentDocs } from '../../../../.storybook/componentDocs';

/** A fixed "today" keeps the stories (and their screenshots) stable. */
const today = { y: 2026, m: 12, d: 8 };

/** Every day state of the spec's table in the first two weeks, then a mix. */
const availability: Record<string, DayAvailability> = {
  '2026-12-08': { remaining: 25, total: 50 }, // 充足
  '2026-12-09': { remaining: 8, total: 50 }, // 紧张
  '2026-12-10': { remaining: 0, total: 50 }, // 约满
  '2026-12-11': { remaining: 20, total: 50, holiday: true }, // 休假
  '2026-12-12': { remaining: 0, total: 0 }, // 待开
  '2026-12-13': { remaining: 0, total: 0, holiday: true },
  '2026-12-14': { remaining: 1, total: 50 },
  '2026-12-15': { remaining: 11, total: 50 },
  '2026-12-16': { remaining: 10, total: 50 },
  '2026-12-17': { remaining: 42, total: 50 },
  '2026-12-18': { remaining: 0, total: 50 },
  '2026-12-19': { remaining: 30, total: 50, holiday: true },
  '2026-12-20': { remaining: 30, total: 50, holiday: true },
  '2026-12-21': { remaining: 5, total: 50 },
  '2026-12-22': { remaining: 18, total: 50 },
};

const meta = {
  title: 'Booking/Calendar',
  component: Calendar,
  args: { today, availability, labelStyle: 'remaining', onChange: fn(), onMonthChange: fn() },
  argTypes: {
    labelStyle: {
      control: 'inline-radio',
      options: DAY_LABEL_STYLES,
      description: '`remaining` labels bookable days 余N人; `level` labels them 充足/紧张.',
    },
    today: { description: "Today in the booking centre's zone; earlier days are blank." },
    availability: {
      description:
        'Capacity per day, keyed `YYYY-MM-DD` (`remaining`, `total`, `holiday`); a day without an entry is 待开.',
    },
    loading: {
      control: 'boolean',
      description: "The month's availability is loading: days shown, none pickable, `aria-busy`, 正在加载余量.",
    },
    min: { description: 'First bookable day; days between today and `min` are dimmed.' },
    max: { description: 'Last bookable day; later days are dimmed and the month buttons stop there.' },
    value: { description: 'Selected day (controlled); `null` for none.' },
    defaultValue: { description: 'Initially selected day when uncontrolled.' },
    month: { description: 'Visible month (controlled).' },
    defaultMonth: { description: "Initially visible month; defaults to the selected day's, else today's." },
    weekStartsOn: {
      control: 'inline-radio',
      options: [0, 1],
      description: '0: weeks start on Sunday (default); 1: Monday.',
    },
    onChange: { description: 'Called with the day when a bookable day is picked.' },
    onMonthChange: { description: 'Called when the visible month changes: ask for its availability here.' },
    previousMonthLabel: { control: 'text', description: 'Accessible name of the previous-month button (上个月).' },
    nextMonthLabel: { control: 'text', description: 'Accessible name of the next-month button (下个月).' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `The booking month: one month at a time, each day with its availability.

**Use it** to pick the examination day from a range with per-day places. **Do not use it** for birthdays or any
date without availability (use a date field), or to pick a range of days.

**States**: bookable (余N人 or 充足/紧张), 约满, 休假, 待开, out of range (dimmed), past (blank), selected, today
(underlined), loading (days dimmed, nothing to pick, 正在加载余量).

**Accessibility**: a WAI-ARIA grid with one Tab stop; arrow keys move by day and week, Home/End to the week's ends,
PageUp/PageDown by month (with Shift by year), Enter/Space pick. A screen reader says the month ("2026年12月, grid")
and each day as "12月9日 星期三 余20人"; unavailable days are "dimmed"; while loading the grid is busy.

\`\`\`tsx
<Calendar today={today} max={lastDay} availability={days} loading={loading}
  value={date} onChange={setDate} onMonthChange={loadMonth} />
\`\`\``,
  ),
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 余N人 on bookable days; 约满, 休假 and 待开 on the others; past days blank. */
export const EveryDayStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('gridcell', { name: '12月8日 星期二 余25人' })).toBeVisible();
    await expect(canvas.getByRole('gridcell', { name: '12月10日 星期四 约满' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('gridcell', { name: '12月11日 星期五 休假' })).toBeVisible();
    await expect(canvas.getByRole('gridcell', { name: '12月12日 星期六 待开' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '上个月' })).toBeNull();
  },
};

/** 充足 / 紧张 instead of the number of places. */
export const LevelLabels: Story = { args: { labelStyle: 'level' } };

/** Days outside the booking range (before `min`, after `max`) are disabled, not "unavailable". */
export const BookingRange: Story = {
  args: { min: { y: 2026, m: 12, d: 9 }, max: { y: 2026, m: 12, d: 20 }, defaultValue: { y: 2026, m: 12, d: 15 } },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('gridcell', { name: /12月8日/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('gridcell', { name: /12月9日/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ y: 2026, m: 12, d: 9 });
    await expect(canvas.getByRole('gridcell', { name: /12月9日/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{PageDown}');
    await expect(args.onMonthChange).toHaveBeenCalledWith({ y: 2027, m: 1 });
    await expect(canvas.getByRole('gridcell', { name: /^1月9日/ })).toHaveFocus();
  },
};

export const NextMonth: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下个月' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith({ y: 2027, m: 1 });
    await expect(canvas.getByRole('grid', { name: '2027年1月' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上个月' })).toBeVisible();
    // December and February stay built beside January (so turning back or on lays out nothing), but clipped off:
    // none of their days can be seen or hit.
    await waitFor(() => expect(canvasElement.querySelector('[data-date="2027-02-01"]')).not.toBeNull());
    for (const day of canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] [data-date]')) {
      // The day's point nearest the window's inside: any part of it that could show is probed.
      const box = day.getBoundingClientRect();
      const x = Math.max(box.left, Math.min(box.right - 1, window.innerWidth - 1));
      const y = Math.max(box.top, Math.min(box.bottom - 1, window.innerHeight - 1));
      const hit = document.elementFromPoint(x, y);
      await expect(hit && day.contains(hit)).toBeFalsy();
    }
  },
};

/**
 * While the month's availability loads: the dates are there, dimmed, none can be picked, the grid is `aria-busy` and
 * 正在加载余量 shows under the month (each day's spoken name ends with it too).
 */
export const Loading: Story = {
  args: { availability: {}, loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: '2026年12月' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('正在加载余量')).toBeVisible();
    const day = canvas.getByRole('gridcell', { name: '12月9日 星期三 正在加载余量' });
    await userEvent.click(day);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A 320-wide phone and three-digit places: each 余N人 stays on one line in its day (it used to wrap as 余125 / 人 and
 * make its week taller), and no sliver of the next month shows at the right edge.
 */
export const NarrowPhoneThreeDigits: Story = {
  args: {
    availability: Object.fromEntries(
      Array.from({ length: 24 }, (_, i) => [
        `2026-12-${String(8 + i).padStart(2, '0')}`,
        { remaining: 100 + i * 7, total: 300 },
      ]),
    ),
  },
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('余107人');
    const range = document.createRange();
    range.selectNodeContents(label);
    await expect(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size).toBe(1);
  },
};
