import type { Schemas } from '@checkup/sdk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute } from '../../../test/renderRoute';
import { sampleOrder } from '../../shared/testing/samples';
import { Component as QuestionOrds } from './PersonalisedOrdersScreen';

const order = (id: string, patch: Partial<Schemas['Order']>): Schemas['Order'] => ({ ...sampleOrder(), id, ...patch });

function open(handlers: Handlers) {
  return renderRoute(QuestionOrds, {
    path: '/questionords',
    handlers,
    session: (session) => session.openid.set(sampleUser.openid),
  });
}

describe('/questionords', () => {
  it('lists only the personalised orders with their state and opens one', async () => {
    const { call } = open({
      FindByOrderList: () =>
        ok([
          order('7', { type: 'question', clus_Name: '个性化体检A', state: 'F' }),
          order('8', { type: 'person', clus_Name: '普通套餐' }),
        ]),
    });
    const row = await screen.findByRole('button', { name: /个性化体检A/ });
    expect(call).toHaveBeenCalledWith('FindByOrderList', { openid: sampleUser.openid }, expect.anything());
    expect(row).toHaveTextContent('已支付');
    expect(screen.queryByText('普通套餐')).not.toBeInTheDocument();
    await userEvent.click(row);
    expect(await screen.findByTestId('location')).toHaveTextContent('/OrderDetails?id=7');
  });

  it('says when there is none and starts a new assessment', async () => {
    open({ FindByOrderList: () => ok([order('8', { type: 'person' })]) });
    expect(await screen.findByText('暂无个性化体检订单')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新评估' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionBaseInfo');
  });

  it('says 系统繁忙！请稍后再试 when the orders cannot be read', async () => {
    open({ FindByOrderList: () => networkFailure() });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('系统繁忙！请稍后再试');
  });
});
