import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok } from '../../../test/fakeApi';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { sampleOrder, samplePayParams } from '../../shared/testing/samples';
import { Component as PersonPayment } from './PendingPaymentScreen';

function open({
  agoMs = 60_000,
  serverAheadMs = 0,
  ...options
}: Partial<RenderRouteOptions> & { agoMs?: number; serverAheadMs?: number } = {}) {
  const order = sampleOrder(agoMs);
  const view = renderRoute(PersonPayment, {
    path: '/PersonPayment',
    config: { payEnabled: true },
    session: (session) => session.order.set(order),
    ...options,
    handlers: {
      GetTimeStamp: () => ok(Date.now() + serverAheadMs),
      PersonOrderPay: () => ok(samplePayParams, '下单成功'),
      ...options.handlers,
    },
  });
  return { ...view, order };
}

const payButton = () => screen.queryByRole('button', { name: '确认支付' });

describe('/PersonPayment', () => {
  it('shows the pending order: status, countdown, person, date with weekday, package, order time, amount, cancel note', async () => {
    const { order } = open();
    expect(screen.getByText('待付款')).toBeInTheDocument();
    expect(await screen.findByRole('timer', { name: '支付剩余时间' })).toHaveTextContent(/^1[34]:\d\d$/);
    expect(screen.getByText('李明')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').find((row) => row.textContent.startsWith('体检日期'))).toHaveTextContent(
      '体检日期2026-12-01 星期二 09:00-10:00',
    );
    expect(screen.getByText('男士基础体检套餐')).toBeInTheDocument();
    expect(screen.getByText(order.created_Time)).toBeInTheDocument();
    expect(screen.getByText(/978\.00/)).toBeInTheDocument();
    expect(screen.getByText('如需取消预约，请在2026-11-30 23:30前操作')).toBeInTheDocument();
  });

  it("offers 添加到日历 right after booking: the order's calendar file", () => {
    const { order } = open();
    const link = screen.getByRole('link', { name: '添加到日历' });
    expect(link).toHaveAttribute('href', `/api/OrderListApi/OrderCalendar?id=${encodeURIComponent(order.id)}`);
  });

  it("states the order's own cancel deadline, from the configured lead days", () => {
    open({ config: { payEnabled: true, personCancelLeadDays: 3 } });
    expect(screen.getByText('如需取消预约，请在2026-11-28 23:30前操作')).toBeInTheDocument();
  });

  it('goes to the order details when the order was paid or cancelled meanwhile (back from 查看订单)', async () => {
    const order = sampleOrder(60_000);
    const { router } = open({
      session: (session) => {
        session.order.set(order);
        session.openid.set('o-visitor');
      },
      handlers: { FindByOrderList: () => ok([{ ...order, state: 'F' }]) },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(`/OrderDetails?id=${order.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays while the order still awaits payment', async () => {
    const order = sampleOrder(60_000);
    const { call } = open({
      session: (session) => {
        session.order.set(order);
        session.openid.set('o-visitor');
      },
      handlers: { FindByOrderList: () => ok([order]) },
    });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('FindByOrderList', { openid: 'o-visitor' }, expect.anything()),
    );
    expect(screen.queryByTestId('location')).toBeNull();
    expect(payButton()).toBeInTheDocument();
  });

  it('counts down on the server clock', async () => {
    open({ agoMs: 60_000, serverAheadMs: 10 * 60_000 });
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^0[34]:\d\d$/));
  });

  it('pays through the pay dialog and goes to the order list with 支付成功', async () => {
    const { call, pay, order } = open();
    await userEvent.click(payButton()!);
    // 支付成功 shows on this screen for the spec's 1 s, then goes with it (a toast belongs to its screen).
    expect(await screen.findByRole('status')).toHaveTextContent('支付成功');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/MyOrderList');
    expect(call).toHaveBeenCalledWith('PersonOrderPay', order);
    expect(pay).toHaveBeenCalledWith(samplePayParams);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('goes to the order list with 取消支付 when the visitor cancels the pay dialog', async () => {
    open({ payOutcome: 'cancel' });
    await userEvent.click(payButton()!);
    expect(await screen.findByRole('status')).toHaveTextContent('取消支付');
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/MyOrderList');
  });

  it('explains a failed payment with its possible causes and stays', async () => {
    open({ payOutcome: 'fail' });
    await userEvent.click(payButton()!);
    const dialog = await screen.findByRole('alertdialog', { name: '支付失败，可能的原因：' });
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    await userEvent.click(within(dialog).getByRole('button'));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(payButton()).not.toHaveAttribute('aria-disabled');
  });

  it("shows the server's message when the payment cannot be started", async () => {
    const { pay } = open({ handlers: { PersonOrderPay: () => businessFailure('该订单已支付，请勿重复支付') } });
    await userEvent.click(payButton()!);
    const dialog = await screen.findByRole('alertdialog', { name: '该订单已支付，请勿重复支付' });
    expect(pay).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button'));
  });

  it('alerts 系统繁忙！请稍后再试 when the payment request gets no answer', async () => {
    const { pay } = open({ handlers: { PersonOrderPay: () => networkFailure() } });
    await userEvent.click(payButton()!);
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    expect(pay).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button'));
  });

  it('starts one payment however often the button is tapped', async () => {
    const { call } = open({ payOutcome: 'cancel' });
    const button = payButton()!;
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await screen.findByTestId('location');
    expect(call.mock.calls.filter(([operationId]) => operationId === 'PersonOrderPay')).toHaveLength(1);
  });

  it('shows 订单已过期 without pay button or countdown once the 15 minutes are over', async () => {
    open({ agoMs: 900_000 + 1000 });
    expect(await screen.findByText('订单已过期')).toBeInTheDocument();
    expect(payButton()).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('takes the pay button away when the countdown ends on screen', async () => {
    open({ agoMs: 900_000 - 1200 });
    expect(payButton()).toBeInTheDocument();
    expect(await screen.findByText('订单已过期', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(payButton()).toBeNull();
  });

  it('hides the pay button and the countdown when payment is switched off', () => {
    open({ config: { payEnabled: false } });
    expect(payButton()).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('links to the order', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/OrderDetails?id=PO2026112200017');
  });
});
