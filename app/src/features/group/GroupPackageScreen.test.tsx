import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { sampleGroupUser, samplePackageItems } from '../../shared/testing/samples';
import { Component as TeamDetails } from './GroupPackageScreen';

const earlierExtras = {
  totalPrice: 60,
  clusOut: [{ comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 }],
};

function open({ handlers = {}, allowance = 300 }: { handlers?: Handlers; allowance?: number } = {}) {
  return renderRoute(TeamDetails, {
    path: '/TeamDetails',
    at: '/TeamDetails?type=notAdd',
    session: (session) => {
      session.groupUser.set({ ...sampleGroupUser, wx_drprice: allowance });
      session.chosenItems.set(earlierExtras);
    },
    handlers: { GetItemCombList: () => ok(samplePackageItems), ...handlers },
  });
}

const next = () => userEvent.click(screen.getByRole('button', { name: '下一步' }));

describe('/TeamDetails', () => {
  it("shows the member's package with its items and their count, and no package price (the company pays it)", async () => {
    const { call } = open();
    expect(screen.getByRole('heading', { name: '华创科技2026年度员工体检套餐' })).toBeInTheDocument();
    expect(screen.getByText('深圳华创科技有限公司')).toBeInTheDocument();
    expect(await screen.findByText('共2项')).toBeInTheDocument();
    expect(screen.getByText('血常规')).toBeInTheDocument();
    // The items' own prices (25 + 85) are not what anyone pays: neither their sum nor each is shown.
    expect(screen.getByRole('button', { name: /套餐项目/ })).not.toHaveTextContent('¥');
    expect(screen.queryByText(/110\.00|85\.00/)).toBeNull();
    expect(call).toHaveBeenCalledWith('GetItemCombList', { comb_code: 'TT001' }, expect.anything());
  });

  it('offers extra items when the member has a self-pay allowance', async () => {
    const { session } = open({ allowance: 300 });
    await next();
    const dialog = await screen.findByRole('alertdialog', {
      name: '如有需求，可添加套餐外的体检项目。是否添加体检项目？',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/TeamAddClusItem');
    expect(session.chosenItems.get()).toEqual(earlierExtras);
  });

  it('goes to the calendar when the member declines extras, dropping extras chosen earlier', async () => {
    const { session } = open({ allowance: 300 });
    await next();
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '不添加' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/TeamBookSum');
    expect(session.chosenItems.get()).toBeUndefined();
  });

  it('goes straight to the calendar without an allowance (wx_drprice 0)', async () => {
    const { session } = open({ allowance: 0 });
    await next();
    expect(await screen.findByTestId('location')).toHaveTextContent('/TeamBookSum');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(session.chosenItems.get()).toBeUndefined();
  });

  it.each([
    ['the package has no items', () => ok([]), '暂无项目数据'],
    ['the server has no items', () => businessFailure('暂无项目数据'), '暂无项目数据'],
    [
      'the server refuses for another reason (its own message)',
      () => businessFailure('系统繁忙！请稍后再试'),
      '系统繁忙！请稍后再试',
    ],
    ['the items cannot be loaded', networkFailure, '系统繁忙！请稍后再试'],
  ])('alerts when %s', async (_, answer, message) => {
    open({ handlers: { GetItemCombList: answer } });
    const dialog = await screen.findByRole('alertdialog', { name: message });
    await userEvent.click(within(dialog).getByRole('button'));
  });

  it('sends a visitor who is not logged in as a group member to group login', async () => {
    renderRoute(TeamDetails, { path: '/TeamDetails' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/GroupLogin');
  });
});
