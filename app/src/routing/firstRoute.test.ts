import { describe, expect, it } from 'vitest';
import { memorySessionStore, sampleUser } from '../../test/fixtures';
import { hashRoutePath, predictFirstRoute } from './firstRoute';
import { decideAccess } from './guard';
import { SIGN_IN_PATH } from './signInPath';
import type { RouteEntry } from './table';

const screen = () => Promise.resolve({ Component: () => null });
const table: RouteEntry[] = [
  { path: '/', access: 'open', load: screen },
  { path: '/MyOrderList', access: 'login', load: screen },
  { path: '/PersonIndex', access: 'open' },
  { path: '/VehicleIndexs', alias: '/VehicleIndex', access: 'open', load: screen },
  { path: '/oauth', access: 'unflagged', load: screen },
];

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
