/**
 * What the sign-in landing page `/oauth` does for each `type` (docs/product/orders-reports-access.md §2), as one async decision
 * over injected dependencies so every branch is testable without a browser.
 *
 * - `jump`, `login` (no result yet): ask `toWeChatOauth` for the sign-in page and leave for it, or, when the server
 *   session already knows the visitor, continue with the openid it returns.
 * - `OAuthCallback` (back from the sign-in page with `success`, `returnData` = openid, `returnMsg`, `repage`): keep the
 *   openid, look the user up with `userOpenid`; registered → keep the user, set `isOauth` and return (the guard then
 *   goes to the saved path); "not registered" → `/login`.
 * - `outopenid` (`oauthurl`, `pcid`): sign in, then hand the openid to `oauthurl` (same origin only) with `pcid`.
 */
import type { CheckupClient, CheckupError, QueryOf } from '@checkup/sdk';
import { accessMessages } from '../../messages';
import { failureText } from '../../shared/failureMessages';
import type { SessionStore } from '../../session/store';
import { signInStartQuery, type OauthQuery } from './signInStart';

/** The next step of the landing page. */
export type SignInStep =
  /** In-app navigation that replaces `/oauth` in the history. */
  | { kind: 'navigate'; to: string }
  /** Full page navigation (the sign-in page, or the `outopenid` receiver). */
  | { kind: 'leave'; href: string }
  | { kind: 'fail'; message: string };

export interface SignInDeps {
  api: Pick<CheckupClient, 'call'>;
  session: Pick<SessionStore, 'openid' | 'user' | 'isOauth' | 'redirect' | 'oauthReturn'>;
  /** The app's origin: `oauthurl` must be on it (an openid is never handed to another site). */
  origin: string;
}

/**
 * §8 "the server's returnMsg is shown as is": the server's messages are complete (toWeChatOauth answers 微信授权失败 or
 * 网络繁忙:获取授权地址超时), so nothing is put in front of them; with no message from the server, 系统繁忙！请稍后再试
 * (never the SDK's log text).
 */
const failed = (error: CheckupError): SignInStep => ({ kind: 'fail', message: failureText(error) });

/** Route after sign-in: the saved path, else the `repage` the sign-in page passed back, else home. */
function rememberReturn(query: OauthQuery, session: SignInDeps['session']) {
  if (session.redirect.get() === undefined) session.redirect.set(query.repage.startsWith('/') ? query.repage : '/');
}

function handOver(
  openid: string,
  { oauthurl, pcid }: { oauthurl: string; pcid: string },
  origin: string,
): SignInStep | undefined {
  if (!oauthurl) return undefined;
  const target = new URL(oauthurl, origin);
  if (target.origin !== origin) return { kind: 'fail', message: accessMessages.oauthFailed };
  target.searchParams.set('openid', openid);
  if (pcid) target.searchParams.set('pcid', pcid);
  return { kind: 'leave', href: target.href };
}

async function finish(openid: string, query: OauthQuery, { api, session, origin }: SignInDeps): Promise<SignInStep> {
  session.openid.set(openid);
  if (query.type === 'outopenid') {
    const handoff = session.oauthReturn.get() ?? query;
    session.oauthReturn.clear();
    const step = handOver(openid, handoff, origin);
    if (step) return step;
  }
  rememberReturn(query, session);
  const found = await api.call('userOpenid', { openid });
  if (!found.ok) {
    if (found.error.kind === 'business' && found.error.returnMsg === accessMessages.notRegistered) {
      return { kind: 'navigate', to: '/login' };
    }
    return failed(found.error);
  }
  session.user.set(found.data);
  session.isOauth.set('1');
  // Home is not login-required: the guard sees isOauth = 1 there and goes on to the saved path.
  return { kind: 'navigate', to: '/' };
}

async function start(query: OauthQuery, startQuery: QueryOf<'toWeChatOauth'>, deps: SignInDeps): Promise<SignInStep> {
  if (query.type === 'outopenid') deps.session.oauthReturn.set({ oauthurl: query.oauthurl, pcid: query.pcid });
  const started = await deps.api.call('toWeChatOauth', undefined, { query: startQuery });
  if (!started.ok) return failed(started.error);
  const answer = started.data;
  // A URL (absolute, or a path from the root) is the sign-in page; anything else is the openid of a known session.
  if (/^(https?:)?\/\//i.test(answer) || answer.startsWith('/')) return { kind: 'leave', href: answer };
  return finish(answer, query, deps);
}

/** Decides what `/oauth` does with its query. */
export function runSignIn(query: OauthQuery, deps: SignInDeps): Promise<SignInStep> {
  const startQuery = signInStartQuery(query, deps.session.redirect.get());
  if (startQuery) return start(query, startQuery, deps);
  if (query.success !== 'true' || query.returnData === '') {
    return Promise.resolve({ kind: 'fail', message: accessMessages.oauthFailed });
  }
  return finish(query.returnData, query, deps);
}
