/**
 * Route access rules 1–3 of docs/product/orders-reports-access.md §2 as a pure decision, so they are testable without a browser.
 * The root route's `loader` (`router.tsx`) runs it on every navigation.
 */
import type { SessionStore } from '../session/store';
import { SIGN_IN_PATH } from './signInPath';
import { findRoute, type RouteEntry } from './table';

/** Query parameter (in the page address, before the hash) that carries the deployed version. */
const VERSION_QUERY = 'v';

/** What the guard decided for one navigation. */
export type AccessDecision =
  | { action: 'proceed' }
  /** Full page load of `href` (rule 1: fetch the configured version of the app). */
  | { action: 'reload'; href: string }
  /** Client-side redirect replacing the current history entry. */
  | { action: 'redirect'; to: string };

/** The browser page address outside the hash route: path and query of the document itself. */
export interface PageAddress {
  pathname: string;
  search: string;
}

export interface AccessContext {
  session: Pick<SessionStore, 'user' | 'isOauth' | 'redirect'>;
  /** `RuntimeConfig.version`; an empty string means no version is configured. */
  version: string;
  page: PageAddress;
  table?: readonly RouteEntry[];
}

/**
 * Decides a navigation to `target` (route path plus its query, e.g. `/MyOrderList?x=1`).
 * 1. A configured version missing from the page address reloads the page with it, keeping the target route.
 * 2. A login-required route without the `user` cookie remembers the target and goes to sign-in.
 * 3. Any other route right after sign-in (`isOauth` = 1) flips the flag to 0 and returns to the remembered path.
 */
export function decideAccess(target: string, { session, version, page, table }: AccessContext): AccessDecision {
  if (version !== '' && new URLSearchParams(page.search).get(VERSION_QUERY) !== version) {
    const query = new URLSearchParams(page.search);
    query.set(VERSION_QUERY, version);
    return { action: 'reload', href: `${page.pathname}?${query.toString()}#${target}` };
  }
  const pathname = target.split('?')[0] ?? target;
  if (findRoute(pathname, table)?.access === 'login') {
    if (session.user.get() !== undefined) return { action: 'proceed' };
    session.redirect.set(target);
    return { action: 'redirect', to: SIGN_IN_PATH };
  }
  if (session.isOauth.get() === '1') {
    session.isOauth.set('0');
    const saved = session.redirect.get();
    session.redirect.clear();
    if (saved !== undefined && saved !== target) return { action: 'redirect', to: saved };
  }
  return { action: 'proceed' };
}
