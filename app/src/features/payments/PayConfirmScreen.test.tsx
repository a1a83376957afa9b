import type { Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { samplePayParams } from '../../shared/testing/samples';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { Component as PayConfirm } from './PayConfirmScreen';

const info: Schemas['PayInfo'] = {
  pay_money: 425,
  reg_no: '2611220031',
  pat_name: '李明',
  reg_date: '2026-12-08',
  clus_name: '华创科技2026年度员工体检套餐',
};

function open(options: Partial<RenderRouteOptions> & { handlers?: Handlers } = {}) {
  return renderRoute(PayConfirm, {
    path: '/PayConfirm',
    at: '/PayConfirm?regno=2611220031',
    session: (session) => session.openid.set(sampleUser.openid),
    ...options,
    handlers: { GetInforMation: () => ok(info), SweepCodePay: () => ok(samplePayParams), ...options.handlers },
  });
}

const payButton = () => screen.getByRole('button', { name: '确认支付' });

describe('/PayConfirm', () => {
  it('looks the registration number up and shows what is due', async () => {
    const { call } = open();
    expect(await screen.findByText('华创科技2026年度员工体检套餐')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('GetInforMation', { regno: '2611220031' }, expect.anything());
    for (const text of ['李明', '2611220031', '2026-12-08']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/425\.00/)).toBeInTheDocument();
    expect(payButton()).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the pay button disabled until the lookup succeeds', async () => {
    let answer: (value: ReturnType<typeof ok<Schemas['PayInfo']>>) => void = () => undefined;
    const { call } = open({ handlers: { GetInforMation: () => new Promise((resolve) => (answer = resolve)) } });
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(payButton());
    expect(call.mock.calls.map(([operationId]) => operationId)).not.toContain('SweepCodePay');
    answer(ok(info));
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
  });

  it('pays through the pay dialog and returns to the payment records on ok', async () => {
    const { call, pay } = open();
    await screen.findByText('华创科技2026年度员工体检套餐');
    await userEvent.click(payButton());
    expect(call).toHaveBeenCalledWith('SweepCodePay', { ...info, openid: sampleUser.openid });
    expect(pay).toHaveBeenCalledWith(samplePayParams);
    // 支付成功 shows on this screen for the spec's 1 s, then goes with it (a toast belongs to its screen).
    expect(await screen.findByRole('status')).toHaveTextContent('支付成功');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/PayRecord');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('returns to the payment records on cancel too', async () => {
    open({ payOutcome: 'cancel' });
    await screen.findByText('华创科技2026年度员工体检套餐');
    await userEvent.click(payButton());
    expect(await screen.findByRole('status')).toHaveTextContent('取消支付');
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/PayRecord');
  });

  it('stays after a failed payment, explaining it', async () => {
    open({ payOutcome: 'fail' });
    await screen.findByText('华创科技2026年度员工体检套餐');
    await userEvent.click(payButton());
    const dialog = await screen.findByRole('alertdialog', { name: '支付失败，可能的原因：' });
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByTestId('location')).toBeNull();
    expect(payButton()).not.toHaveAttribute('aria-disabled');
  });

  it('alerts 系统繁忙！请稍后再试 when the payment request gets no answer', async () => {
    const { pay } = open({ handlers: { SweepCodePay: () => networkFailure() } });
    await screen.findByText('华创科技2026年度员工体检套餐');
    await userEvent.click(payButton());
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    expect(pay).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('disables the pay button during the payment call and starts one payment only', async () => {
    let answer: (value: ReturnType<typeof ok<Schemas['PayParams']>>) => void = () => undefined;
    const { call } = open({ handlers: { SweepCodePay: () => new Promise((resolve) => (answer = resolve)) } });
    await screen.findByText('华创科技2026年度员工体检套餐');
    await userEvent.click(payButton());
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(payButton());
    answer(ok(samplePayParams));
    await screen.findByTestId('location');
    expect(call.mock.calls.filter(([operationId]) => operationId === 'SweepCodePay')).toHaveLength(1);
  });

  it("shows the server's message when the payment cannot start", async () => {
    const { pay } = open({ handlers: { SweepCodePay: () => businessFailure('该订单已支付，请勿重复支付') } });
    await screen.findByText('华创科技2026年度员工体检套餐');
    await userEvent.click(payButton());
    const dialog = await screen.findByRole('alertdialog', { name: '该订单已支付，请勿重复支付' });
    expect(pay).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('says 该体检人员不存在 when the lookup finds nobody', async () => {
    open({ handlers: { GetInforMation: () => businessFailure('该体检人员不存在') } });
    expect(await screen.findByText('该体检人员不存在')).toBeInTheDocument();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['an empty registration number', { ...info, reg_no: '' }],
    ['no data at all (null)', null],
    ['no data at all (absent)', undefined],
  ])('says 该体检人员不存在 for an answer with %s', async (_, data) => {
    open({ handlers: { GetInforMation: () => ok(data as unknown as Schemas['PayInfo']) } });
    expect(await screen.findByText('该体检人员不存在')).toBeInTheDocument();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says 该体检人员不存在 without a regno, asking nothing', () => {
    const { call } = open({ at: '/PayConfirm' });
    expect(screen.getByText('该体检人员不存在')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('says 系统异常！请联系工作人员 when the lookup fails', async () => {
    open({ handlers: { GetInforMation: () => networkFailure() } });
    expect(await screen.findByText('系统异常！请联系工作人员')).toBeInTheDocument();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('cannot pay without a signed-in visitor (SweepCodePay carries the openid)', async () => {
    renderRoute(PayConfirm, {
      path: '/PayConfirm',
      at: '/PayConfirm?regno=2611220031',
      handlers: { GetInforMation: () => ok(info) },
    });
    expect(await screen.findByText('华创科技2026年度员工体检套餐')).toBeInTheDocument();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['the lookup answers 订单已过期', () => businessFailure('订单已过期')],
    ['nothing is due', () => ok({ ...info, pay_money: 0 })],
  ])('says 订单已过期 and cannot pay when %s', async (_, answer) => {
    open({ handlers: { GetInforMation: answer } });
    expect(await screen.findByText('订单已过期')).toBeInTheDocument();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
  });
});
