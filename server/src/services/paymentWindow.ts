/** The payment window of an unpaid personal order: 15 minutes from its created time. */
export const PAYMENT_WINDOW_MS = 900_000;

/** True when an order created at `createdAt` can no longer be paid at `now`. */
export function paymentWindowClosed(createdAt: Date, now: Date): boolean {
  return now.getTime() >= createdAt.getTime() + PAYMENT_WINDOW_MS;
}
