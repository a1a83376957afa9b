/**
 * The app's routes (`createAppRoutes`) over a route table of test screens, in react-router's memory router (or its hash
 * router over the test page's address), as the page builds them: the same guard, layout, lazy screens and failures.
 */
import type { ComponentType } from 'react';
import { createHashRouter, createMemoryRouter, Outlet } from 'react-router';
import { vi } from 'vitest';
import type { Page } from '../src/routing/page';
import { createAppRoutes } from '../src/routing/router';
import type { FailureScreen } from '../src/routing/screenFailures';
import type { RouteEntry } from '../src/routing/table';
import { StartFailure } from '../src/routes/StartFailure';
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
