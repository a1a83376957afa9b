/** Which screen the page will show first, known before the router starts so its code can load with the config. */
import type { SessionStore } from '../session/store';
import { SIGN_IN_PATH } from './signInPath';
import { findRoute, routeTable, type FirstAddress, type RouteEntry } from './table';

/** The route path (without query) a hash address opens: `#/PersonIndex?x=1` → `/PersonIndex`, no hash → `/`. */
export function hashRoutePath(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.startsWith('/') ? path : '/';
}

/** The screen the page will show first, and the address it opens with. */
export interface FirstRoute extends FirstAddress {
  entry: RouteEntry;
}

/**
 * The table entry whose screen the page will show first: its code can start loading together with the runtime
 * configuration instead of after it. For a login-required route without the `user` cookie that is the sign-in page
 * the guard will send the visitor to, remembering the route (as `decideAccess` does). Reads the session, never
 * writes it.
 */
export function predictFirstRoute(
  hash: string,
  session: Pick<SessionStore, 'user' | 'redirect'>,
  table: readonly RouteEntry[] = routeTable,
): FirstRoute | undefined {
  const entry = findRoute(hashRoutePath(hash), table);
  if (!entry?.load) return undefined;
  // The hash route's path and query: what the guard is given as the target.
  const address = hash.replace(/^#/, '').split('#')[0] ?? '';
  if (entry.access === 'login' && session.user.get() === undefined) {
    const signIn = predictFirstRoute(`#${SIGN_IN_PATH}`, session, table);
    return signIn && { ...signIn, remembered: address };
  }
  const search = address.includes('?') ? address.slice(address.indexOf('?')) : '';
  return { entry, query: new URLSearchParams(search), remembered: session.redirect.get() };
}
