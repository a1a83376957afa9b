/**
 * The app's routes (`createAppRoutes`) over a route table of test screens, in react-router's memory router (or its hash
 * router over the test page's address), as the page builds them: the same guard, layout, lazy screens and failures.
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createHashRouter, createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Page } from '../src/routing/page';
import { createAppRoutes } from '../src/routing/router';
import { useRouteHandle } from '../src/routing/routeHooks';
import type { FailureScreen } from '../src/routing/screenFailures';
import type { RouteEntry } from '../src/routing/table';
import { StartFailure } from '../src/routing/StartFailure';
import type { SessionStore } from '../src/session/store';
import { memorySessionStore } from './fixtures';

export interface TestRouterOptions {
  table: readonly RouteEntry[];
  /** The memory history's entries, the last one shown; absent: the hash router over `window.location`. */
  entries?: string[];
  layout?: ComponentType;
  failure?: FailureScreen;
  /** `RuntimeConfig.version`. */
  version?: string;
  /** The page address's query (outside the hash). */
  search?: string;
  session?: SessionStore;
}

export function createTestRouter({
  table,
  entries,
  layout = Outlet,
  failure = StartFailure,
  version = '',
  search = '',
  session = memorySessionStore(),
}: TestRouterOptions) {
  const reload = vi.fn<Page['reload']>();
  const reloadAfterFailedImport = vi.fn<Page['reloadAfterFailedImport']>();
  const page: Page = { pathname: '/', search, reload, reloadAfterFailedImport };
  const routes = createAppRoutes({ session, version, page, layout, failure, table });
  const router = entries
    ? createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 })
    : createHashRouter(routes);
  return { router, session, reload, reloadAfterFailedImport };
}

/** A screen that shows its name and its route's handle (access group, table index). */
export function Screen({ name }: { name: string }) {
  const handle = useRouteHandle();
  return <p>{`${name} ${handle?.access ?? ''} ${handle?.index ?? ''}`}</p>;
}

/** Built and unbuilt routes of each access group, an alias among them. */
export const sampleTable: RouteEntry[] = [
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

/** The app's routes (over `sampleTable` unless given) in a memory router at `initial`, rendered. */
export function renderTestRouter(initial: string | string[], options: Partial<TestRouterOptions> = {}) {
  const made = createTestRouter({
    table: sampleTable,
    entries: typeof initial === 'string' ? [initial] : initial,
    ...options,
  });
  const view = render(<RouterProvider router={made.router} />);
  return { ...made, view };
}
