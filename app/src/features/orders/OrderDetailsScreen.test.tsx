import type { Schemas } from '@checkup/sdk';
import { addDays, shanghaiDateOf } from '@checkup/sdk/rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleOrder, samplePackageItems, samplePayParams } from '../../shared/testing/samples';
import { paymentMessages } from '../../messages';
import { appearedAt } from '../../../test/appearedAt';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { PAID_RETURN_DELAY_MS } from './payThroughDialog';
import { Component as OrderDetails } from './OrderDetailsScreen';

type Order = Schemas['Order'];

function open(order: Order, options: Partial<RenderRouteOptions> & { handlers?: Handlers } = {}) {
  let current = order;
  const view = renderRoute(OrderDetails, {
    path: '/OrderDetails',
    at: `/OrderDetails?id=${order.id}`,
    from: '/MyOrderList',
    config: { payEnabled: true, personCancelLeadDays: 1, teamCancelLeadDays: 1 },
    ...options,
    session: (session) => session.openid.set(sampleUser.openid),
    handlers: {
      FindByOrderList: () => ok([sampleOrder(), current]),
      GetItemCombList: () => ok(samplePackageItems),
      GetTimeStamp: () => ok(Date.now()),
      ...options.handlers,
    },
  });
  const settle = (next: Partial<Order>) => {
    current = { ...current, ...next };
  };
  return { ...view, settle };
}

const paid = (patch: Partial<Order> = {}): Order => ({ ...sampleOrder(), id: 'PO2026112000003', state: 'F', ...patch });
const groupOrder = (patch: Partial<Order> = {}): Order => ({
  ...paid(),
  id: 'TO2026112000004',
  type: 'group',
  company_Name: '深圳华创科技有限公司',
  ...patch,
});
const button = (name: string) => screen.queryByRole('button', { name });

