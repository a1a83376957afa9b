import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, useNavigate, type DataRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestRouter, renderTestRouter, sampleTable, Screen } from '../../test/appRouter';
import { sampleUser } from '../../test/fixtures';
import { useBlockPop, useRouteLoading } from './routeHooks';
import { firstScreenReady } from './router';
import type { RouteEntry } from './table';

/** Navigates like the app does, and waits until the router has settled. */
const go = (router: DataRouter, to: string | number, options?: { replace?: boolean }) =>
  act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));

describe('router', () => {
  it('loads a screen lazily and exposes its access group and ordering index', async () => {
    renderTestRouter('/');
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
  });

  it('serves the vehicle list at /VehicleIndex as well', async () => {
    renderTestRouter('/VehicleIndex');
    expect(await screen.findByText('vehicle open 3')).toBeInTheDocument();
  });

  it('sends a visitor without the user cookie from a login-required route to sign-in, remembering it', async () => {
    const { session, router } = renderTestRouter(['/', '/MyOrderList']);
    expect(await screen.findByText('oauth unflagged 4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=jump');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(session.redirect.get()).toBe('/MyOrderList');
    // The refused address is not left in the history: back leaves the sign-in page.
    await go(router, -1);
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
  });

  it('guards later navigations too', async () => {
    const { router, session } = renderTestRouter('/');
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
    const { router } = renderTestRouter('/PersonIndex');
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await go(router, '/nowhere');
    expect(router.state.location.pathname).toBe('/');
  });

  it('reloads the page with the configured version', async () => {
    const { reload } = renderTestRouter('/MyOrderList', { version: '3', search: '?a=b' });
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/?a=b&v=3#/MyOrderList'));
  });

  it('renders nothing of the outdated version while the page reloads, and never reports a first screen', async () => {
    const { view, router, reload } = renderTestRouter('/', { version: '3' });
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
      sampleTable[0] as RouteEntry,
      {
        path: '/PersonIndex',
        access: 'open',
        load: () => new Promise((resolve) => (finish = () => resolve({ Component: () => <Screen name="list" /> }))),
      },
    ];
    const { router } = renderTestRouter('/', { table: slowTable, layout: Shell });
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
    const { router } = renderTestRouter('/', { table: slowTable });
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
      sampleTable[0] as RouteEntry,
      { path: '/oauth', access: 'unflagged', load: () => Promise.resolve({ Component: NoBack }) },
    ];
    const { router } = renderTestRouter('/', { table: blockTable });
    await screen.findByText(/home/);
    await go(router, '/oauth');
    expect(await screen.findByText('stuck')).toBeInTheDocument();
    await go(router, -1);
    expect(router.state.location.pathname).toBe('/oauth');
    expect(screen.getByText('stuck')).toBeInTheDocument();
    await go(router, '/', { replace: true });
    expect(await screen.findByText(/home/)).toBeInTheDocument();
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
});
