import type { Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { Component as PayRecord } from './PaymentRecordsScreen';

type PayRecordRow = Schemas['PayRecord'];
const record = (regno: string, clus_Name: string, pay_flag: Schemas['PayFlag']): PayRecordRow => ({
  regno,
  name: '李明',
  tj_date: '2026-12-08',
  clus_Name,
  price: 425,
  pay_flag,
});
const records: PayRecordRow[] = [
  record('2611220031', '华创科技年度体检加项', 'F'),
  record('2611220032', '胃肠镜检查费', 'EING'),
  record('2611220033', '男士基础体检套餐', 'TJServeERR'),
  record('2611220034', '女士全面体检套餐', 'RefundERR'),
  record('2611220035', '入职体检套餐（男）', 'T'),
];

function open(options: Partial<RenderRouteOptions> = {}) {
  return renderRoute(PayRecord, {
    path: '/PayRecord',
    session: (session) => session.openid.set(sampleUser.openid),
    ...options,
    handlers: { GetPayRecordList: () => ok(records), ...options.handlers },
  });
}

const card = (name: string) => screen.findByRole('region', { name });

describe('/PayRecord', () => {
  it("lists the visitor's payment records by openid", async () => {
    const { call } = open();
    const first = await card('华创科技年度体检加项');
    expect(call).toHaveBeenCalledWith('GetPayRecordList', { openid: sampleUser.openid }, expect.anything());
    expect(within(first).getByText('2611220031')).toBeInTheDocument();
    expect(within(first).getByText('2026-12-08')).toBeInTheDocument();
    expect(within(first).getByText(/425\.00/)).toBeInTheDocument();
  });

  it.each([
    ['华创科技年度体检加项', '待缴费'],
    ['胃肠镜检查费', '缴费中'],
    ['男士基础体检套餐', '已退费'],
    ['女士全面体检套餐', '退费失败'],
    ['入职体检套餐（男）', '已缴费'],
  ])('labels %s as %s', async (name, label) => {
    open();
    expect(within(await card(name)).getByText(label)).toBeInTheDocument();
  });

  it('offers to pay only the outstanding records, on their pay-confirm page', async () => {
    open();
    await card('华创科技年度体检加项');
    expect(
      screen.getAllByRole('button', { name: /去缴费/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['去缴费：华创科技年度体检加项', '去缴费：胃肠镜检查费']);
    await userEvent.click(within(await card('华创科技年度体检加项')).getByRole('button', { name: /去缴费/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PayConfirm?regno=2611220031');
  });

  it('lets a record whose payment was started but not finished (缴费中) be paid again', async () => {
    open();
    await userEvent.click(within(await card('胃肠镜检查费')).getByRole('button', { name: /去缴费/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PayConfirm?regno=2611220032');
  });

  it('says 暂无缴费记录 when there are none', async () => {
    open({ handlers: { GetPayRecordList: () => ok([]) } });
    expect(await screen.findByText('暂无缴费记录')).toBeInTheDocument();
  });

  it("shows the server's message when the list is refused", async () => {
    open({ handlers: { GetPayRecordList: () => businessFailure('openid 与登录用户不一致') } });
    const dialog = await screen.findByRole('alertdialog', { name: 'openid 与登录用户不一致' });
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('alerts 系统繁忙！请稍后再试 when the list cannot be loaded, and loads again on retry', async () => {
    let answer: ReturnType<typeof ok<PayRecordRow[]>> | ReturnType<typeof networkFailure> = networkFailure();
    open({ handlers: { GetPayRecordList: () => answer } });
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    answer = ok(records);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await card('华创科技年度体检加项')).toBeInTheDocument();
  });
});