/** Answers the open dialog with `name` and waits until that dialog is gone. */
async function answer(name: string) {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** The back button at the end of the page, once the order shows (the NavBar has one too). */
async function backAction() {
  await screen.findByText(orderNoPattern);
  return screen.getAllByRole('button', { name: '返回' }).at(-1)!;
}
const orderNoPattern = /^[PT]O\d+$/;

describe('/OrderDetails', () => {
  it('shows the order with masked ID number and phone, its items and the two notices', async () => {
    const { call } = open(
      paid({
        choose_comb_code: JSON.stringify([{ comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 }]),
      }),
    );
    expect(await screen.findByText('PO2026112000003')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('FindByOrderList', { openid: sampleUser.openid }, expect.anything());
    expect(screen.getByText('440305******078913')).toBeInTheDocument();
    expect(screen.getByText('138*****678')).toBeInTheDocument();
    expect(screen.queryByText('440305199003078913')).toBeNull();
    expect(screen.getByText('已支付')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').find((row) => row.textContent.startsWith('体检日期'))).toHaveTextContent(
      '体检日期2026-12-01 星期二 09:00-10:00',
    );
    expect(await screen.findByRole('button', { name: /套餐内项目\s*共2项/ })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('GetItemCombList', { comb_code: 'TC001' }, expect.anything());
    expect(screen.getByRole('button', { name: /套餐外项目\s*共1项/ })).toBeInTheDocument();
    expect(screen.getByText('体检需至少提前1天预约')).toBeInTheDocument();
    expect(screen.getByText('本活动最终解释权归医院所有')).toBeInTheDocument();
  });

  it("offers 添加到日历 as the order's calendar file on the API host while the visit is ahead, not once closed", async () => {
    const view = open(paid(), { config: { apiHost: 'https://api.example.test' } });
    const link = await screen.findByRole('link', { name: '添加到日历' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://api.example.test/api/OrderListApi/OrderCalendar');
    expect(url.searchParams.get('id')).toBe(paid().id);
    view.unmount();
    open(paid({ state: 'C' }));
    expect(await screen.findByText('已撤销')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '添加到日历' })).toBeNull();
  });

  it("heads the package's items with what the package cost, so 订单金额 is it plus the extras shown", async () => {
    const extras = [
      { comb_code: '0507', comb_name: '乙肝两对半', price: 60, act_price: 50 },
      { comb_code: '0510', comb_name: '凝血功能（四项）', price: 60, act_price: 60 },
    ];
    open(paid({ price: 1009, jd_price: 899, choose_comb_code: JSON.stringify(extras) }));
    const items = await screen.findByRole('button', { name: /套餐内项目/ });
    expect(items).toHaveTextContent(/共2项\s*¥899\.00/);
    expect(screen.getAllByRole('listitem').find((row) => row.textContent.startsWith('订单金额'))).toHaveTextContent(
      '1009.00',
    );
    await userEvent.click(screen.getByRole('button', { name: /套餐外项目/ }));
    expect(screen.getByText('乙肝两对半').closest('li')).toHaveTextContent('50.00');
    expect(screen.getByText('凝血功能（四项）').closest('li')).toHaveTextContent('60.00');
  });

  it("shows a group order's items with their count only: the company pays the package", async () => {
    open(groupOrder({ price: 0, choose_comb_code: '' }));
    const items = await screen.findByRole('button', { name: /套餐内项目/ });
    expect(items).toHaveTextContent('共2项');
    expect(items).not.toHaveTextContent('¥');
  });

  it('cancels a group order with the whole order after a confirm: 撤销成功', async () => {
    const order = groupOrder();
    const { call, settle } = open(order, {
      handlers: {
        TeamOrderCancel: () => {
          settle({ state: 'C' });
          return ok(undefined as never, '撤销成功');
        },
      },
    });
    expect(await screen.findByText('预约成功')).toBeInTheDocument();
    await userEvent.click(button('取消预约')!);
    await answer('取消预约');
    expect(call).toHaveBeenCalledWith('TeamOrderCancel', order);
    expect(await screen.findByRole('status')).toHaveTextContent('撤销成功');
    expect(await screen.findByText('已撤销')).toBeInTheDocument();
    expect(button('取消预约')).toBeNull();
    expect(screen.getAllByRole('button', { name: '返回' })).toHaveLength(2);
  });

  it.each(['person', 'question', 'vehicle', 'staff'] as const)(
    'refunds a paid %s order while payment is enabled: 成功取消！',
    async (type) => {
      const order = paid({ type });
      const { call } = open(order, { handlers: { PersonOrderRefund: () => ok(undefined as never, '成功取消！') } });
      await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
      await answer('取消预约');
      expect(call).toHaveBeenCalledWith('PersonOrderRefund', { id: order.id, idCard: order.idCard, type });
      expect(await screen.findByRole('status')).toHaveTextContent('成功取消！');
    },
  );

  it('offers only back for a paid personal order while payment is disabled', async () => {
    open(paid(), { config: { payEnabled: false } });
    await screen.findByText('PO2026112000003');
    expect(screen.getAllByRole('button', { name: '返回' })).toHaveLength(2);
    expect(button('取消预约')).toBeNull();
    expect(button('立即支付')).toBeNull();
  });

  it.each(['C', 'export', 'Refund'] as const)('offers only back in state %s', async (state) => {
    open(paid({ state }));
    await userEvent.click(await backAction());
    expect(await screen.findByTestId('location')).toHaveTextContent('/MyOrderList');
  });

  it('shows the errmsg of an abnormal order as its cancel information', async () => {
    open(paid({ state: 'E', errmsg: '订单已过期' }));
    expect(await screen.findByText('异常')).toBeInTheDocument();
    expect(screen.getByText('订单已过期')).toBeInTheDocument();
    expect(button('取消预约')).toBeNull();
  });

  it('shows why a revoked order was closed when the server says (a payment that came after it is refunded)', async () => {
    open(paid({ state: 'C', errmsg: '订单已撤销，支付款项将原路退回' }));
    expect(await screen.findByText('已撤销')).toBeInTheDocument();
    expect(screen.getByText('订单已撤销，支付款项将原路退回')).toBeInTheDocument();
  });

  it('cancels an unpaid order with the no-pay refund: 撤销成功', async () => {
    const order = sampleOrder();
    const { call } = open(order, { handlers: { PersonOrderNoPayRefund: () => ok(undefined as never, '撤销成功') } });
    expect(await screen.findByText('待付款')).toBeInTheDocument();
    await userEvent.click(button('取消预约')!);
    await answer('取消预约');
    expect(call).toHaveBeenCalledWith('PersonOrderNoPayRefund', { id: order.id, idCard: order.idCard, type: 'person' });
    expect(await screen.findByRole('status')).toHaveTextContent('撤销成功');
  });

  it('sends nothing when the confirm is declined', async () => {
    const { call } = open(groupOrder());
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    await answer('暂不取消');
    expect(call.mock.calls.map(([operationId]) => operationId)).not.toContain('TeamOrderCancel');
  });

  it('refuses past the deadline with 已过有效取消时间，无法取消！ without calling the server', async () => {
    const today = shanghaiDateOf(new Date());
    const { call } = open(groupOrder({ begin_Time: today }));
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    expect(await screen.findByRole('alertdialog', { name: '已过有效取消时间，无法取消！' })).toBeInTheDocument();
    await answer('确定');
    expect(call.mock.calls.map(([operationId]) => operationId)).not.toContain('TeamOrderCancel');
  });

  it('a cancel started for one order leaves 取消预约 free on the next order the address opens', async () => {
    const today = shanghaiDateOf(new Date());
    const other = groupOrder({ id: 'TO2026112000008', begin_Time: addDays(today, 10) });
    const { router } = open(groupOrder({ begin_Time: today }), {
      handlers: { FindByOrderList: () => ok([groupOrder({ begin_Time: today }), other]) },
    });
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    expect(await screen.findByRole('alertdialog', { name: '已过有效取消时间，无法取消！' })).toBeInTheDocument();
    // The address changes with the alert still open (a link, a pasted address): the alert closes unanswered.
    await act(() => router.navigate(`/OrderDetails?id=${other.id}`));
    expect(await screen.findByText(other.id)).toBeInTheDocument();
    const cancel = screen.getByRole('button', { name: '取消预约' });
    expect(cancel).not.toHaveAttribute('aria-busy', 'true');
    expect(cancel).toBeEnabled();
    await userEvent.click(cancel);
    expect(await screen.findByRole('alertdialog', { name: '确定要取消该预约吗？' })).toBeInTheDocument();
    await answer('暂不取消');
  });

  it("judges the deadline by the server's clock, not the device's", async () => {
    const inFiveDays = addDays(shanghaiDateOf(new Date()), 5);
    const tenDays = 10 * 24 * 60 * 60 * 1000;
    // The device thinks there are days left; the server's clock is already past the deadline.
    const late = open(groupOrder({ begin_Time: inFiveDays }), {
      handlers: { GetTimeStamp: () => ok(Date.now() + tenDays) },
    });
    await waitFor(() => expect(late.call.mock.calls.map(([operationId]) => operationId)).toContain('GetTimeStamp'));
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    expect(await screen.findByRole('alertdialog', { name: '已过有效取消时间，无法取消！' })).toBeInTheDocument();
    await answer('确定');
    late.unmount();

    // The device's clock runs ten days ahead; by the server's there is time: the cancel is offered.
    const today = shanghaiDateOf(new Date());
    const early = open(groupOrder({ begin_Time: today }), {
      handlers: { GetTimeStamp: () => ok(Date.now() - tenDays) },
    });
    await waitFor(() => expect(early.call.mock.calls.map(([operationId]) => operationId)).toContain('GetTimeStamp'));
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    expect(await screen.findByRole('alertdialog', { name: '确定要取消该预约吗？' })).toBeInTheDocument();
    await answer('暂不取消');
  });

  it('waits for a late GetTimeStamp when cancel is tapped before it answers, then judges by the server clock', async () => {
    const tenDays = 10 * 24 * 60 * 60 * 1000;
    const inFiveDays = addDays(shanghaiDateOf(new Date()), 5);
    // The device thinks there are days left; the server, answering only after the tap, is past the deadline.
    let answerLate: (stamp: number) => void = () => undefined;
    const late = open(groupOrder({ begin_Time: inFiveDays }), {
      handlers: { GetTimeStamp: () => new Promise((resolve) => (answerLate = (stamp) => resolve(ok(stamp)))) },
    });
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button('取消预约')).toHaveAttribute('aria-disabled', 'true');
    answerLate(Date.now() + tenDays);
    expect(await screen.findByRole('alertdialog', { name: '已过有效取消时间，无法取消！' })).toBeInTheDocument();
    await answer('确定');
    expect(late.call.mock.calls.map(([operationId]) => operationId)).not.toContain('TeamOrderCancel');
    late.unmount();

    // The device's clock runs ten days ahead; the first reading fails, so the tap asks again and the server allows it.
    const answers = [networkFailure(), ok(Date.now() - tenDays)];
    const early = open(groupOrder({ begin_Time: shanghaiDateOf(new Date()) }), {
      handlers: { GetTimeStamp: () => answers.shift() ?? networkFailure() },
    });
    await waitFor(() =>
      expect(early.call.mock.calls.filter(([operationId]) => operationId === 'GetTimeStamp')).toHaveLength(1),
    );
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    expect(await screen.findByRole('alertdialog', { name: '确定要取消该预约吗？' })).toBeInTheDocument();
    expect(early.call.mock.calls.filter(([operationId]) => operationId === 'GetTimeStamp')).toHaveLength(2);
    await answer('暂不取消');
  });

  it('uses the team lead days for group orders', async () => {
    const inTwoDays = addDays(shanghaiDateOf(new Date()), 2);
    open(groupOrder({ begin_Time: inTwoDays }), {
      config: { payEnabled: true, personCancelLeadDays: 1, teamCancelLeadDays: 3 },
    });
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    expect(await screen.findByRole('alertdialog', { name: '已过有效取消时间，无法取消！' })).toBeInTheDocument();
    await answer('确定');
  });

  it("shows the server's refusal as it is", async () => {
    open(groupOrder(), { handlers: { TeamOrderCancel: () => businessFailure('已过有效取消时间，无法取消！') } });
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    await answer('取消预约');
    expect(await screen.findByRole('alertdialog', { name: '已过有效取消时间，无法取消！' })).toBeInTheDocument();
    await answer('确定');
    expect(button('取消预约')).not.toHaveAttribute('aria-disabled');
  });

  it('says 撤销失败！请稍后再试 when the cancel gets no answer', async () => {
    open(groupOrder(), { handlers: { TeamOrderCancel: () => networkFailure() } });
    await userEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    await answer('取消预约');
    expect(await screen.findByRole('alertdialog', { name: '撤销失败！请稍后再试' })).toBeInTheDocument();
    await answer('确定');
  });

  it('pays an unpaid order now and goes back 1 s after 支付成功', async () => {
    const order = sampleOrder();
    const { call, pay } = open(order, { handlers: { PersonOrderPay: () => ok(samplePayParams) } });
    const paidShown = appearedAt(
      () => document.querySelector('[role="status"]')?.textContent?.includes('支付成功') ?? false,
    );
    const backShown = appearedAt(() => document.querySelector('[data-testid="location"]') !== null);
    await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    expect(call).toHaveBeenCalledWith('PersonOrderPay', order);
    expect(pay).toHaveBeenCalledWith(samplePayParams);
    expect(await screen.findByTestId('location', undefined, { timeout: 5000 })).toHaveTextContent('/MyOrderList');
    expect((await backShown) - (await paidShown)).toBeGreaterThanOrEqual(PAID_RETURN_DELAY_MS - 10);
  });

  it('stays with 取消支付 when the pay dialog is cancelled', async () => {
    open(sampleOrder(), { payOutcome: 'cancel', handlers: { PersonOrderPay: () => ok(samplePayParams) } });
    await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('status')).toHaveTextContent('取消支付');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(button('立即支付')).not.toHaveAttribute('aria-disabled');
  });

  it('explains a failed payment with its possible causes', async () => {
    open(sampleOrder(), { payOutcome: 'fail', handlers: { PersonOrderPay: () => ok(samplePayParams) } });
    await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    const dialog = await screen.findByRole('alertdialog', { name: '支付失败，可能的原因：' });
    for (const cause of paymentMessages.failedCauses) expect(dialog).toHaveTextContent(cause);
    await answer('确定');
  });

  it("shows the server's message when the payment cannot start", async () => {
    const { pay } = open(sampleOrder(), { handlers: { PersonOrderPay: () => businessFailure('订单已过期') } });
    await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('alertdialog', { name: '订单已过期' })).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
    await answer('确定');
  });

  it('alerts 系统繁忙！请稍后再试 when the payment request gets no answer', async () => {
    const { pay } = open(sampleOrder(), { handlers: { PersonOrderPay: () => networkFailure() } });
    await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' })).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
    await answer('确定');
  });

  it('alerts 暂无项目数据 when the package has no items', async () => {
    open(paid(), { handlers: { GetItemCombList: () => businessFailure('暂无项目数据') } });
    expect(await screen.findByRole('alertdialog', { name: '暂无项目数据' })).toBeInTheDocument();
    await answer('确定');
  });

  it('alerts 暂无项目数据 for an empty item list too', async () => {
    open(paid(), { handlers: { GetItemCombList: () => ok([]) } });
    expect(await screen.findByRole('alertdialog', { name: '暂无项目数据' })).toBeInTheDocument();
    await answer('确定');
  });

  // The server answers a catalogue outage with success:false 系统繁忙！请稍后再试: a failure, not an empty package.
  it("alerts the server's 系统繁忙！请稍后再试 when its catalogue is down", async () => {
    open(paid(), { handlers: { GetItemCombList: () => businessFailure('系统繁忙！请稍后再试') } });
    expect(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' })).toBeInTheDocument();
    expect(screen.queryByText('暂无项目数据')).toBeNull();
    await answer('确定');
  });

  it('alerts 系统繁忙！请稍后再试 when the item list gets no answer', async () => {
    open(paid(), { handlers: { GetItemCombList: () => networkFailure() } });
    expect(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' })).toBeInTheDocument();
    await answer('确定');
  });

  it('alerts 系统繁忙！请稍后再试 when a request fails', async () => {
    open(paid(), { handlers: { FindByOrderList: () => networkFailure() } });
    expect(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' })).toBeInTheDocument();
    await answer('确定');
  });

  it('says 订单不存在 for an id that is not among the orders', async () => {
    renderRoute(OrderDetails, {
      path: '/OrderDetails',
      at: '/OrderDetails?id=PO404',
      session: (session) => session.openid.set(sampleUser.openid),
      handlers: { FindByOrderList: () => ok([sampleOrder()]) },
    });
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
  });
});
