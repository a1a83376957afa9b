import { describe, expect, it } from 'vitest';
import { memorySessionStore, sampleUser } from '../../test/fixtures';
import { decideAccess, type AccessContext } from './guard';
import { SIGN_IN_PATH } from './signInPath';

function fakeContext(overrides: Omit<Partial<AccessContext>, 'session'> = {}) {
  return { session: memorySessionStore(), version: '', page: { pathname: '/', search: '' }, ...overrides };
}

describe('rule 1: version check', () => {
  it('reloads with the configured version and the target route when the address lacks it', () => {
    const context = fakeContext({ version: '1.2.0', page: { pathname: '/app/', search: '' } });
    expect(decideAccess('/PersonIndex?x=1', context)).toEqual({
      action: 'reload',
      href: '/app/?v=1.2.0#/PersonIndex?x=1',
    });
  });

  it('reloads when the address carries another version, keeping other query parameters', () => {
    const context = fakeContext({ version: '2', page: { pathname: '/', search: '?from=share&v=1' } });
    expect(decideAccess('/', context)).toEqual({ action: 'reload', href: '/?from=share&v=2#/' });
  });

  it('proceeds when the address has the configured version', () => {
    const context = fakeContext({ version: '2', page: { pathname: '/', search: '?v=2' } });
    expect(decideAccess('/', context)).toEqual({ action: 'proceed' });
  });

  it('does nothing when no version is configured', () => {
    expect(decideAccess('/notice', fakeContext())).toEqual({ action: 'proceed' });
  });
});

describe('rule 2: login-required routes', () => {
  it('saves the intended path and goes to sign-in without the user cookie', () => {
    const context = fakeContext();
    expect(decideAccess('/MyOrderList?tab=1', context)).toEqual({ action: 'redirect', to: SIGN_IN_PATH });
    expect(SIGN_IN_PATH).toBe('/oauth?type=jump');
    expect(context.session.redirect.get()).toBe('/MyOrderList?tab=1');
  });

  it('proceeds with the user cookie', () => {
    const context = fakeContext();
    context.session.user.set(sampleUser);
    expect(decideAccess('/PersonBookSum', context)).toEqual({ action: 'proceed' });
    expect(context.session.redirect.get()).toBeUndefined();
  });

  it('does not apply to open or unflagged routes', () => {
    const context = fakeContext();
    expect(decideAccess('/PersonIndex', context)).toEqual({ action: 'proceed' });
    expect(decideAccess('/notice', context)).toEqual({ action: 'proceed' });
  });
});

describe('rule 3: return after sign-in', () => {
  it('flips isOauth 1 to 0 and goes to the saved path', () => {
    const context = fakeContext();
    context.session.isOauth.set('1');
    context.session.redirect.set('/PersonIndex?sex=2');
    expect(decideAccess('/', context)).toEqual({ action: 'redirect', to: '/PersonIndex?sex=2' });
    expect(context.session.isOauth.get()).toBe('0');
    expect(context.session.redirect.get()).toBeUndefined();
  });

  it('proceeds when isOauth is 0', () => {
    const context = fakeContext();
    context.session.isOauth.set('0');
    context.session.redirect.set('/PersonIndex');
    expect(decideAccess('/', context)).toEqual({ action: 'proceed' });
    expect(context.session.redirect.get()).toBe('/PersonIndex');
  });

  it('proceeds (flag reset) when the saved path is the target itself or missing', () => {
    const context = fakeContext();
    context.session.isOauth.set('1');
    context.session.redirect.set('/notice');
    expect(decideAccess('/notice', context)).toEqual({ action: 'proceed' });
    context.session.isOauth.set('1');
    expect(decideAccess('/', context)).toEqual({ action: 'proceed' });
    expect(context.session.isOauth.get()).toBe('0');
  });
});
