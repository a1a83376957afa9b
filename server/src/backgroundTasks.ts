/** The business tasks of the periodic sweep (main.ts; tests start the same list). */
import { capacityWindowKeeper } from './db/seed/capacity';
import type { SweepTask } from './platform/sweep';
import type { ServiceContext } from './services/context';
import { expireUnpaid, retryDueRefunds } from './services/payments';

/**
 * Unpaid orders past their 15-minute window expire and free their places (also checked on every read); payments made
 * after their order closed whose refund the gateway refused are refunded again (refund_due); the capacity
 * window is kept CAPACITY_DAYS ahead as the date moves on (a long-running server would otherwise run out of days).
 */
export function backgroundTasks(services: ServiceContext): SweepTask[] {
  return [() => expireUnpaid(services), () => retryDueRefunds(services), capacityWindowKeeper(services.db, services.clock)];
}
