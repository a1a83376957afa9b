/** The visitor's openid for the calls that carry one (orders, payment records). */
import { useState } from 'react';
import { useSession } from '../services/AppServices';

/** The `openid` cookie, else the signed-in user's openid; read once per screen. */
export function useOpenid(): string | undefined {
  const session = useSession();
  const [openid] = useState(() => session.openid.get() ?? session.user.get()?.openid);
  return openid;
}
