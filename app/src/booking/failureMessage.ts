/** What to tell the visitor when a call fails. */
import type { CheckupError } from '@checkup/sdk';

/**
 * The server's own message when it answered with one the visitor can act on (`success:false`, a refused request,
 * too many requests); otherwise (no answer, server error, unreadable answer) the screen's `fallback` message.
 */
export function serverMessage(error: CheckupError): string | undefined {
  const answered = error.kind === 'business' || error.kind === 'badRequest' || error.kind === 'rateLimited';
  return answered && error.returnMsg ? error.returnMsg : undefined;
}
