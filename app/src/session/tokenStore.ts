/** The SDK keeps its service token in the session store's `token` slot (local storage), like every other value. */
import type { TokenStore } from '@checkup/sdk';
import type { SessionStore } from './store';

export function sessionTokenStore(session: Pick<SessionStore, 'token'>): TokenStore {
  return {
    get: () => session.token.get() ?? null,
    set: (token) => session.token.set(token),
    clear: () => session.token.clear(),
  };
}
