import type { Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../../shared/testing/samples';
import { networkFailure, ok } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { Component as MyOrderList } from './MyOrdersScreen';

type Order = Schemas['Order'];

const order = (id: string, patch: Partial<Order>): Order => ({ ...sampleOrder(), id, ...patch });
const orders: Order[] = [
  order('PO1', { state: 'F', clus_Name: '男士基础体检套餐' }),
  order('TO2', { state: 'F', type: 'group', clus_Name: '华创科技员工体检套餐' }),
  order('PO3', { state: 'S', clus_Name: '女士全面体检套餐' }),
  order('PO4', { state: 'C', clus_Name: '入职体检套餐（男）' }),
  order('PO5', { state: 'export', clus_Name: '机动车驾驶人体检' }),
  order('PO6', { state: 'E', errmsg: '订单已过期', clus_Name: '男士全面体检套餐' }),
  order('PO7', { state: 'Refund', clus_Name: '男士深度防癌体检套餐' }),
];

function open(options: Partial<RenderRouteOptions> = {}) {
  return renderRoute(MyOrderList, {
    path: '/MyOrderList',
    config: { payEnabled: true },
    session: (session) => session.user.set(sampleUser),
    ...options,
    handlers: { FindByOrderList: () => ok(orders), ...options.handlers },
  });
}

const card = (name: string) => screen.findByRole('region', { name });

describe('/MyOrderList', () => {
  it.each([
    ['with orders', orders],
    ['without any', []],
  ])('leads to the payment records (缴费记录) %s', async (_case, list) => {
    open({ handlers: { FindByOrderList: () => ok(list) } });
    await userEvent.click(await screen.findByRole('button', { name: '缴费记录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PayRecord');
  });

  it("lists the visitor's orders by the openid of the session", async () => {
    const { call } = open({ session: (session) => session.openid.set('oOPENID') });
    expect(await card('男士基础体检套餐')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('FindByOrderList', { openid: 'oOPENID' }, expect.anything());
  });

  it("falls back to the signed-in user's openid", async () => {
    const { call } = open();
    await card('男士基础体检套餐');
    expect(call).toHaveBeenCalledWith('FindByOrderList', { openid: sampleUser.openid }, expect.anything());
  });

  it.each([
    ['男士基础体检套餐', '已支付'],
    ['华创科技员工体检套餐', '预约成功'],
    ['女士全面体检套餐', '待付款'],
    ['入职体检套餐（男）', '已撤销'],
    ['机动车驾驶人体检', '已导入'],
    ['男士全面体检套餐', '异常'],
    ['男士深度防癌体检套餐', '已退款'],
  ])('labels %s as %s', async (name, label) => {
    open();
    expect(within(await card(name)).getByText(label)).toBeInTheDocument();
  });

  it('shows the errmsg of an abnormal order', async () => {
    open();
    expect(within(await card('男士全面体检套餐')).getByText('订单已过期')).toBeInTheDocument();
  });

  it('shows no 待付款 while payment is disabled', async () => {
    open({ config: { payEnabled: false } });
    expect(within(await card('女士全面体检套餐')).queryByText('待付款')).toBeNull();
  });

  it('opens the details of an order', async () => {
    open();
    const link = within(await card('华创科技员工体检套餐')).getByRole('link', {
      name: '查看详情：华创科技员工体检套餐',
    });
    expect(link).toHaveAttribute('href', '/OrderDetails?id=TO2');
    await userEvent.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent('/OrderDetails?id=TO2');
  });

  it('says 暂无体检订单 when there are none, with a way home', async () => {
    open({ handlers: { FindByOrderList: () => ok([]) } });
    expect(await screen.findByText('暂无体检订单')).toBeInTheDocument();
    const home = screen.getAllByRole('button', { name: '返回首页' });
    expect(home).toHaveLength(2);
    await userEvent.click(home[1]!);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('goes home from the bar', async () => {
    open();
    await card('男士基础体检套餐');
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('alerts 系统繁忙！请稍后再试 when the list cannot be loaded', async () => {
    open({ handlers: { FindByOrderList: () => networkFailure() } });
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
