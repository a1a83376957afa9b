import type { Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appearedAt } from '../../../test/appearedAt';
import { bookedButAnswerLost, businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute } from '../../../test/renderRoute';
import { sampleGroupUser } from '../../shared/testing/samples';
import { REDIRECT_DELAY_MS } from '../../shared/useDelayedNavigate';
import type { Appointment } from '../../session/values';
import { Component as TeamOrders } from './GroupOrderScreen';

const appointment: Appointment = {
  date: '2026-12-01',
  sumtime_Code: '02',
  sumtime_Name: '09:00-10:00',
  spType: 'L0012',
};
const extras: Schemas['ChosenExtras'] = {
  totalPrice: 425,
  clusOut: [
    { comb_code: '9263', comb_name: '低剂量螺旋CT（胸部）', price: 380, act_price: 380 },
    { comb_code: '2301', comb_name: '甲胎蛋白（AFP）', price: 45, act_price: 45 },
  ],
};

function open({
  handlers = {},
  member = sampleGroupUser,
  booked = appointment,
  serverAheadMs = 0,
}: { handlers?: Handlers; member?: Schemas['GroupUser']; booked?: Appointment | null; serverAheadMs?: number } = {}) {
  const view = renderRoute(TeamOrders, {
    path: '/TeamOrders',
    config: { bookingStartDays: 1, bookingEndDays: 30 },
    session: (session) => {
      session.openid.set(sampleUser.openid);
      session.groupUser.set(member);
      if (booked) session.appointment.set(booked);
      session.chosenItems.set(extras);
    },
    handlers: {
      TeamOrderAdd: () => ok(undefined, '预约成功'),
      GetTimeStamp: () => ok(Date.now() + serverAheadMs),
      ...handlers,
    },
  });
  /** The booking calls (the server clock is read as the screen opens). */
  const orders = () => view.call.mock.calls.filter(([operation]) => operation === 'TeamOrderAdd');
  return { ...view, orders };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '提交预约' }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 22, 2));
});
afterEach(() => vi.useRealTimers());

describe('/TeamOrders', () => {
  it('shows the member, package, appointment and extras in read-only fields', () => {
    open();
    const name = screen.getByRole('textbox', { name: '姓名' });
    expect(name).toHaveValue('李明');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAttribute('maxLength', '6');
    expect(screen.getByRole('textbox', { name: '身份证件号' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveAttribute('readonly');
    expect(screen.getByText('深圳华创科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('华创科技2026年度员工体检套餐')).toBeInTheDocument();
    expect(screen.getByText('2026-12-01 星期二')).toBeInTheDocument();
    expect(screen.getByText('09:00-10:00')).toBeInTheDocument();
    expect(screen.getByText('低剂量螺旋CT（胸部）、甲胎蛋白（AFP）')).toBeInTheDocument();
  });

  it('books once and goes to the order list 2 s later in place of the form', async () => {
    const { orders, router } = open({ member: { ...sampleGroupUser, pat_name: '阿卜杜热合曼·买买提' } });
    // Timed by the DOM changes themselves: a loaded machine may poll too late to see the toast before it goes.
    const toasted = appearedAt(
      () => document.querySelector('[role="status"]')?.textContent?.includes('预约成功') ?? false,
    );
    const navigated = appearedAt(() => document.querySelector('[data-testid="location"]') !== null);
    await userEvent.dblClick(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByTestId('location', undefined, { timeout: 5000 })).toHaveTextContent('/MyOrderList');
    expect((await navigated) - (await toasted)).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 10);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(orders()).toEqual([
      [
        'TeamOrderAdd',
        {
          openid: sampleUser.openid,
          name: '阿卜杜热合曼',
          tel: '13812345678',
          idcard: '440305199003078913',
          clus_code: 'TT001',
          clus_name: '华创科技2026年度员工体检套餐',
          begin_time: '2026-12-01',
          lnc_Code: 'L0012',
          sumtime_Code: '02',
          sumtime_Name: '09:00-10:00',
          company_Name: '深圳华创科技有限公司',
          regno: '2611220031',
          spType: 'L0012',
          choose_comb_code: '9263,2301',
        },
        { headers: { 'Idempotency-Key': expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) as unknown } },
      ],
    ]);
  });

  it('sends the booking again with its Idempotency-Key after a timeout, and goes to the order list, not 您已预约过团检', async () => {
    // The first send is booked but its answer is lost to the request timeout; a send without that key would be refused.
    const { orders } = open({
      handlers: { TeamOrderAdd: bookedButAnswerLost(() => ok(undefined, '预约成功'), '您已预约过团检，请勿重复预约') },
    });
    await submit();
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' })).getByRole('button'),
    );
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('预约成功'));
    expect(await screen.findByTestId('location', undefined, { timeout: 3000 })).toHaveTextContent('/MyOrderList');
    const [first, again] = orders().map(
      ([, , options]) => (options as { headers?: Record<string, string> } | undefined)?.headers?.['Idempotency-Key'],
    );
    expect(first).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/));
    expect(again).toBe(first);
  });

  it('sends no extras for a member without a self-pay allowance', async () => {
    const { call } = open({ member: { ...sampleGroupUser, wx_drprice: 0 } });
    expect(screen.getByText('无')).toBeInTheDocument();
    await submit();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'TeamOrderAdd',
        expect.objectContaining({ choose_comb_code: '' }),
        expect.anything(),
      ),
    );
  });

  it('refuses missing member information (体检信息不能为空！)', async () => {
    const { orders } = open({ member: { ...sampleGroupUser, tel: '' } });
    await submit();
    expect(screen.getByRole('status')).toHaveTextContent('体检信息不能为空！');
    expect(orders()).toEqual([]);
  });

  it.each([
    ['no date', null],
    ['a date outside the booking range', { ...appointment, date: '2027-02-01' }],
    ['a malformed date', { ...appointment, date: '2026-13-01' }],
  ])('refuses %s (体检日期错误)', async (_, booked) => {
    const { orders } = open({ booked });
    await submit();
    expect(screen.getByRole('status')).toHaveTextContent('体检日期错误');
    expect(orders()).toEqual([]);
  });

  it("checks the date against the server's today, not a phone clock a day behind", async () => {
    // Phone: 2026-11-22 10:00 Shanghai; server: a day later, so 2026-12-23 is its last bookable day (today + 30).
    const { call, orders } = open({ booked: { ...appointment, date: '2026-12-23' }, serverAheadMs: 24 * 3600_000 });
    await waitFor(() => expect(call).toHaveBeenCalledWith('GetTimeStamp', undefined, expect.anything()));
    await submit();
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(screen.queryByText('体检日期错误')).toBeNull();
  });

  it("shows the server's message when the booking is refused, and allows another try", async () => {
    const { orders } = open({ handlers: { TeamOrderAdd: () => businessFailure('您已预约过团检，请勿重复预约') } });
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('您已预约过团检，请勿重复预约'));
    await submit();
    await waitFor(() => expect(orders()).toHaveLength(2));
  });

  it('alerts 系统繁忙！请稍后再试 when the booking cannot be sent', async () => {
    open({ handlers: { TeamOrderAdd: networkFailure } });
    await submit();
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    await userEvent.click(within(dialog).getByRole('button'));
  });
});
