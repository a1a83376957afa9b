/** The visitor's orders (FindByOrderList) for the order list screens, with a retry. */
import type { Schemas } from '@checkup/sdk';
import { alert } from '@checkup/ui';
import { useState } from 'react';
import { useRequest, type RequestState } from '../../shared/useRequest';
import { useApi } from '../../services/AppServices';
import { failureText } from '../../shared/failureMessages';
import { useOpenid } from '../../shared/useOpenid';

/** The visitor's order list and a way to ask for it again. */
export interface OrderList {
  /** The current request's state; a failure is also announced once in an alert. */
  orders: RequestState<Schemas['Order'][]>;
  /** Asks again (the 重试 of a failed list). */
  retry: () => void;
}

/** Loads the visitor's orders (once the openid is known) and alerts a failure. */
export function useOrderList(): OrderList {
  const api = useApi();
  const openid = useOpenid();
  const [attempt, setAttempt] = useState(0);
  const orders = useRequest(
    openid === undefined ? null : `${openid}#${attempt}`,
    (signal) => api.call('FindByOrderList', { openid: openid ?? '' }, { signal }),
    (error) => void alert({ content: failureText(error) }),
  );
  return { orders, retry: () => setAttempt((n) => n + 1) };
}
