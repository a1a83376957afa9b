import type { Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { screenBody } from '../../shared/layout';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { Component as PersonIndex } from './PersonPackageListScreen';
import { Component as StaffIndex } from './StaffPackageListScreen';
import { Component as VehicleIndex } from './VehiclePackageListScreen';

const lists: Schemas['ClusItemLists'] = {
  m: [
    {
      clus_code: 'TC001',
      clus_name: '男士基础体检套餐',
      clus_note: '血常规、肝功能等18项',
      price: 680,
      jd_price: 598,
      jd_flag: 'T',
      marr_status: '0',
    },
  ],
  w: [
    {
      clus_code: 'TC101',
      clus_name: '女士基础体检套餐（未婚）',
      clus_note: '甲状腺彩超等20项',
      price: 720,
      jd_price: 720,
      jd_flag: 'F',
      marr_status: '1',
    },
    {
      clus_code: 'TC102',
      clus_name: '女士全面体检套餐（已婚）',
      clus_note: '含妇科检查',
      price: 1280,
      jd_price: 1080,
      jd_flag: 'T',
      marr_status: '2',
    },
  ],
};

/** Answers a dialog: the UI kit's dialog queue outlives a test, so none may be left open. */
async function dismiss(dialog: HTMLElement, button: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** The personal list, with the questionnaire offer already answered unless told otherwise. */
function openPersonal(options: Partial<RenderRouteOptions> = {}) {
  return renderRoute(PersonIndex, {
    path: '/PersonIndex',
    handlers: { GetClusItemList: () => ok(lists) },
    ...options,
    session: (session) => {
      session.questionnaire.set('declined');
      options.session?.(session);
    },
  });
}

describe('package lists', () => {
  it('shows the men tab with name, note and the discount price next to the struck original', async () => {
    const { call } = openPersonal();
    const card = await screen.findByRole('article', { name: '男士基础体检套餐' });
    expect(call).toHaveBeenCalledWith('GetClusItemList', { clus_type: '3' }, expect.anything());
    expect(within(card).getByText('血常规、肝功能等18项')).toBeInTheDocument();
    expect(within(card).getByText('598.00', { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('deletion')).toHaveTextContent('680.00');
  });

  it('lists the cards inset and spaced like the other screens, not edge to edge', async () => {
    openPersonal({
      handlers: {
        GetClusItemList: () =>
          ok({ m: [...lists.m, { ...lists.m[0]!, clus_code: 'TC002', clus_name: '男士全面体检套餐' }], w: [] }),
      },
    });
    const card = await screen.findByRole('article', { name: '男士基础体检套餐' });
    const column = card.parentElement;
    expect(column).toHaveClass(...screenBody.split(' '));
    expect(column).toContainElement(screen.getByRole('article', { name: '男士全面体检套餐' }));
  });

  it('switches to the women tab and searches on the name', async () => {
    openPersonal();
    await userEvent.click(await screen.findByRole('tab', { name: '女' }));
    expect(screen.getByRole('article', { name: '女士全面体检套餐（已婚）' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), '全面');
    expect(screen.queryByRole('article', { name: '女士基础体检套餐（未婚）' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: '女士全面体检套餐（已婚）' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), '胃镜');
    expect(screen.getByText('暂无体检套餐，请联系管理员')).toBeInTheDocument();
  });

  it("opens on the tab of the signed-in user's sex", async () => {
    openPersonal({ session: (session) => session.user.set({ ...sampleUser, sex: '2' }) });
    expect(await screen.findByRole('tab', { name: '女', selected: true })).toBeInTheDocument();
  });

  it('says 暂无体检套餐，请联系管理员 when a tab is empty', async () => {
    openPersonal({ handlers: { GetClusItemList: () => ok({ m: [], w: [] }) } });
    expect(await screen.findByText('暂无体检套餐，请联系管理员')).toBeInTheDocument();
  });

  it('stores the chosen package and opens its details', async () => {
    const { session } = openPersonal();
    await userEvent.click(await screen.findByRole('button', { name: '男士基础体检套餐' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonDetails');
    expect(session.package.get()).toEqual({
      clus_Code: 'TC001',
      clus_Name: '男士基础体检套餐',
      clus_Note: '血常规、肝功能等18项',
      sex: '1',
      price: 680,
      jd_price: 598,
      jd_flag: 'T',
      marr_status: '0',
      PersonalSpan: 'person',
    });
  });

  it('forgets extras chosen for another package when a package is chosen', async () => {
    const extras = {
      totalPrice: 60,
      clusOut: [{ comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 }],
    };
    const { session } = openPersonal({
      session: (session) => {
        session.package.set({
          clus_Code: 'TC102',
          clus_Name: '男士全面体检套餐',
          clus_Note: '',
          sex: '1',
          price: 1280,
          jd_price: 1280,
          jd_flag: 'F',
          marr_status: '0',
          PersonalSpan: 'person',
        });
        session.chosenItems.set(extras);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '男士基础体检套餐' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonDetails');
    expect(session.chosenItems.get()).toBeUndefined();
  });

  it('asks an unmarried user to confirm a married package: cancel stays, continue goes on', async () => {
    const { session } = openPersonal({ session: (s) => s.user.set({ ...sampleUser, sex: '2', marr_type: '1' }) });
    await userEvent.click(await screen.findByRole('button', { name: '女士全面体检套餐（已婚）' }));
    const dialog = await screen.findByRole('alertdialog', { name: '这是已婚套餐，确认已婚可选择' });
    await userEvent.click(within(dialog).getByRole('button', { name: '重新选择' }));
    expect(session.package.get()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: '女士全面体检套餐（已婚）' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '继续' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonDetails');
    expect(session.package.get()).toMatchObject({ clus_Code: 'TC102', marriedConfirmed: true });
  });

  it('does not ask a married user', async () => {
    openPersonal({ session: (s) => s.user.set({ ...sampleUser, sex: '2', marr_type: '2' }) });
    await userEvent.click(await screen.findByRole('button', { name: '女士全面体检套餐（已婚）' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonDetails');
  });

  it('shows the server message when the list cannot be loaded', async () => {
    openPersonal({ handlers: { GetClusItemList: () => businessFailure('套餐维护中') } });
    await dismiss(await screen.findByRole('alertdialog', { name: '套餐维护中' }), '确定');
  });

  it('shows 系统繁忙！请稍后再试 on a network failure', async () => {
    openPersonal({ handlers: { GetClusItemList: () => networkFailure() } });
    await dismiss(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' }), '确定');
  });
});

describe('package lists on a broken network', () => {
  it.each([
    ['an empty server message', () => businessFailure('')],
    ['an answer without its returnData', () => ok(undefined as unknown as Schemas['ClusItemLists'])],
  ])('says 系统繁忙！请稍后再试 for %s and offers 重试', async (_, answer) => {
    const answers = [answer(), ok(lists)];
    openPersonal({ handlers: { GetClusItemList: () => answers.shift() ?? networkFailure() } });
    await dismiss(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' }), '确定');
    expect(screen.getByText('系统繁忙！请稍后再试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('男士基础体检套餐')).toBeInTheDocument();
  });
});

describe('health questionnaire offer (personal list)', () => {
  it('offers 健康问卷调查; go fills it in', async () => {
    const { session } = renderRoute(PersonIndex, {
      path: '/PersonIndex',
      handlers: { GetClusItemList: () => ok(lists) },
    });
    const dialog = await screen.findByRole('alertdialog', { name: '健康问卷调查' });
    await userEvent.click(within(dialog).getByRole('button', { name: '去填写' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionIndex');
    expect(session.questionnaire.get()).toBe('started');
  });

  it('no keeps the list and is not asked again', async () => {
    const { session } = renderRoute(PersonIndex, {
      path: '/PersonIndex',
      handlers: { GetClusItemList: () => ok(lists) },
    });
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '不用了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(session.questionnaire.get()).toBe('declined');
    expect(screen.getByRole('article', { name: '男士基础体检套餐' })).toBeInTheDocument();
  });

  it('leads to the personalised questionnaire from the personal list only', async () => {
    const { router } = openPersonal();
    await userEvent.click(await screen.findByRole('button', { name: /个性化体检/ }));
    expect(router.state.location.pathname).toBe('/Questionnaire');
  });

  it('is not offered on the staff list', async () => {
    const { call } = renderRoute(StaffIndex, { path: '/StaffIndex', handlers: { GetClusItemList: () => ok(lists) } });
    expect(await screen.findByRole('article', { name: '男士基础体检套餐' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /个性化体检/ })).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('GetClusItemList', { clus_type: '1' }, expect.anything());
  });
});

describe('vehicle list', () => {
  it('has one 驾驶证 tab and stores sex 3', async () => {
    const { call, session } = renderRoute(VehicleIndex, {
      path: '/VehicleIndexs',
      handlers: {
        GetVehicleClusItem: () =>
          ok([{ clus_Code: 'JZ001', clus_Name: '机动车驾驶人体检', clus_Note: '视力、辨色力', price: 60 }]),
      },
    });
    expect(await screen.findByRole('tab', { name: '驾驶证' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(call).toHaveBeenCalledWith('GetVehicleClusItem', { clus_type: '2' }, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: '机动车驾驶人体检' }));
    expect(session.package.get()).toMatchObject({
      clus_Code: 'JZ001',
      sex: '3',
      jd_flag: 'F',
      jd_price: 60,
      PersonalSpan: 'vehicle',
    });
  });
});
