/** The business tasks of the periodic sweep (main.ts; tests start the same list). */
import { capacityWindowKeeper } from './db/seed/capacity';
import type { SweepTask } from './platform/sweep';
import type { ServiceContext } from './services/context';
import { expireUnpaid } from './services/payments';
import { retryOwedRefunds } from './services/refunds';

/**
 * Unpaid orders past their 15-minute window expire and free their places (also checked on every read); refunds owed
 * (a late payment's or a cancelled order's, the gateway refused or did not answer, or the process died during the
 * call) are asked again; the capacity window is kept CAPACITY_DAYS ahead as the date moves on (a long-running server
 * would otherwise run out of days).
 */
export function backgroundTasks(services: ServiceContext): SweepTask[] {
  return [
    () => expireUnpaid(services),
    () => retryOwedRefunds(services),
    capacityWindowKeeper(services.db, services.clock),
  ];
}
