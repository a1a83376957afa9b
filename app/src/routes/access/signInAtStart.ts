/**
 * The sign-in redirect started before the router (docs/decisions.md, "Sign-in before the router"). When the first page
 * is a login-required route and nobody is signed in, the guard would replace it with `/oauth?type=jump`, whose screen
 * asks `toWeChatOauth` for the sign-in page and leaves for it. Doing the same right after the configuration saves the
 * router's work, the sign-in screen's code and its first render before the page leaves. The history ends the same way:
 * the route's entry is replaced by `/oauth` (leave, or the failure /oauth shows) or by where /oauth would navigate.
 */
import { decideAccess, SIGN_IN_PATH, type AccessContext } from '../guard';
import { opensOnSignIn } from '../../router';
import { readOauthQuery, runSignIn, type SignInDeps } from './signIn';

export interface SignInAtStartDeps extends SignInDeps, Pick<AccessContext, 'version' | 'page'> {
  session: SignInDeps['session'] & AccessContext['session'];
  /** Replaces the current history entry's hash route (`history.replaceState`), before the router reads it. */
  replaceRoute: (to: string) => void;
  /** Full page navigation (`leavePage`). */
  leave: (href: string) => void;
}

/**
 * Runs the guard and the sign-in start for the page's first route when it opens on sign-in; resolves `true` when the
 * page is leaving for the sign-in page (render nothing), `false` when the router should take over from the (possibly
 * replaced) route. A failure leaves `/oauth` to ask again and show it, as a retry would.
 */
export async function signInAtStart(hash: string, deps: SignInAtStartDeps): Promise<boolean> {
  if (!opensOnSignIn(hash, deps.session)) return false;
  const target = hash.replace(/^#/, '');
  const decision = decideAccess(target, deps);
  if (decision.action !== 'redirect' || decision.to !== SIGN_IN_PATH) return false;
  const step = await runSignIn(readOauthQuery(new URLSearchParams(SIGN_IN_PATH.split('?')[1])), deps);
  deps.replaceRoute(step.kind === 'navigate' ? step.to : SIGN_IN_PATH);
  if (step.kind !== 'leave') return false;
  deps.leave(step.href);
  return true;
}
