/**
 * The app-wide dialogs (the sandbox pay sheet, `confirm()`/`alert()`) live in the layout, so they stay open when the
 * screen changes under them; when they close, the control that opened them is gone and focus goes to the new screen's
 * heading instead of `<body>`.
 */
import { RUNTIME_CONFIG_DEFAULTS } from '@checkup/sdk';
import { confirm, NavBar } from '@checkup/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fakeApi';
import { memorySessionStore } from '../../test/fixtures';
import { createPaySheetController } from '../platform/sandboxPayment';
import { AppRouterProvider, createAppRouter } from '../router';
import { AppServicesProvider, useServices, type AppServices } from '../services/AppServices';
import { createLoadingSignal } from '../services/loadingSignal';
import { AppLayout } from './AppLayout';
import { StartFailure } from './StartFailure';
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

const module = (Component: () => React.ReactNode) => () => Promise.resolve({ Component });
const table: RouteEntry[] = [
  { path: '/MyOrderList', access: 'open', load: module(OrderList) },
  { path: '/OrderDetails', access: 'open', load: module(PayingScreen) },
];

function setup() {
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
  const history = UNSAFE_createMemoryHistory({ initialEntries: ['/MyOrderList', '/OrderDetails'], initialIndex: 1, v5Compat: true });
  const page = { pathname: '/', search: '', reload: vi.fn(), reloadAfterFailedImport: vi.fn() };
  const router = createAppRouter({ session: services.session, version: '', page, table, layout: AppLayout, failure: StartFailure, history });
  render(
    <AppServicesProvider services={services}>
      <AppRouterProvider router={router} />
    </AppServicesProvider>,
  );
  return { history };
}

describe('focus after an app-wide dialog that stayed open across a screen change', () => {
  it.each([
    ['the pay sheet', '去支付', 'dialog'],
    ['a question', '取消订单', 'alertdialog'],
  ] as const)("goes to the new screen's heading when %s closes (its %s is gone)", async (_, opener, role) => {
    const { history } = setup();
    const button = await screen.findByRole('button', { name: opener });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole(role);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Back (the phone's back gesture) while the dialog stays open over the screen.
    await act(() => {
      history.go(-1);
      return Promise.resolve();
    });
    await screen.findByRole('heading', { name: '我的订单', hidden: true });
    expect(screen.queryByRole('button', { name: opener, hidden: true })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '我的订单' })));
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
