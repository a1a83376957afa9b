/**
 * The app's routes for react-router's data router: `createHashRouter(createAppRoutes(…))` in the page (`main.tsx`),
 * `createMemoryRouter` over the same routes in tests. A pathless root route runs the access guard as its `loader` on
 * every navigation and renders the layout; each screen is a child route whose module loads lazily. react-router keeps
 * the current screen until the next one's guard has passed and its code has loaded, refuses back/forward where a
 * screen asks (`useBlocker`), and reports the wait (`useNavigation`).
 */
import type { ComponentType } from 'react';
import { replace, useLocation, type DataRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { SessionStore } from '../session/store';
import { decideAccess } from './guard';
import { loadScreen } from './loadScreen';
import type { Page } from './page';
import type { RouteHandle } from './routeHandle';
import { useRouteHandle } from './routeHooks';
import { useScreenChange } from './screenChange';
import { screenErrorBoundary, screenLoadFailed, type FailureScreen } from './screenFailures';
import { routeTable, type RouteEntry } from './table';

export interface AppRouteDeps {
  session: SessionStore;
  /** `RuntimeConfig.version` ('' = no version check). */
  version: string;
  page: Page;
  /** The root route's layout (providers, toast and dialog hosts around an `<Outlet />`). */
  layout: ComponentType;
  /**
   * Shown instead of a screen whose code cannot be loaded or that fails to render; `onRetry` tries again. Given by the
   * caller rather than imported here: importing the failure screen here split the kit's Button and Empty out of the
   * entry into chunks of their own (+0.7 kB gzip on the first load).
   */
  failure: FailureScreen;
  table?: readonly RouteEntry[];
}

/** The app's route objects: the guarded root route with the layout, one lazy child route per built screen. */
export function createAppRoutes({
  session,
  version,
  page,
  layout: Layout,
  failure,
  table = routeTable,
}: AppRouteDeps): RouteObject[] {
  /** Runs the access guard on the address being navigated to: redirect with replace, or a full page reload. */
  function guard({ request }: LoaderFunctionArgs) {
    const { pathname, search } = new URL(request.url);
    const decision = decideAccess(`${pathname}${search}`, { session, version, page, table });
    if (decision.action === 'reload') {
      page.reload(decision.href);
      // Nothing of the outdated version renders meanwhile: the navigation never ends.
      return new Promise<never>(() => undefined);
    }
    return decision.action === 'redirect' ? replace(decision.to) : null;
  }

  /** The layout, with the page titled after the screen shown and focus moved to it (`screenChange.ts`). */
  function Root() {
    useScreenChange(useLocation(), useRouteHandle()?.path);
    return <Layout />;
  }

  const ErrorBoundary = screenErrorBoundary(failure);
  const screens = table.flatMap((entry, index): RouteObject[] => {
    if (!entry.load) return [];
    const handle: RouteHandle = { access: entry.access, index, path: entry.path };
    const lazy = () => loadScreen(entry).catch((error: unknown) => screenLoadFailed(entry, failure, page, error));
    const paths = entry.alias ? [entry.path, entry.alias] : [entry.path];
    return paths.map((path) => ({ path, handle, lazy, ErrorBoundary }));
  });
  return [
    {
      loader: guard,
      // The guard decides every navigation, not only those that change the root route's params.
      shouldRevalidate: () => true,
      Component: Root,
      HydrateFallback: Nothing,
      // Unknown and unbuilt routes go home.
      children: [...screens, { path: '*', loader: () => replace('/'), Component: Nothing }],
    },
  ];
}

/**
 * Before the first screen is ready the page shows index.html's static frame (`main.tsx` waits for it); an unknown
 * route shows nothing on its way home.
 */
function Nothing() {
  return null;
}

/**
 * Resolves once the router has its first screen to show (its guard passed, its code loaded): the entry renders then,
 * so the static first-paint frame of index.html stays until React can replace it in one commit. Never resolves while
 * the page reloads for the configured version, so the frame stays then too.
 */
export function firstScreenReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
