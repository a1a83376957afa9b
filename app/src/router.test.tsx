import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useMatches } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes, hashRoutePath, predictFirstRoute, type Page } from './router';
import type { RouteEntry, RouteHandle } from './routes/table';
import { memorySessionStore, sampleUser } from '../test/fixtures';

function Screen({ name }: { name: string }) {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
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
  const page: Page = { pathname: '/', search, reload };
  const routes = buildRoutes({ session, version, page, table, layout: () => <Outlet /> });
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { session, reload, router };
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
    expect(predictFirstRoute('', session, table)?.path).toBe('/');
    expect(predictFirstRoute('#/VehicleIndex', session, table)?.path).toBe('/VehicleIndexs');
    expect(predictFirstRoute('#/oauth?type=jump', session, table)?.path).toBe('/oauth');
    expect(predictFirstRoute('#/PersonIndex', session, table)).toBeUndefined();
    expect(predictFirstRoute('#/nowhere', session, table)).toBeUndefined();
  });

  it('predicts a login-required route only for a signed-in visitor, and never touches the session', () => {
    const session = memorySessionStore();
    expect(predictFirstRoute('#/MyOrderList', session, table)).toBeUndefined();
    expect(session.redirect.get()).toBeUndefined();
    session.user.set(sampleUser);
    expect(predictFirstRoute('#/MyOrderList', session, table)?.path).toBe('/MyOrderList');
  });
});

