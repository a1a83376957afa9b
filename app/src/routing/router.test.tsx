import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, useNavigate, type DataRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestRouter, type TestRouterOptions } from '../../test/appRouter';
import { sampleUser } from '../../test/fixtures';
import { ScreenFailure } from '../routes/StartFailure';
import { useBlockPop, useRouteHandle, useRouteLoading } from './routeHooks';
import { firstScreenReady } from './router';
import type { RouteEntry } from './table';

function Screen({ name }: { name: string }) {
  const handle = useRouteHandle();
  return <p>{`${name} ${handle?.access ?? ''} ${handle?.index ?? ''}`}</p>;
}

const table: RouteEntry[] = [
  { path: '/', access: 'open', load: () => Promise.resolve({ Component: () => <Screen name="home" /> }) },
  { path: '/MyOrderList', access: 'login', load: () => Promise.resolve({ Component: () => <Screen name="orders" /> }) },
  { path: '/PersonIndex', access: 'open' },
  {
    path: '/VehicleIndexs',
    alias: '/VehicleIndex',
    access: 'open',
    load: () => Promise.resolve({ Component: () => <Screen name="vehicle" /> }),
  },
  { path: '/oauth', access: 'unflagged', load: () => Promise.resolve({ Component: () => <Screen name="oauth" /> }) },
];

/** The app's routes over `table` in a memory router at `initial`, rendered. */
function setup(initial: string | string[], options: Partial<TestRouterOptions> = {}) {
  const made = createTestRouter({ table, entries: typeof initial === 'string' ? [initial] : initial, ...options });
  const view = render(<RouterProvider router={made.router} />);
  return { ...made, view };
}

/** Navigates like the app does, and waits until the router has settled. */
const go = (router: DataRouter, to: string | number, options?: { replace?: boolean }) =>
  act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));

