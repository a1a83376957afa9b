import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleAddItemTree } from './testing/addItemTree';
import { sampleGroupUser } from '../../shared/testing/samples';
import { ok } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { Component as TeamAddClusItem } from './GroupExtrasScreen';

/** The group member has 300.00 of self-pay allowance. */
function open() {
  return renderRoute(TeamAddClusItem, {
    path: '/TeamAddClusItem',
    handlers: { AddClusItem: () => ok(sampleAddItemTree()) },
    session: (session) => session.groupUser.set({ ...sampleGroupUser, wx_drprice: 300 }),
  });
}

describe('/TeamAddClusItem', () => {
  it('goes to group login without a signed-in group member, loading nothing', async () => {
    const { call } = renderRoute(TeamAddClusItem, { path: '/TeamAddClusItem' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/GroupLogin');
    expect(call).not.toHaveBeenCalled();
  });

  it("loads the items for the group member's package", async () => {
    const { call } = open();
    await screen.findByRole('tab', { name: '检验项目' });
    expect(call).toHaveBeenCalledWith('AddClusItem', { clus_code: sampleGroupUser.clus_code }, expect.anything());
  });

  it('blocks with 超出自费金额 when the extras cost more than the allowance', async () => {
    const user = userEvent.setup();
    const { session } = open();
    await user.click(await screen.findByRole('tab', { name: '影像检查' }));
    await user.click(screen.getByRole('checkbox', { name: '胸部低剂量螺旋 CT' })); // 350 + 2306 30 = 380.00
    await user.click(screen.getByRole('button', { name: '立即预约' }));
    expect(screen.getByRole('status')).toHaveTextContent('超出自费金额');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.chosenItems.get()).toBeUndefined();
  });

  it('goes on within the allowance: stores the extras and opens /TeamBookSum?type=add', async () => {
    const user = userEvent.setup();
    const { session } = open();
    await user.click(await screen.findByRole('checkbox', { name: '糖化血红蛋白' })); // 60.00
    await user.click(screen.getByRole('button', { name: '立即预约' }));
    const popup = await screen.findByRole('dialog', { name: '确认添加以下项目' }, { timeout: 2000 });
    await user.click(within(popup).getByRole('button', { name: '确认' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/TeamBookSum?type=add');
    await waitFor(() =>
      expect(session.chosenItems.get()).toEqual({
        totalPrice: 60,
        clusOut: [{ comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 }],
      }),
    );
  });
});
