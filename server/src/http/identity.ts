import type { Session } from '../platform/sessions';
import { BusinessError } from '../services/errors';
import { MESSAGES } from './messages';

/**
 * The signed-in visitor's openid. Operations that need it declare the session in the contract, so the route guard
 * has already refused callers without one; this keeps handlers honest if that ever changes.
 */
export function visitorOpenid(session: Session | null): string {
  if (!session?.openid) throw new BusinessError(MESSAGES.identityMismatch);
  return session.openid;
}
