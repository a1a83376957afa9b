/**
 * The hash router: one root route running the access guard before every navigation, and one lazily loaded child
 * route per built screen of the route table.
 */
import { createHashRouter, replace, type RouteObject } from 'react-router';
import { decideAccess, type PageAddress } from './routes/guard';
import { findRoute, routeTable, type RouteEntry, type RouteHandle } from './routes/table';
import type { SessionStore } from './session/store';

/** The document's own address, which the version check reads and reloads. */
export interface Page extends PageAddress {
  /** Full page load of `href`. */
  reload(href: string): void;
}

export interface RouterDeps {
  session: SessionStore;
  /** `RuntimeConfig.version` ('' = no version check). */
  version: string;
  page: Page;
  /** The root route's element (providers, toast and dialog hosts around an `<Outlet />`). */
  layout: RouteObject['Component'];
  table?: readonly RouteEntry[];
}

/** The browser page the app runs in. */
export const browserPage: Page = {
  get pathname() {
    return window.location.pathname;
  },
  get search() {
    return window.location.search;
  },
  reload: (href) => window.location.replace(href),
};

/** The route path (without query) a hash address opens: `#/PersonIndex?x=1` → `/PersonIndex`, no hash → `/`. */
export function hashRoutePath(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.startsWith('/') ? path : '/';
}

/**
 * The table entry whose screen the page will show first, if the guard will let it through without a sign-in: its code
 * can start loading together with the runtime configuration instead of after it. A login-required route without the
 * `user` cookie is not predicted (the guard will send the visitor to sign-in). Reads the session, never writes it.
 */
export function predictFirstRoute(
  hash: string,
  session: Pick<SessionStore, 'user'>,
  table: readonly RouteEntry[] = routeTable,
): RouteEntry | undefined {
  const entry = findRoute(hashRoutePath(hash), table);
  if (!entry?.load) return undefined;
  if (entry.access === 'login' && session.user.get() === undefined) return undefined;
  return entry;
}

/** The route objects for the router: only table entries whose module exists become routes. */
export function buildRoutes({ session, version, page, layout, table = routeTable }: RouterDeps): RouteObject[] {
  const screens = table.flatMap((entry, index): RouteObject[] => {
    const { load } = entry;
    if (!load) return [];
    const handle: RouteHandle = { access: entry.access, index };
    const paths = entry.alias ? [entry.path, entry.alias] : [entry.path];
    return paths.map((path) => ({ path, handle, lazy: load }));
  });
  return [
    {
      id: 'root',
      Component: layout,
      // The guard decides every navigation, not only the first one.
      shouldRevalidate: () => true,
      loader: ({ request }) => {
        const url = new URL(request.url);
        const decision = decideAccess(`${url.pathname}${url.search}`, { session, version, page, table });
        if (decision.action === 'redirect') return replace(decision.to);
        if (decision.action === 'reload') {
          page.reload(decision.href);
          // The page is being replaced: render nothing of the outdated version meanwhile.
          return new Promise<never>(() => undefined);
        }
        return null;
      },
      children: [...screens, { path: '*', loader: () => replace('/') }],
    },
  ];
}

/** The app's router over the hash of the page address (`/#/PersonIndex`). */
export function createAppRouter(deps: RouterDeps) {
  return createHashRouter(buildRoutes(deps));
}
