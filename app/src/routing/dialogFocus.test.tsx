/**
 * The app-wide dialogs live in the layout. `confirm()`/`alert()` close, unanswered, when the screen changes under them
 * (a question asked on one screen is never answered on another); the sandbox pay sheet stays until answered. Either
 * way the control that opened them is gone and focus goes to the new screen's heading instead of `<body>`.
 */
import { RUNTIME_CONFIG_DEFAULTS } from '@checkup/sdk';
import { confirm, dismissDialogs, NavBar } from '@checkup/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { RouterProvider, useNavigate, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fakeApi';
import { createTestRouter } from '../../test/appRouter';
import { memorySessionStore } from '../../test/fixtures';
import { createPaySheetController } from '../platform/sandboxPayment';
import { AppServicesProvider, useServices, type AppServices } from '../services/AppServices';
import { createLoadingSignal } from '../services/loadingSignal';
import { AppLayout } from './AppLayout';
import type { RouteEntry } from './table';

const params = { appid: 'wx1', timeStamp: '1795309860', nonceStr: 'n', package: 'prepay_id=wx1', paySign: 's' };

/** /OrderDetails as far as paying goes: 去支付 opens the pay sheet (the sandbox's), and 提交 asks a question. */
function PayingScreen() {
  const { paySheet } = useServices();
  return (
    <main>
      <NavBar title="订单详情" />
      <button onClick={() => void paySheet.request(params)}>去支付</button>
      <button onClick={() => void confirm({ content: '确定取消订单吗？' })}>取消订单</button>
    </main>
  );
}

function OrderList() {
  return (
    <main>
      <NavBar title="我的订单" />
    </main>
  );
}

/** What the visitor's answer to /PersonIndex's question did (nothing when it was never answered). */
const answered = vi.fn<(go: boolean) => void>();

/** /PersonIndex as far as its question goes: asked on arrival (first layout effect); 去填写 leads to /questionIndex. */
function OfferingScreen() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    void confirm({
      title: '健康问卷调查',
      content: '是否通过问卷生成专属套餐？',
      confirmText: '去填写',
      cancelText: '不了',
    }).then((go) => {
      answered(go);
      if (go) void navigate('/questionIndex');
    });
  }, [navigate]);
  return (
    <main>
      <NavBar title="个人体检套餐" />
    </main>
  );
}

function QuestionIndex() {
  return (
    <main>
      <NavBar title="健康问卷" />
    </main>
  );
}

const module = (Component: () => React.ReactNode) => () => Promise.resolve({ Component });
const table: RouteEntry[] = [
  { path: '/MyOrderList', access: 'open', load: module(OrderList) },
  { path: '/OrderDetails', access: 'open', load: module(PayingScreen) },
  { path: '/PersonIndex', access: 'open', load: module(OfferingScreen) },
  { path: '/questionIndex', access: 'open', load: module(QuestionIndex) },
];

/** The app's routes with the app's layout in a memory router over `entries` (or the hash router over the page's address). */
function setup(entries: string[] | 'hash' = ['/MyOrderList', '/OrderDetails']) {
  const { api } = fakeApi({ GetTimeStamp: () => ok(Date.now()) });
  const services: AppServices = {
    config: { ...RUNTIME_CONFIG_DEFAULTS, sandbox: true },
    api,
    session: memorySessionStore(),
    payment: { pay: vi.fn() },
    jsSdk: { configure: () => Promise.resolve('unavailable' as const) },
    loading: createLoadingSignal(),
    paySheet: createPaySheetController(),
  };
  const { router } = createTestRouter({
    table,
    layout: AppLayout,
    session: services.session,
    ...(entries === 'hash' ? {} : { entries }),
  });
  render(
    <AppServicesProvider services={services}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );
  return { router };
}

// A dialog a failed test left open would stand in the next test's way.
afterEach(() => dismissDialogs());

/** Back (the phone's back gesture) while a dialog is open over the screen. */
const back = (router: DataRouter) => act(() => router.navigate(-1));

describe('a question asked on a screen the visitor leaves', () => {
  it('closes unanswered on back: the caller neither gets an answer nor navigates, and the new screen has focus', async () => {
    answered.mockClear();
    const { router } = setup(['/MyOrderList', '/PersonIndex']);
    const dialog = await screen.findByRole('alertdialog', { name: '健康问卷调查' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await back(router);
    await screen.findByRole('heading', { name: '我的订单' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '去填写' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '我的订单' })),
    );
    // Its answer would have been acted on by now (a resolved promise's callbacks run within a few microtasks).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(answered).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/MyOrderList');
  });

  it('closes when the browser changes the address itself (a hash typed or linked: its entries all have the key `default`)', async () => {
    answered.mockClear();
    window.history.replaceState(null, '', '#/PersonIndex');
    setup('hash');
    await screen.findByRole('alertdialog', { name: '健康问卷调查' });
    await act(() => {
      // What a fragment navigation does (happy-dom does not): a new entry without state, then popstate.
      window.history.pushState(null, '', '#/MyOrderList');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      return new Promise((resolve) => setTimeout(resolve, 20));
    });
    await screen.findByRole('heading', { name: '我的订单', hidden: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answered).not.toHaveBeenCalled();
  });

  it("keeps the question of the screen arrived at, asked in that screen's first layout effect", async () => {
    answered.mockClear();
    const { router } = setup(['/OrderDetails']);
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    await screen.findByRole('alertdialog', { name: '确定取消订单吗？' });
    await act(() => router.navigate('/PersonIndex'));
    await screen.findByRole('heading', { name: '个人体检套餐', hidden: true });
    expect(screen.queryByRole('alertdialog', { name: '确定取消订单吗？' })).toBeNull();
    const offer = screen.getByRole('alertdialog', { name: '健康问卷调查' });
    fireEvent.click(within(offer).getByRole('button', { name: '去填写' }));
    await screen.findByRole('heading', { name: '健康问卷' });
    expect(answered).toHaveBeenCalledExactlyOnceWith(true);
  });
});

describe('focus after the pay sheet, which stays open across a screen change', () => {
  it("goes to the new screen's heading when the sheet closes (its 去支付 is gone)", async () => {
    const { router } = setup();
    const button = await screen.findByRole('button', { name: '去支付' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await back(router);
    await screen.findByRole('heading', { name: '我的订单', hidden: true });
    expect(screen.queryByRole('button', { name: '去支付', hidden: true })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '我的订单' })),
    );
  });

  it('returns to 去支付 when the pay sheet closes on the same screen', async () => {
    setup();
    const pay = await screen.findByRole('button', { name: '去支付' });
    pay.focus();
    fireEvent.click(pay);
    const sheet = await screen.findByRole('dialog', { name: '模拟支付' });
    fireEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(pay));
  });
});
