import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Outlet, UNSAFE_createMemoryHistory, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  AppRouterProvider,
  createAppRouter,
  firstScreenReady,
  hashRoutePath,
  predictFirstRoute,
  useBlockPop,
  useRouteHandle,
  useRouteLoading,
  type Page,
} from './router';
import { decideAccess, SIGN_IN_PATH } from './routes/guard';
import type { RouteEntry } from './routes/table';
import { ScreenFailure, StartFailure } from './routes/StartFailure';
import { memorySessionStore, sampleUser } from '../test/fixtures';

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

function setup(initial: string, { version = '', search = '' } = {}) {
  const session = memorySessionStore();
  const reload = vi.fn<Page['reload']>();
  const page: Page = { pathname: '/', search, reload, reloadAfterFailedImport: vi.fn() };
  const history = UNSAFE_createMemoryHistory({ initialEntries: [initial], v5Compat: true });
  const router = createAppRouter({
    session,
    version,
    page,
    table,
    layout: () => <Outlet />,
    failure: StartFailure,
    history,
  });
  const view = render(<AppRouterProvider router={router} />);
  return { session, reload, router, view };
}

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
    const { session, router } = setup('/MyOrderList');
    expect(await screen.findByText('oauth unflagged 4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=jump');
    expect(session.redirect.get()).toBe('/MyOrderList');
  });

  it('guards later navigations too', async () => {
    const { router, session } = setup('/');
    await screen.findByText(/home/);
    session.user.set(sampleUser);
    await router.navigate('/MyOrderList');
    expect(await screen.findByText('orders login 1')).toBeInTheDocument();
    session.user.clear();
    await router.navigate('/');
    await router.navigate('/MyOrderList');
    expect(await screen.findByText(/oauth/)).toBeInTheDocument();
  });

  it('does not register routes whose screen is not built; unknown routes go home', async () => {
    const { router } = setup('/PersonIndex');
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('reloads the page with the configured version', () => {
    const { reload } = setup('/MyOrderList', { version: '3', search: '?a=b' });
    expect(reload).toHaveBeenCalledWith('/?a=b&v=3#/MyOrderList');
  });

  it('renders nothing of the outdated version while the page reloads', async () => {
    const { view } = setup('/', { version: '3' });
    await act(() => Promise.resolve());
    expect(view.container).toBeEmptyDOMElement();
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
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    const router = createAppRouter({
      session: memorySessionStore(),
      version: '',
      page: { pathname: '/', search: '', reload: vi.fn(), reloadAfterFailedImport: vi.fn() },
      table: slowTable,
      layout: Shell,
      failure: StartFailure,
      history,
    });
    render(<AppRouterProvider router={router} />);
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
    act(() => history.push('/PersonIndex'));
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
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    const router = createAppRouter({
      session: memorySessionStore(),
      version: '',
      page: { pathname: '/', search: '', reload: vi.fn(), reloadAfterFailedImport: vi.fn() },
      table: slowTable,
      layout: () => <Outlet />,
      failure: StartFailure,
      history,
    });
    render(<AppRouterProvider router={router} />);
    const next = await screen.findByRole('button', { name: 'next' });
    fireEvent.click(next);
    fireEvent.click(next);
    await act(() => {
      finish();
      return Promise.resolve();
    });
    expect(await screen.findByText('list open 1')).toBeInTheDocument();
    expect(history.index).toBe(1);
    await act(() => router.navigate(-1));
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
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    const router = createAppRouter({
      session: memorySessionStore(),
      version: '',
      page: { pathname: '/', search: '', reload: vi.fn(), reloadAfterFailedImport: vi.fn() },
      table: blockTable,
      layout: () => <Outlet />,
      failure: StartFailure,
      history,
    });
    render(<AppRouterProvider router={router} />);
    await screen.findByText(/home/);
    await act(() => router.navigate('/oauth'));
    expect(await screen.findByText('stuck')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/oauth');
    expect(screen.getByText('stuck')).toBeInTheDocument();
    await act(() => router.navigate('/', { replace: true }));
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
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/ReportMian'], v5Compat: true });
    const router = createAppRouter({
      session: memorySessionStore(),
      version: '',
      page: { pathname: '/', search: '', reload: vi.fn(), reloadAfterFailedImport: vi.fn() },
      table: offlineTable,
      layout: () => <Outlet />,
      failure: StartFailure,
      history,
    });
    render(<AppRouterProvider router={router} />);
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
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/ReportMian'], v5Compat: true });
    const reload = vi.fn<Page['reload']>();
    const reloadAfterFailedImport = vi.fn<Page['reloadAfterFailedImport']>();
    const page: Page = { pathname: '/', search: '', reload, reloadAfterFailedImport };
    const router = createAppRouter({
      session: memorySessionStore(),
      version: '',
      page,
      table: offlineTable,
      layout: () => <Outlet />,
      failure: StartFailure,
      history,
    });
    render(<AppRouterProvider router={router} />);
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
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/ReportMian'], v5Compat: true });
    const router = createAppRouter({
      session: memorySessionStore(),
      version: '',
      page: { pathname: '/', search: '', reload: vi.fn(), reloadAfterFailedImport: vi.fn() },
      table: fragileTable,
      layout: () => <Outlet />,
      failure: StartFailure,
      history,
    });
    render(<AppRouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('fragile open 5')).toBeInTheDocument();
  });
});

describe('first route prediction (its code loads with the runtime configuration)', () => {
  it('reads the route path from the hash', () => {
    expect(hashRoutePath('')).toBe('/');
    expect(hashRoutePath('#/')).toBe('/');
    expect(hashRoutePath('#/PersonIndex?type=1')).toBe('/PersonIndex');
    expect(hashRoutePath('#top')).toBe('/');
  });

  it('predicts open and unflagged routes, aliases included, and unbuilt or unknown routes as nothing', () => {
    const session = memorySessionStore();
    expect(predictFirstRoute('', session, table)?.entry.path).toBe('/');
    expect(predictFirstRoute('#/VehicleIndex', session, table)?.entry.path).toBe('/VehicleIndexs');
    expect(predictFirstRoute('#/oauth?type=jump', session, table)?.entry.path).toBe('/oauth');
    expect(predictFirstRoute('#/PersonIndex', session, table)).toBeUndefined();
    expect(predictFirstRoute('#/nowhere', session, table)).toBeUndefined();
  });

  it('predicts a login-required route for a signed-in visitor, else the sign-in page, and never touches the session', () => {
    const session = memorySessionStore();
    expect(predictFirstRoute('#/MyOrderList', session, table)?.entry.path).toBe('/oauth');
    expect(session.redirect.get()).toBeUndefined();
    session.user.set(sampleUser);
    expect(predictFirstRoute('#/MyOrderList', session, table)?.entry.path).toBe('/MyOrderList');
  });

  it("predicts the first screen's query, and the path the guard remembers for after sign-in", () => {
    const session = memorySessionStore();
    const signIn = predictFirstRoute('#/MyOrderList?tab=2', session, table);
    expect([signIn?.query.toString(), signIn?.remembered]).toEqual(['type=jump', '/MyOrderList?tab=2']);
    // The guard, given the same hash route, remembers the same path.
    expect(
      decideAccess('/MyOrderList?tab=2', { session, version: '', page: { pathname: '/', search: '' }, table }),
    ).toEqual({ action: 'redirect', to: SIGN_IN_PATH });
    expect(session.redirect.get()).toBe(signIn?.remembered);
    const landing = predictFirstRoute('#/oauth?type=login&repage=%2FPersonBookSum', session, table);
    expect([landing?.query.get('repage'), landing?.remembered]).toEqual(['/PersonBookSum', '/MyOrderList?tab=2']);
  });
});

describe('firstScreenReady (the entry renders only then, so the static first-paint frame stays until then)', () => {
  it('waits for the first screen’s code, through a sign-in redirect', async () => {
    let finish!: (module: { Component: () => null }) => void;
    const slowTable: RouteEntry[] = [
      { path: '/MyOrderList', access: 'login', load: () => Promise.resolve({ Component: () => null }) },
      { path: '/oauth', access: 'unflagged', load: () => new Promise((resolve) => (finish = resolve)) },
    ];
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/MyOrderList'], v5Compat: true });
    const page: Page = { pathname: '/', search: '', reload: vi.fn(), reloadAfterFailedImport: vi.fn() };
    const router = createAppRouter({
      session: memorySessionStore(),
      version: '',
      page,
      table: slowTable,
      layout: () => <Outlet />,
      failure: StartFailure,
      history,
    });
    const ready = vi.fn();
    void firstScreenReady(router).then(ready);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).not.toHaveBeenCalled();
    finish({ Component: () => null });
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/oauth');
    await firstScreenReady(router);
  });

  it('settles at once for a page that reloads for the configured version', async () => {
    const { router } = setup('/', { version: '2' });
    await firstScreenReady(router);
    expect(router.state.reloading).toBe(true);
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
    const history = UNSAFE_createMemoryHistory({
      initialEntries: ['/', '/ReportMian'],
      initialIndex: 1,
      v5Compat: true,
    });
    const page: Page = { pathname: '/', search: '', reload: vi.fn(), reloadAfterFailedImport: vi.fn() };
    const router = createAppRouter({
      session: memorySessionStore(),
      version: '',
      page,
      table: offlineTable,
      layout: () => <Outlet />,
      failure: ScreenFailure,
      history,
    });
    render(<AppRouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    expect(screen.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
  });
});
