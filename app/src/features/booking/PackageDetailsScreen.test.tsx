import type { Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { samplePackage } from '../../../test/fixtures';
import { renderRoute } from '../../../test/renderRoute';
import type { StoredPackage } from '../../session/values';
import { Component as PersonDetails } from './PackageDetailsScreen';
import { nextAfterDetails } from './nextStep';

const items: Schemas['PackageItem'][] = [
  {
    comb_code: '0101',
    comb_name: '血常规',
    comb_Code: '0101',
    comb_Name: '血常规',
    comb_Price: 25,
    note: '检查贫血、感染等血液疾病',
  },
  {
    comb_code: '0305',
    comb_name: '肝功能八项',
    comb_Code: '0305',
    comb_Name: '肝功能八项',
    comb_Price: 85,
    note: '评估肝脏功能，需空腹',
  },
];

const earlierExtras = {
  totalPrice: 60,
  clusOut: [{ comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 }],
};

function open(pkg: StoredPackage = samplePackage, handlers: Handlers = {}, addItemsEnabled = true) {
  return renderRoute(PersonDetails, {
    path: '/PersonDetails',
    config: { addItemsEnabled },
    session: (session) => {
      session.package.set(pkg);
      session.chosenItems.set(earlierExtras);
    },
    handlers: {
      GetItemCombList: () => ok(items),
      GetNoticeInfo: () => ok({ content: '<p>体检前一天请清淡饮食。</p>' }),
      ...handlers,
    },
  });
}

async function answer(button: string) {
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('/PersonDetails', () => {
  it('shows the package with its discount, introduction and the item list with count and price', async () => {
    const { call } = open();
    const card = screen.getByRole('article', { name: '男士基础体检套餐' });
    expect(within(card).getByText('598.00', { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('deletion')).toHaveTextContent('680.00');
    expect(screen.getByText('血常规、肝功能、腹部彩超等18项')).toBeInTheDocument();
    const toggle = await screen.findByRole('button', { name: /套餐项目/ });
    // Count and the payable price (jd_price), as on /PersonOrders and /OrderDetails; not the items' 25 + 85.
    expect(toggle).toHaveTextContent(/共2项\s*¥598\.00/);
    expect(call).toHaveBeenCalledWith('GetItemCombList', { comb_code: 'TC001' }, expect.anything());
    await userEvent.click(toggle);
    expect(screen.getByText('肝功能八项')).toBeInTheDocument();
    expect(screen.getByText('评估肝脏功能，需空腹')).toBeInTheDocument();
  });

  it('shows the check-up notice in its tab', async () => {
    open();
    await userEvent.click(screen.getByRole('tab', { name: '体检须知' }));
    expect(await screen.findByText('体检前一天请清淡饮食。')).toBeInTheDocument();
  });

  it('alerts 暂无项目数据 when the package has no items', async () => {
    open(samplePackage, { GetItemCombList: () => businessFailure('暂无项目数据') });
    expect(await screen.findByRole('alertdialog', { name: '暂无项目数据' })).toBeInTheDocument();
    await answer('确定');
  });

  it('alerts 暂无项目数据 for an empty list too', async () => {
    open(samplePackage, { GetItemCombList: () => ok([]) });
    expect(await screen.findByRole('alertdialog', { name: '暂无项目数据' })).toBeInTheDocument();
    await answer('确定');
  });

  it("alerts the server's own message when it refuses for another reason (its catalogue is down)", async () => {
    open(samplePackage, { GetItemCombList: () => businessFailure('系统繁忙！请稍后再试') });
    expect(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' })).toBeInTheDocument();
    await answer('确定');
  });

  it('alerts 系统繁忙！请稍后再试 when the request fails', async () => {
    open(samplePackage, { GetItemCombList: () => networkFailure() });
    expect(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' })).toBeInTheDocument();
    await answer('确定');
  });

  it('offers the extra items: yes goes to /addClusItem', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(
      await screen.findByRole('alertdialog', { name: '如有需求，可添加套餐外的体检项目。是否添加体检项目？' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/addClusItem');
  });

  it('offers the extra items: yes keeps the extras chosen earlier for the add-item screen', async () => {
    const { session } = open();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '添加' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/addClusItem');
    expect(session.chosenItems.get()).toEqual(earlierExtras);
  });

  it('offers the extra items: no goes to /PersonBookSum and drops extras chosen earlier', async () => {
    const { session } = open();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '不添加' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonBookSum');
    expect(session.chosenItems.get()).toBeUndefined();
  });

  it('takes staff straight to /PersonBookSum, without extras', async () => {
    const { session } = open({ ...samplePackage, PersonalSpan: 'staff' });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonBookSum');
    expect(session.chosenItems.get()).toBeUndefined();
  });

  it('goes home when no package is chosen', async () => {
    renderRoute(PersonDetails, { path: '/PersonDetails' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('next step after the details', () => {
  it('asks every type but staff, while extras are enabled', () => {
    expect(nextAfterDetails('person', true)).toBe('ask');
    expect(nextAfterDetails('vehicle', true)).toBe('ask');
    expect(nextAfterDetails('question', true)).toBe('ask');
    expect(nextAfterDetails('staff', true)).toBe('calendar');
    expect(nextAfterDetails('person', false)).toBe('calendar');
  });
});
