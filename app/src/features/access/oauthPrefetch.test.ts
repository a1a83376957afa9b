/**
 * When the sign-in page is the first screen (a cold link to a login-required page, or `/oauth` itself), start-up sends
 * its first call at once (`prefetch` of `/oauth` in the route table). The landing page's own call must be exactly that
 * call, with the path the guard remembered, or it would send a second one instead of taking the answer.
 */
import type { CheckupClient } from '@checkup/sdk';
import { RUNTIME_CONFIG_DEFAULTS } from '@checkup/sdk';
import { describe, expect, it, vi } from 'vitest';
import { memorySessionStore } from '../../../test/fixtures';
import { predictFirstRoute } from '../../routing/firstRoute';
import { createLazyCheckupClient } from '../../services/lazyClient';
import { decideAccess } from '../../routing/guard';
import { runSignIn } from './signIn';
import { readOauthQuery } from './signInStart';

const origin = 'https://tj.example.cn';
const page = { pathname: '/', search: '' };

function lazyClient(answer: string) {
  const call = vi.fn(() => Promise.resolve({ ok: true, data: answer }));
  const createCheckupClient = () => ({ call }) as unknown as CheckupClient;
  return {
    call,
    api: createLazyCheckupClient({ config: RUNTIME_CONFIG_DEFAULTS }, () => Promise.resolve({ createCheckupClient })),
  };
}

describe("the sign-in page's start-up call", () => {
  it('is the call the landing page makes after the guard sent the visitor there, which takes its answer', async () => {
    const session = memorySessionStore();
    const first = predictFirstRoute('#/MyOrderList?tab=2', session);
    expect(first?.entry.path).toBe('/oauth');
    const { api, call } = lazyClient('/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList%3Ftab%3D2');
    first!.entry.prefetch!(api, first!);
    // The router's first navigation: the guard remembers the target and redirects to the sign-in page.
    const decision = decideAccess('/MyOrderList?tab=2', { session, version: '', page });
    expect(decision).toEqual({ action: 'redirect', to: `/oauth?${first!.query.toString()}` });
    const step = await runSignIn(readOauthQuery(first!.query), { api, session, origin });
    expect(step).toEqual({ kind: 'leave', href: '/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList%3Ftab%3D2' });
    expect(call.mock.calls).toEqual([
      ['toWeChatOauth', undefined, { query: { targetUrl: 'OAuthCallback', repage: '/MyOrderList?tab=2' } }],
    ]);
  });

  it('is the same call when /oauth is opened directly, for an external page (outopenid) too', async () => {
    const session = memorySessionStore();
    const first = predictFirstRoute(
      `#/oauth?type=outopenid&oauthurl=${encodeURIComponent(`${origin}/q`)}&pcid=7`,
      session,
    );
    const { api, call } = lazyClient('/sandbox/oauth?type=outopenid');
    first!.entry.prefetch!(api, first!);
    await runSignIn(readOauthQuery(first!.query), { api, session, origin });
    expect(call.mock.calls).toEqual([['toWeChatOauth', undefined, { query: { targetUrl: 'outopenid', repage: '/' } }]]);
  });
});
