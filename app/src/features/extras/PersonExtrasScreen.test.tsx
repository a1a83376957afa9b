import type { Result, Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleAddItemTree } from './testing/addItemTree';
import { businessFailure, networkFailure, ok } from '../../../test/fakeApi';
import { samplePackage } from '../../../test/fixtures';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { Component as AddClusItem } from './PersonExtrasScreen';

function open(options: Partial<RenderRouteOptions> = {}) {
  return renderRoute(AddClusItem, {
    path: '/addClusItem',
    config: { onSiteOnlyCodes: ['2308'] },
    ...options,
    handlers: { AddClusItem: () => ok(sampleAddItemTree()), ...options.handlers },
    session: (session) => {
      session.package.set(samplePackage);
      options.session?.(session);
    },
  });
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const tab = (name: RegExp | string) => screen.getByRole('tab', { name });
const bookNow = () => screen.getByRole('button', { name: '立即预约' });
const footerTotal = () => screen.getByRole('region', { name: '合计' });

/** Taps 立即预约 and waits out the 1 s spinner. */
async function book(user: ReturnType<typeof userEvent.setup>) {
  await user.click(bookNow());
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '加载中' })).toBeNull(), { timeout: 2000 });
}

describe('/addClusItem', () => {
  it('goes home without a package, loading nothing', async () => {
    const { call } = renderRoute(AddClusItem, { path: '/addClusItem' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(call).not.toHaveBeenCalled();
  });

  it('loads the categories for the stored package and shows them with their items', async () => {
    const { call } = open();
    expect(await screen.findByRole('tab', { name: '检验项目' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('AddClusItem', { clus_code: 'TC001' }, expect.anything());
    expect(tab('影像检查')).toBeInTheDocument();
    expect(box('糖化血红蛋白')).toBeInTheDocument();
  });

  it('shows a male package no item for women, nor a category left empty (docs/adr/0044)', async () => {
    open();
    expect(await screen.findByRole('tab', { name: '检验项目' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '妇科检查' })).toBeNull();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: '搜索体检项目' }), '宫颈');
    expect(screen.queryByRole('checkbox', { name: /宫颈/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '乳腺钼靶摄影（双侧）' })).toBeNull();
  });

  it('shows a female package the items for women', async () => {
    open({ session: (store) => store.package.set({ ...samplePackage, clus_Name: '女士基础体检套餐', sex: '2' }) });
    expect(await screen.findByRole('tab', { name: '妇科检查' })).toBeInTheDocument();
  });

  it('disables the items already in the package', async () => {
    open();
    expect(await screen.findByRole('checkbox', { name: '血常规（五分类）' })).toBeDisabled();
    expect(screen.getByText('套餐已含')).toBeInTheDocument();
  });

  it('searches across the categories', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('searchbox', { name: '搜索体检项目' }), '胃镜');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(2);
    expect(box('无痛胃镜')).toBeInTheDocument();
    expect(box('静脉麻醉（胃镜）')).toBeInTheDocument();
  });

  it('opens and closes the note of an item', async () => {
    const user = userEvent.setup();
    open();
    const toggle = await screen.findByRole('button', { name: '糖化血红蛋白说明' });
    await user.click(toggle);
    expect(screen.getByText('反映近 2-3 个月平均血糖水平。')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText('反映近 2-3 个月平均血糖水平。')).toBeNull();
  });

  it('refuses an on-site-only item with its name and 该项目需要到现场增加, and leaves it unticked', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: '影像检查' }));
    await user.click(box('头颅磁共振平扫（MRI）'));
    expect(screen.getByRole('status')).toHaveTextContent('头颅磁共振平扫（MRI）：该项目需要到现场增加');
    expect(box('头颅磁共振平扫（MRI）')).not.toBeChecked();
  });

  it('ticks and unticks the companions of a linked item, with the footer total and count', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: '功能与内镜检查' }));
    await user.click(box('无痛胃镜'));
    expect(box('静脉麻醉（胃镜）')).toBeChecked();
    expect(footerTotal()).toHaveTextContent('¥1190.00');
    expect(footerTotal()).toHaveTextContent('已选4项');
    expect(tab(/^检验项目\s*已选2项$/)).toBeInTheDocument();

    await user.click(box('静脉麻醉（胃镜）'));
    expect(screen.getByRole('status')).toHaveTextContent('该项目为“无痛胃镜”的配套项目，不能单独取消');
    expect(box('静脉麻醉（胃镜）')).toBeChecked();

    await user.click(box('无痛胃镜'));
    expect(box('静脉麻醉（胃镜）')).not.toBeChecked();
    expect(footerTotal()).toHaveTextContent('¥0.00');
    expect(footerTotal()).toHaveTextContent('已选0项');
  });

  it('keeps 立即预约 disabled until an item is chosen', async () => {
    open();
    await screen.findByRole('tab', { name: '检验项目' });
    expect(bookNow()).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a 1 s spinner, then the confirm popup; 修改 closes it and keeps the choice', async () => {
    const user = userEvent.setup();
    const { session } = open();
    await user.click(await screen.findByRole('checkbox', { name: '糖化血红蛋白' }));
    const tapped = performance.now();
    await user.click(bookNow());
    expect(screen.getByRole('dialog', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '确认添加以下项目' })).toBeNull();
    const popup = await screen.findByRole('dialog', { name: '确认添加以下项目' }, { timeout: 5000 });
    expect(performance.now() - tapped).toBeGreaterThanOrEqual(990);
    expect(screen.queryByRole('dialog', { name: '加载中' })).toBeNull();
    expect(within(popup).getByText('糖化血红蛋白')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: '修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认添加以下项目' })).toBeNull());
    expect(box('糖化血红蛋白')).toBeChecked();
    expect(session.chosenItems.get()).toBeUndefined();
  });

  it('确认 stores the extras and goes to /PersonBookSum', async () => {
    const user = userEvent.setup();
    const { session } = open({
      session: (store) => store.package.set({ ...samplePackage, clus_Name: '女士基础体检套餐', sex: '2' }),
    });
    await user.click(await screen.findByRole('tab', { name: '影像检查' }));
    await user.click(box('乳腺钼靶摄影（双侧）'));
    await book(user);
    await user.click(
      within(screen.getByRole('dialog', { name: '确认添加以下项目' })).getByRole('button', { name: '确认' }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/PersonBookSum$/);
    expect(session.chosenItems.get()).toEqual({
      totalPrice: 300,
      clusOut: [
        { comb_code: '0130', comb_name: '乳腺钼靶摄影（双侧）', price: 260, act_price: 230 },
        { comb_code: '2306', comb_name: '影像胶片及数字存档', price: 30, act_price: 30 },
        { comb_code: '2307', comb_name: '乳腺钼靶双人阅片', price: 40, act_price: 40 },
      ],
    });
  });

  it('keeps types=question through to /PersonBookSum', async () => {
    const user = userEvent.setup();
    open({ at: '/addClusItem?types=question' });
    await user.click(await screen.findByRole('checkbox', { name: '糖化血红蛋白' }));
    await book(user);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonBookSum?types=question');
  });

  it('stops with 金额异常 when the computed total differs from the displayed one', async () => {
    const user = userEvent.setup();
    const odd: Schemas['AddItemCategory'][] = [
      {
        cls_code: '05',
        text: '检验项目',
        children: sampleAddItemTree()[0]!.children.map((item) => ({ ...item, act_price: 0.005 })),
      },
    ];
    open({ handlers: { AddClusItem: () => ok(odd) } });
    await user.click(await screen.findByRole('checkbox', { name: '糖化血红蛋白' }));
    await user.click(box('凝血功能（四项）'));
    await book(user);
    expect(screen.getByRole('status')).toHaveTextContent('金额异常');
    expect(screen.queryByRole('dialog', { name: '确认添加以下项目' })).toBeNull();
  });

  it('starts from the extras chosen before', async () => {
    open({
      session: (session) =>
        session.chosenItems.set({
          totalPrice: 60,
          clusOut: [{ comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 }],
        }),
    });
    expect(await screen.findByRole('checkbox', { name: '糖化血红蛋白' })).toBeChecked();
    expect(footerTotal()).toHaveTextContent('已选1项');
  });

  it('takes extras chosen elsewhere through the rules of a tap: a linked item brings its companion, an on-site-only one stays unticked', async () => {
    const chosen = [
      { comb_code: '9263', comb_name: '胸部低剂量螺旋 CT', price: 380, act_price: 350 },
      { comb_code: '2308', comb_name: '头颅磁共振平扫（MRI）', price: 680, act_price: 680 },
    ];
    open({ session: (session) => session.chosenItems.set({ totalPrice: 1030, clusOut: chosen }) });
    await userEvent.click(await screen.findByRole('tab', { name: /^影像检查/ }));
    expect(box('胸部低剂量螺旋 CT')).toBeChecked();
    expect(box('影像胶片及数字存档')).toBeChecked();
    expect(box('头颅磁共振平扫（MRI）')).not.toBeChecked();
    // 350 + 30: what the server charges for 9263 with its companion 2306.
    expect(footerTotal()).toHaveTextContent('¥380.00');
    expect(footerTotal()).toHaveTextContent('已选2项');
  });

  // The server's two outage answers (server/src/http/messages.ts addItems) are shown as it gives them.
  it.each([
    ['its catalogue fails', '加载数据失败！'],
    ['its catalogue does not answer in time', '系统异常！'],
  ])("toasts the server's message when %s (%s), in the page too", async (_, returnMsg) => {
    open({ handlers: { AddClusItem: () => businessFailure(returnMsg) } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${returnMsg}$`)));
    expect(within(screen.getByRole('main')).getByText(returnMsg)).toBeInTheDocument();
  });

  it('toasts 加载数据失败！ when the server refuses the list without a message', async () => {
    open({ handlers: { AddClusItem: () => businessFailure('') } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^加载数据失败！$/));
  });

  it('toasts 系统异常！ when the list cannot be loaded, and loads again on retry', async () => {
    const user = userEvent.setup();
    let answer: Result<Schemas['AddItemCategory'][]> = networkFailure();
    const { call } = open({ handlers: { AddClusItem: () => answer } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('系统异常！'));
    answer = ok(sampleAddItemTree());
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('tab', { name: '检验项目' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
