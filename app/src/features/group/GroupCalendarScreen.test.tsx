import type { Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { sampleGroupUser } from '../../shared/testing/samples';
import { Component as TeamBookSum } from './GroupCalendarScreen';

const days: Schemas['TeamSumDay'][] = [
  { team_Date: '2026-11-24', team_Flag: 'F', team_Sum: 50, team_Surplus: 12, spType: 'L0012' },
  { team_Date: '2026-11-25', team_Flag: 'F', team_Sum: 80, team_Surplus: 3, spType: 'total' },
  { team_Date: '2026-11-27', team_Flag: 'T', team_Sum: 0, team_Surplus: 0, spType: 'total' },
];

const slots: Schemas['TeamTimeSlot'][] = [
  { sumtime_Code: '01', sumtime_Name: '08:00-09:00', team_Surplus: 0 },
  { sumtime_Code: '02', sumtime_Name: '09:00-10:00', team_Surplus: 7 },
];

function open(handlers: Handlers = {}) {
  return renderRoute(TeamBookSum, {
    path: '/TeamBookSum',
    config: { bookingStartDays: 1, bookingEndDays: 30 },
    session: (session) => session.groupUser.set(sampleGroupUser),
    handlers: { GetTeamSumList: () => ok(days), GetTeamSumTimeList: () => ok(slots), ...handlers },
  });
}

/** A day cell by date, once its label is there (role queries over the month grid are slow in happy-dom). */
function day(iso: string, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const cell = document.querySelector<HTMLElement>(`[role="gridcell"][data-date="${iso}"]`);
    expect(cell).toHaveAccessibleName(name);
    return cell as HTMLElement;
  });
}

const confirm = () => userEvent.click(screen.getByRole('button', { name: '日期确认' }));

async function chooseSlot(iso = '2026-11-24', name = '11月24日 星期二 余12人') {
  await userEvent.click(await day(iso, name));
  await userEvent.click(await screen.findByRole('radio', { name: /09:00-10:00/ }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 22, 2));
});
afterEach(() => vi.useRealTimers());

describe('/TeamBookSum', { timeout: 15_000 }, () => {
  it("loads the company's days over the configured range", async () => {
    const { call } = open();
    await day('2026-11-27', '11月27日 星期五 休假');
    expect(call).toHaveBeenCalledWith(
      'GetTeamSumList',
      { lnccode: 'L0012', start: '2026-11-23', end: '2026-12-22' },
      expect.anything(),
    );
  });

  it("asks for the company's slots, or the shared ones on a day whose spType is total", async () => {
    const { call } = open();
    await userEvent.click(await day('2026-11-24', '11月24日 星期二 余12人'));
    await screen.findByRole('radiogroup');
    expect(call).toHaveBeenCalledWith(
      'GetTeamSumTimeList',
      { date_Time: '2026-11-24', lnccode: 'L0012' },
      expect.anything(),
    );
    await userEvent.click(await day('2026-11-25', '11月25日 星期三 余3人'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'GetTeamSumTimeList',
        { date_Time: '2026-11-25', lnccode: 'total' },
        expect.anything(),
      ),
    );
  });

  it('asks for a date when no day or no slot is chosen (请选择体检日期)', async () => {
    open();
    await day('2026-11-24', '11月24日 星期二 余12人');
    await confirm();
    expect(screen.getByRole('status')).toHaveTextContent('请选择体检日期');
    await userEvent.click(await day('2026-11-24', '11月24日 星期二 余12人'));
    await screen.findByRole('radiogroup');
    await confirm();
    expect(screen.getByRole('status')).toHaveTextContent('请选择体检日期');
  });

  it('refuses a slot that has no places left by the time it is confirmed (该时段已无号源！请选择其他时段)', async () => {
    let calls = 0;
    const { session } = open({
      GetTeamSumTimeList: () => {
        calls += 1;
        return ok(calls === 1 ? slots : slots.map((slot) => ({ ...slot, team_Surplus: 0 })));
      },
    });
    await chooseSlot();
    await confirm();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('该时段已无号源！请选择其他时段'));
    expect(session.appointment.get()).toBeUndefined();
  });

  it('stores the day, slot and quota and opens the group order', async () => {
    const { session } = open();
    await chooseSlot('2026-11-25', '11月25日 星期三 余3人');
    await confirm();
    expect(await screen.findByTestId('location')).toHaveTextContent('/TeamOrders');
    expect(session.appointment.get()).toEqual({
      date: '2026-11-25',
      sumtime_Code: '02',
      sumtime_Name: '09:00-10:00',
      spType: 'total',
    });
  });

  it('alerts 服务异常！请稍等 when the calendar fails', async () => {
    open({ GetTeamSumList: networkFailure });
    const dialog = await screen.findByRole('alertdialog', { name: '服务异常！请稍等' });
    await userEvent.click(within(dialog).getByRole('button'));
  });

  it('recovers with 重试 from failed days, then from failed slots without losing the day', async () => {
    let daysAsked = 0;
    let slotsAsked = 0;
    const { call } = open({
      GetTeamSumList: () => (++daysAsked === 1 ? networkFailure() : ok(days)),
      GetTeamSumTimeList: () => (++slotsAsked === 1 ? networkFailure() : ok(slots)),
    });
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '服务异常！请稍等' })).getByRole('button'),
    );
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await userEvent.click(await day('2026-11-24', '11月24日 星期二 余12人'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('系统异常！请联系管理员'));

    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('radiogroup');
    expect(await day('2026-11-24', '11月24日 星期二 余12人')).toHaveAttribute('aria-selected', 'true');
    const asked = (operation: string) => call.mock.calls.filter(([name]) => name === operation).map(([, body]) => body);
    expect(asked('GetTeamSumList')).toHaveLength(2);
    expect(asked('GetTeamSumTimeList')).toEqual([
      { date_Time: '2026-11-24', lnccode: 'L0012' },
      { date_Time: '2026-11-24', lnccode: 'L0012' },
    ]);
  });

  it('shows 系统异常！请联系管理员 when the slots fail', async () => {
    open({ GetTeamSumTimeList: networkFailure });
    await userEvent.click(await day('2026-11-24', '11月24日 星期二 余12人'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('系统异常！请联系管理员'));
  });

  it('sends a visitor who is not logged in as a group member to group login', async () => {
    renderRoute(TeamBookSum, { path: '/TeamBookSum' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/GroupLogin');
  });
});
