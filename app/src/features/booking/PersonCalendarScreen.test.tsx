import type { Result, Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { samplePackage } from '../../../test/fixtures';
import { renderRoute } from '../../../test/renderRoute';
import { Component as PersonBookSum } from './PersonCalendarScreen';

const days: Schemas['PersonSumDay'][] = [
  { person_Date: '2026-11-24', person_Flag: 'F', person_Sum: 120, person_Surplus: 86 },
  { person_Date: '2026-11-25', person_Flag: 'F', person_Sum: 120, person_Surplus: 6 },
  { person_Date: '2026-11-26', person_Flag: 'F', person_Sum: 120, person_Surplus: 0 },
  { person_Date: '2026-11-27', person_Flag: 'T', person_Sum: 120, person_Surplus: 40 },
  { person_Date: '2026-11-28', person_Flag: 'F', person_Sum: 0, person_Surplus: 0 },
];

const slotsByDate: Record<string, Schemas['PersonTimeSlot'][]> = {
  '2026-11-24': [
    { sumtime_Code: '01', sumtime_Name: '08:00-09:00', person_Surplus: 0 },
    { sumtime_Code: '02', sumtime_Name: '09:00-10:00', person_Surplus: 4 },
  ],
  '2026-11-25': [{ sumtime_Code: '03', sumtime_Name: '10:00-11:00', person_Surplus: 2 }],
};

function open(handlers: Handlers = {}) {
  return renderRoute(PersonBookSum, {
    path: '/PersonBookSum',
    config: { bookingStartDays: 1, bookingEndDays: 30 },
    session: (session) => session.package.set({ ...samplePackage, PersonalSpan: 'staff' }),
    handlers: {
      GetPersonSumList: () => ok(days),
      GetSumTimeList: (body) => ok(slotsByDate[body.date_Time] ?? []),
      ...handlers,
    },
  });
}

/**
 * The day cell of `name` (e.g. 11月24日 星期二 余86人), found by its date attribute: role queries over a whole month
 * grid are slow enough in happy-dom to time out on a busy machine.
 */
function day(name: string): Promise<HTMLElement> {
  const [, month, date] = /^(\d+)月(\d+)日/.exec(name) ?? [];
  const iso = `2026-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  return waitFor(() => {
    const cell = document.querySelector<HTMLElement>(`[role="gridcell"][data-date="${iso}"]`);
    expect(cell).toHaveAccessibleName(name);
    return cell as HTMLElement;
  });
}

beforeEach(() => {
  // 2026-11-22 10:00 in Shanghai; only the date is faked so timers and user events run normally.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 22, 2));
});
afterEach(() => vi.useRealTimers());

describe('/PersonBookSum', { timeout: 15_000 }, () => {
  it('goes home without a package, asking for no calendar', async () => {
    const { call } = renderRoute(PersonBookSum, { path: '/PersonBookSum' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(call).not.toHaveBeenCalled();
  });

  it("loads the configured range for the package's check-up type", async () => {
    const { call } = open();
    await day('11月24日 星期二 余86人');
    expect(call).toHaveBeenCalledWith(
      'GetPersonSumList',
      { type: 'staff', start: '2026-11-23', end: '2026-12-22' },
      expect.anything(),
    );
  });

  it.each([
    ['11月24日 星期二 余86人', 'plentiful', false],
    ['11月25日 星期三 余6人', 'tight', false],
    ['11月26日 星期四 约满', 'full', true],
    ['11月27日 星期五 休假', 'holiday', true],
    ['11月28日 星期六 待开', 'unopened', true],
    ['11月30日 星期一 待开', 'unopened', true],
  ])('labels %s as %s (not selectable: %s)', async (name, status, unavailable) => {
    open();
    const cell = await day(name);
    expect(cell).toHaveAttribute('data-status', status);
    expect(cell.getAttribute('aria-disabled') === 'true').toBe(unavailable);
  });

  it('labels no day and lets none be chosen while the days are loading (not 待开), then labels them', async () => {
    let answer: (result: Result<Schemas['PersonSumDay'][]>) => void = () => undefined;
    const { call } = open({ GetPersonSumList: () => new Promise((resolve) => (answer = resolve)) });
    const cell = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="gridcell"][data-date="2026-11-24"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(cell.closest('[role="grid"]')).toHaveAttribute('aria-busy', 'true');
    expect(cell).toHaveAccessibleName('11月24日 星期二 正在加载余量');
    expect(cell).toHaveAttribute('aria-disabled', 'true');
    // The range stays the configured one while loading, so the month buttons do not appear only after the answer.
    expect(screen.getByRole('button', { name: '下个月' })).toBeInTheDocument();
    expect(cell).not.toHaveAttribute('data-status', 'unopened');
    expect(cell.querySelector('span:last-child')).toHaveTextContent(/^$/);
    expect(document.querySelector('[role="grid"]')).not.toHaveTextContent('待开');
    await userEvent.click(cell);
    expect(cell).toHaveAttribute('aria-selected', 'false');

    answer(ok(days));
    expect(await day('11月24日 星期二 余86人')).not.toHaveAttribute('aria-disabled');
    expect(document.querySelector('[data-date="2026-11-30"]')).toHaveAccessibleName('11月30日 星期一 待开');
    expect(call).not.toHaveBeenCalledWith('GetSumTimeList', expect.anything(), expect.anything());
  });

  it('loads slots only for an available day, disables full slots, and clears the slot when the day changes', async () => {
    const { call } = open();
    await userEvent.click(await day('11月26日 星期四 约满'));
    expect(call).not.toHaveBeenCalledWith('GetSumTimeList', expect.anything(), expect.anything());

    await userEvent.click(await day('11月24日 星期二 余86人'));
    const slots = await screen.findByRole('radiogroup', { name: '报到时间' });
    expect(call).toHaveBeenCalledWith('GetSumTimeList', { date_Time: '2026-11-24', type: 'staff' }, expect.anything());
    expect(within(slots).getByRole('radio', { name: /08:00-09:00/ })).toBeDisabled();
    await userEvent.click(within(slots).getByRole('radio', { name: /09:00-10:00 余4人/ }));
    expect(within(slots).getByRole('radio', { name: /09:00-10:00/ })).toBeChecked();

    await userEvent.click(await day('11月25日 星期三 余6人'));
    const next = await screen.findByRole('radio', { name: /10:00-11:00/ });
    expect(next).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '日期确认' }));
    expect(screen.getByRole('status')).toHaveTextContent('请选择报到时间');
  });

  it('asks for a date first (请选择体检日期)', async () => {
    open();
    await day('11月24日 星期二 余86人');
    await userEvent.click(screen.getByRole('button', { name: '日期确认' }));
    expect(screen.getByRole('status')).toHaveTextContent('请选择体检日期');
  });

  it('stores the chosen day and slot and opens the order', async () => {
    const { session } = open();
    await userEvent.click(await day('11月24日 星期二 余86人'));
    await userEvent.click(await screen.findByRole('radio', { name: /09:00-10:00/ }));
    await userEvent.click(screen.getByRole('button', { name: '日期确认' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonOrders');
    expect(session.appointment.get()).toEqual({ date: '2026-11-24', sumtime_Code: '02', sumtime_Name: '09:00-10:00' });
  });

  it.each([
    ['a business failure', () => businessFailure('服务异常！请稍等')],
    ['a network failure', networkFailure],
  ])('alerts 服务异常！请稍等 when the calendar fails (%s)', async (_, failure) => {
    open({ GetPersonSumList: failure });
    const dialog = await screen.findByRole('alertdialog', { name: '服务异常！请稍等' });
    await userEvent.click(within(dialog).getByRole('button'));
  });

  it('leaves 服务异常！请稍等 with 重试 in the calendar after the alert; a double tap on 重试 asks once and the days come back', async () => {
    let asked = 0;
    const { call } = open({ GetPersonSumList: () => (++asked === 1 ? networkFailure() : ok(days)) });
    const dialog = await screen.findByRole('alertdialog', { name: '服务异常！请稍等' });
    await userEvent.click(within(dialog).getByRole('button'));
    expect(await screen.findByText('服务异常！请稍等')).toBeVisible();
    expect(document.querySelector('[data-date="2026-11-24"]')).toHaveAccessibleName('11月24日 星期二 待开');

    await userEvent.dblClick(screen.getByRole('button', { name: '重试' }));
    await day('11月24日 星期二 余86人');
    expect(call.mock.calls.filter(([operation]) => operation === 'GetPersonSumList')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('asks for failed days again on a month switch, once while asking, and not at all once they are there', async () => {
    let answer: (result: Result<Schemas['PersonSumDay'][]>) => void = () => undefined;
    let asked = 0;
    const { call } = open({
      GetPersonSumList: () =>
        ++asked === 1
          ? networkFailure()
          : new Promise<Result<Schemas['PersonSumDay'][]>>((resolve) => (answer = resolve)),
    });
    const daysAsked = () => call.mock.calls.filter(([operation]) => operation === 'GetPersonSumList').length;
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '服务异常！请稍等' })).getByRole('button'),
    );

    await userEvent.click(screen.getByRole('button', { name: '下个月' }));
    expect(daysAsked()).toBe(2);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    // Back to November before the answer: no other request, and the answer (the whole range) fills the month shown.
    await userEvent.click(screen.getByRole('button', { name: '上个月' }));
    expect(daysAsked()).toBe(2);
    answer(ok(days));
    await day('11月24日 星期二 余86人');
    expect(screen.getByRole('heading', { name: '2026年11月' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '下个月' }));
    await userEvent.click(screen.getByRole('button', { name: '上个月' }));
    expect(daysAsked()).toBe(2);
  });

  it('keeps the chosen day when its slots fail, and 重试 loads them for that day', async () => {
    let asked = 0;
    const { call, session } = open({
      GetSumTimeList: (body) => (++asked === 1 ? networkFailure() : ok(slotsByDate[body.date_Time] ?? [])),
    });
    await userEvent.click(await day('11月24日 星期二 余86人'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('系统异常！请联系管理员'));
    expect(await screen.findByText('系统异常！请联系管理员', { selector: 'p' })).toBeVisible();

    await userEvent.dblClick(screen.getByRole('button', { name: '重试' }));
    await userEvent.click(await screen.findByRole('radio', { name: /09:00-10:00/ }));
    expect(await day('11月24日 星期二 余86人')).toHaveAttribute('aria-selected', 'true');
    expect(call.mock.calls.filter(([operation]) => operation === 'GetSumTimeList').map(([, body]) => body)).toEqual([
      { date_Time: '2026-11-24', type: 'staff' },
      { date_Time: '2026-11-24', type: 'staff' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: '日期确认' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonOrders');
    expect(session.appointment.get()).toEqual({ date: '2026-11-24', sumtime_Code: '02', sumtime_Name: '09:00-10:00' });
  });

  it("shows the day chosen last when an earlier day's slots answer after it", async () => {
    let answerFirstDay: (result: Result<Schemas['PersonTimeSlot'][]>) => void = () => undefined;
    open({
      GetSumTimeList: (body) =>
        body.date_Time === '2026-11-24'
          ? new Promise<Result<Schemas['PersonTimeSlot'][]>>((resolve) => (answerFirstDay = resolve))
          : ok(slotsByDate[body.date_Time] ?? []),
    });
    await userEvent.click(await day('11月24日 星期二 余86人'));
    await userEvent.click(await day('11月25日 星期三 余6人'));
    await screen.findByRole('radio', { name: /10:00-11:00/ });
    answerFirstDay(ok(slotsByDate['2026-11-24'] ?? []));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /10:00-11:00/ })).toBeVisible();
  });

  it('shows the toast 系统异常！请联系管理员 when the slots fail', async () => {
    open({ GetSumTimeList: networkFailure });
    await userEvent.click(await day('11月24日 星期二 余86人'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('系统异常！请联系管理员'));
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