describe('router', () => {
  it('loads a screen lazily and exposes its access group and ordering index', async () => {
    setup('/');
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
  });

  it('serves the vehicle list at /VehicleIndex as well', async () => {
    setup('/VehicleIndex');
    expect(await screen.findByText('vehicle open 3')).toBeInTheDocument();
  });

  it('sends a visitor without the user cookie from a login-required route to sign-in, remembering it', async () => {
    const { session, router } = setup(['/', '/MyOrderList']);
    expect(await screen.findByText('oauth unflagged 4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=jump');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(session.redirect.get()).toBe('/MyOrderList');
    // The refused address is not left in the history: back leaves the sign-in page.
    await go(router, -1);
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
  });

  it('guards later navigations too', async () => {
    const { router, session } = setup('/');
    await screen.findByText(/home/);
    session.user.set(sampleUser);
    await go(router, '/MyOrderList');
    expect(await screen.findByText('orders login 1')).toBeInTheDocument();
    session.user.clear();
    await go(router, '/');
    await go(router, '/MyOrderList');
    expect(await screen.findByText(/oauth/)).toBeInTheDocument();
  });

  it('does not register routes whose screen is not built; unknown routes go home', async () => {
    const { router } = setup('/PersonIndex');
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await go(router, '/nowhere');
    expect(router.state.location.pathname).toBe('/');
  });

  it('reloads the page with the configured version', async () => {
    const { reload } = setup('/MyOrderList', { version: '3', search: '?a=b' });
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/?a=b&v=3#/MyOrderList'));
  });

  it('renders nothing of the outdated version while the page reloads, and never reports a first screen', async () => {
    const { view, router, reload } = setup('/', { version: '3' });
    const ready = vi.fn();
    void firstScreenReady(router).then(ready);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(view.container).toBeEmptyDOMElement();
    expect(ready).not.toHaveBeenCalled();
  });

  it('keeps the current screen while the next one loads, showing that a screen is loading', async () => {
    let finish!: () => void;
    function Shell() {
      return (
        <>
          <p>{useRouteLoading() ? 'loading' : 'idle'}</p>
          <Outlet />
        </>
      );
    }
    const slowTable: RouteEntry[] = [
      table[0] as RouteEntry,
      {
        path: '/PersonIndex',
        access: 'open',
        load: () => new Promise((resolve) => (finish = () => resolve({ Component: () => <Screen name="list" /> }))),
      },
    ];
    const { router } = setup('/', { table: slowTable, layout: Shell });
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
    act(() => void router.navigate('/PersonIndex'));
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.getByText('home open 0')).toBeInTheDocument();
    await act(() => {
      finish();
      return Promise.resolve();
    });
    expect(await screen.findByText('list open 1')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('puts a screen in the history once when its button is tapped twice while its code loads', async () => {
    let finish!: () => void;
    function Home() {
      const navigate = useNavigate();
      return <button onClick={() => void navigate('/PersonIndex')}>next</button>;
    }
    const slowTable: RouteEntry[] = [
      { path: '/', access: 'open', load: () => Promise.resolve({ Component: Home }) },
      {
        path: '/PersonIndex',
        access: 'open',
        load: () => new Promise((resolve) => (finish = () => resolve({ Component: () => <Screen name="list" /> }))),
      },
    ];
    const { router } = setup('/', { table: slowTable });
    const next = await screen.findByRole('button', { name: 'next' });
    fireEvent.click(next);
    fireEvent.click(next);
    await act(() => {
      finish();
      return Promise.resolve();
    });
    expect(await screen.findByText('list open 1')).toBeInTheDocument();
    await go(router, -1);
    expect(await screen.findByRole('button', { name: 'next' })).toBeInTheDocument();
  });

  it('lets a screen refuse back navigation, and only while it is shown', async () => {
    function NoBack() {
      useBlockPop();
      return <p>stuck</p>;
    }
    const blockTable: RouteEntry[] = [
      table[0] as RouteEntry,
      { path: '/oauth', access: 'unflagged', load: () => Promise.resolve({ Component: NoBack }) },
    ];
    const { router } = setup('/', { table: blockTable });
    await screen.findByText(/home/);
    await go(router, '/oauth');
    expect(await screen.findByText('stuck')).toBeInTheDocument();
    await go(router, -1);
    expect(router.state.location.pathname).toBe('/oauth');
    expect(screen.getByText('stuck')).toBeInTheDocument();
    await go(router, '/', { replace: true });
    expect(await screen.findByText(/home/)).toBeInTheDocument();
  });

  it("says 系统繁忙！请稍后再试 when a screen's code cannot be loaded, and loads it again on 重试", async () => {
    let downloads = 0;
    const offlineTable: RouteEntry[] = [
      ...table,
      {
        path: '/ReportMian',
        access: 'open',
        load: () =>
          ++downloads === 1
            ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
            : Promise.resolve({ Component: () => <Screen name="report" /> }),
      },
    ];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup('/ReportMian', { table: offlineTable });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    expect(error).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('report open 5')).toBeInTheDocument();
  });

  it('asks the page to reload when 重试 fails too (a browser may keep the failed fetch), not after the first failure', async () => {
    let downloads = 0;
    const offlineTable: RouteEntry[] = [
      ...table,
      {
        path: '/ReportMian',
        access: 'open',
        load: () =>
          ++downloads <= 2
            ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
            : Promise.resolve({ Component: () => <Screen name="report" /> }),
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reload, reloadAfterFailedImport } = setup('/ReportMian', { table: offlineTable });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    expect(reloadAfterFailedImport).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(reloadAfterFailedImport).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('report open 5')).toBeInTheDocument();
    expect(reloadAfterFailedImport).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('replaces a screen that throws while rendering with 系统繁忙！请稍后再试, and shows it anew on 重试', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return <Screen name="fragile" />;
    }
    const fragileTable: RouteEntry[] = [
      ...table,
      { path: '/ReportMian', access: 'open', load: () => Promise.resolve({ Component: Fragile }) },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup('/ReportMian', { table: fragileTable });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('fragile open 5')).toBeInTheDocument();
  });
});

describe('firstScreenReady (the entry renders only then, so the static first-paint frame stays until then)', () => {
  it('waits for the first screen’s code, through a sign-in redirect', async () => {
    let finish!: (module: { Component: () => null }) => void;
    const slowTable: RouteEntry[] = [
      { path: '/MyOrderList', access: 'login', load: () => Promise.resolve({ Component: () => null }) },
      { path: '/oauth', access: 'unflagged', load: () => new Promise((resolve) => (finish = resolve)) },
    ];
    const { router } = createTestRouter({ table: slowTable, entries: ['/MyOrderList'] });
    const ready = vi.fn();
    void firstScreenReady(router).then(ready);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).not.toHaveBeenCalled();
    finish({ Component: () => null });
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/oauth');
    await firstScreenReady(router);
  });

  it('keeps the nav bar and its back arrow on a screen that could not be loaded (ScreenFailure)', async () => {
    const offlineTable: RouteEntry[] = [
      ...table,
      {
        path: '/ReportMian',
        access: 'open',
        load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(['/', '/ReportMian'], { table: offlineTable, failure: ScreenFailure });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    expect(screen.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
  });
});
