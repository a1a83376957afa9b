import { describe, expect, it, vi } from 'vitest';
import { businessFailure, fakeApi, ok } from '../../../test/fakeApi';
import { memorySessionStore, sampleUser } from '../../../test/fixtures';
import type { Handlers } from '../../../test/fakeApi';
import { SIGN_IN_PATH } from '../guard';
import { signInAtStart } from './signInAtStart';

const signInPage = '/sandbox/oauth?type=OAuthCallback&repage=%2FPersonBookSum';

function start(hash: string, handlers: Handlers, { version = '', signedIn = false } = {}) {
  const session = memorySessionStore();
  if (signedIn) session.user.set(sampleUser);
  const { api, call } = fakeApi(handlers);
  const replaceRoute = vi.fn<(to: string) => void>();
  const leave = vi.fn<(href: string) => void>();
  const page = { pathname: '/', search: '' };
  const result = signInAtStart(hash, { api, session, origin: 'https://tj.example.cn', version, page, replaceRoute, leave });
  return { result, session, call, replaceRoute, leave };
}

describe('sign-in started before the router', () => {
  it('leaves for the sign-in page from a login-required first route, saving it and replacing it by /oauth', async () => {
    const { result, session, call, replaceRoute, leave } = start('#/PersonBookSum?x=1', { toWeChatOauth: () => ok(signInPage) });
    expect(await result).toBe(true);
    expect(session.redirect.get()).toBe('/PersonBookSum?x=1');
    expect(call).toHaveBeenCalledWith('toWeChatOauth', undefined, { query: { targetUrl: 'OAuthCallback', repage: '/PersonBookSum?x=1' } });
    expect(replaceRoute).toHaveBeenCalledWith(SIGN_IN_PATH);
    expect(leave).toHaveBeenCalledWith(signInPage);
  });

  it('does nothing for an open route, a signed-in visitor or a page that must reload for its version', async () => {
    for (const { hash, options } of [
      { hash: '#/PersonIndex', options: {} },
      { hash: '', options: {} },
      { hash: '#/PersonBookSum', options: { signedIn: true } },
      { hash: '#/PersonBookSum', options: { version: '2' } },
    ]) {
      const { result, session, call, replaceRoute, leave } = start(hash, {}, options);
      expect(await result).toBe(false);
      expect(call).not.toHaveBeenCalled();
      expect(replaceRoute).not.toHaveBeenCalled();
      expect(leave).not.toHaveBeenCalled();
      expect(session.redirect.get()).toBeUndefined();
    }
  });

  it('hands over to the router where /oauth would go when the server session knows the visitor', async () => {
    const { result, session, replaceRoute, leave } = start('#/PersonBookSum', { toWeChatOauth: () => ok('oXk3'), userOpenid: () => ok(sampleUser) });
    expect(await result).toBe(false);
    expect(replaceRoute).toHaveBeenCalledWith('/');
    expect(leave).not.toHaveBeenCalled();
    expect(session.isOauth.get()).toBe('1');
    expect(session.redirect.get()).toBe('/PersonBookSum');
  });

  it('hands over to /oauth, which asks again and shows the failure, when sign-in cannot start', async () => {
    const { result, replaceRoute, leave } = start('#/PersonBookSum', { toWeChatOauth: () => businessFailure('授权服务不可用') });
    expect(await result).toBe(false);
    expect(replaceRoute).toHaveBeenCalledWith(SIGN_IN_PATH);
    expect(leave).not.toHaveBeenCalled();
  });
});
