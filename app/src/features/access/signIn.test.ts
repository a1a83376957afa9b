import { describe, expect, it } from 'vitest';
import { businessFailure, fakeApi, networkFailure, ok } from '../../../test/fakeApi';
import { memorySessionStore, sampleUser } from '../../../test/fixtures';
import { runSignIn } from './signIn';
import { readOauthQuery, type OauthQuery } from './signInStart';

const origin = 'https://tj.example.cn';
const query = (search: string): OauthQuery => readOauthQuery(new URLSearchParams(search));

describe('/oauth jump and login', () => {
  it('asks for the sign-in page with the saved path and leaves for it', async () => {
    const session = memorySessionStore();
    session.redirect.set('/MyOrderList');
    const { api, call } = fakeApi({
      toWeChatOauth: () => ok('/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList'),
    });
    const step = await runSignIn(query('type=jump'), { api, session, origin });
    expect(step).toEqual({ kind: 'leave', href: '/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList' });
    expect(call).toHaveBeenCalledWith('toWeChatOauth', undefined, {
      query: { targetUrl: 'OAuthCallback', repage: '/MyOrderList' },
    });
  });

  it('continues with the openid when the server session already knows the visitor', async () => {
    const session = memorySessionStore();
    session.redirect.set('/PersonBookSum');
    const { api } = fakeApi({ toWeChatOauth: () => ok('oXk3'), userOpenid: () => ok(sampleUser) });
    expect(await runSignIn(query('type=login'), { api, session, origin })).toEqual({ kind: 'navigate', to: '/' });
    expect(session.openid.get()).toBe('oXk3');
    expect(session.user.get()).toEqual(sampleUser);
    expect(session.isOauth.get()).toBe('1');
    expect(session.redirect.get()).toBe('/PersonBookSum');
  });

  // The server's messages are complete (server/src/http/messages.ts signIn): shown as is, with nothing put in front.
  it.each(['微信授权失败', '网络繁忙:获取授权地址超时'])(
    "shows the server's %s as is when sign-in cannot start",
    async (returnMsg) => {
      const { api } = fakeApi({ toWeChatOauth: () => businessFailure(returnMsg) });
      expect(await runSignIn(query('type=jump'), { api, session: memorySessionStore(), origin })).toEqual({
        kind: 'fail',
        message: returnMsg,
      });
    },
  );

  it('shows 系统繁忙！请稍后再试 when sign-in cannot start and the server gives no answer', async () => {
    const { api } = fakeApi({ toWeChatOauth: () => networkFailure() });
    expect(await runSignIn(query('type=jump'), { api, session: memorySessionStore(), origin })).toEqual({
      kind: 'fail',
      message: '系统繁忙！请稍后再试',
    });
  });
});

describe('/oauth OAuthCallback', () => {
  it('keeps openid and user, sets isOauth and returns through home to the saved path', async () => {
    const session = memorySessionStore();
    session.redirect.set('/MyOrderList');
    const { api, call } = fakeApi({ userOpenid: () => ok(sampleUser) });
    const step = await runSignIn(query('type=OAuthCallback&success=true&returnData=oXk3&repage=%2FMyOrderList'), {
      api,
      session,
      origin,
    });
    expect(step).toEqual({ kind: 'navigate', to: '/' });
    expect(call).toHaveBeenCalledWith('userOpenid', { openid: 'oXk3' });
    expect(session.openid.get()).toBe('oXk3');
    expect(session.user.get()).toEqual(sampleUser);
    expect(session.isOauth.get()).toBe('1');
  });

  it('falls back to repage when the session lost the saved path', async () => {
    const session = memorySessionStore();
    const { api } = fakeApi({ userOpenid: () => ok(sampleUser) });
    await runSignIn(query('type=OAuthCallback&success=true&returnData=oXk3&repage=%2FPayRecord'), {
      api,
      session,
      origin,
    });
    expect(session.redirect.get()).toBe('/PayRecord');
  });

  it('sends a visitor without an account to /login', async () => {
    const session = memorySessionStore();
    const { api } = fakeApi({ userOpenid: () => businessFailure('用户未注册') });
    expect(await runSignIn(query('type=OAuthCallback&success=true&returnData=oXk3'), { api, session, origin })).toEqual(
      {
        kind: 'navigate',
        to: '/login',
      },
    );
    expect(session.openid.get()).toBe('oXk3');
    expect(session.user.get()).toBeUndefined();
    expect(session.isOauth.get()).toBeUndefined();
  });

  it('shows 微信授权失败 when the sign-in was refused', async () => {
    const { api, call } = fakeApi({});
    const step = await runSignIn(query('type=OAuthCallback&success=false&returnMsg=微信授权失败'), {
      api,
      session: memorySessionStore(),
      origin,
    });
    expect(step).toEqual({ kind: 'fail', message: '微信授权失败' });
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the server's message as is when the user lookup is refused", async () => {
    const { api } = fakeApi({ userOpenid: () => businessFailure('系统繁忙！请稍后再试') });
    const step = await runSignIn(query('type=OAuthCallback&success=true&returnData=oXk3'), {
      api,
      session: memorySessionStore(),
      origin,
    });
    expect(step).toEqual({ kind: 'fail', message: '系统繁忙！请稍后再试' });
  });

  it("shows 系统繁忙！请稍后再试, not the SDK's log text, when the user lookup gets no answer", async () => {
    const { api } = fakeApi({ userOpenid: () => networkFailure() });
    const step = await runSignIn(query('type=OAuthCallback&success=true&returnData=oXk3'), {
      api,
      session: memorySessionStore(),
      origin,
    });
    expect(step).toEqual({ kind: 'fail', message: '系统繁忙！请稍后再试' });
  });
});

describe('/oauth outopenid', () => {
  it('hands the openid and pcid to a same-origin oauthurl', async () => {
    const session = memorySessionStore();
    const { api, call } = fakeApi({ toWeChatOauth: () => ok('/sandbox/oauth?type=outopenid') });
    const start = await runSignIn(query('type=outopenid&oauthurl=%2Fpc%2Flogin&pcid=PC7'), { api, session, origin });
    expect(start).toEqual({ kind: 'leave', href: '/sandbox/oauth?type=outopenid' });
    expect(call).toHaveBeenCalledWith('toWeChatOauth', undefined, { query: { targetUrl: 'outopenid', repage: '/' } });
    const back = await runSignIn(query('type=outopenid&success=true&returnData=oXk3'), { api, session, origin });
    expect(back).toEqual({ kind: 'leave', href: 'https://tj.example.cn/pc/login?openid=oXk3&pcid=PC7' });
  });

  it('never hands the openid to another site', async () => {
    const { api } = fakeApi({});
    const step = await runSignIn(
      query('type=outopenid&success=true&returnData=oXk3&oauthurl=https%3A%2F%2Fevil.example%2F'),
      {
        api,
        session: memorySessionStore(),
        origin,
      },
    );
    expect(step).toEqual({ kind: 'fail', message: '微信授权失败' });
  });
});
