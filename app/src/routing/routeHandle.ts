/** What the route table tells the router about each screen, and the router hands back to it (`routeHooks.ts`). */

/**
 * `open`: login not required; `login`: login required; `unflagged`: no access flag set (§2's three lists of
 * docs/product/orders-reports-access.md). Routes named outside those lists (/oauth, /login, /questionDetails, the
 * pay-confirm page) are `unflagged`.
 */
export type RouteAccess = 'open' | 'login' | 'unflagged';

/** A screen route's `handle`: its table entry's access group, position and path. */
export interface RouteHandle {
  access: RouteAccess;
  /** Position in the table (journey order), e.g. for choosing a forward or backward page transition. */
  index: number;
  /** The table entry's path (also for its alias): what names the screen in `messages/titles.ts`. */
  path: `/${string}`;
}
