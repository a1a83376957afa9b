/** What to tell the visitor when a call fails. */
import type { CheckupError } from '@checkup/sdk';
import { alert, toast } from '@checkup/ui';
import { commonMessages } from '../messages';

/**
 * The server's own message when it answered with one the visitor can act on (`success:false`, a refused request,
 * too many requests); otherwise (no answer, server error, unreadable answer) the screen's `fallback` message.
 */
export function serverMessage(error: CheckupError): string | undefined {
  const answered = error.kind === 'business' || error.kind === 'badRequest' || error.kind === 'rateLimited';
  return answered && error.returnMsg ? error.returnMsg : undefined;
}

/**
 * Tells the visitor that an action's call failed: the server's own message as a toast, or, with no usable answer,
 * the alert 系统繁忙！请稍后再试 (§8 "any request failure"). Resolves once the alert is closed.
 */
export async function tellFailure(error: CheckupError): Promise<void> {
  const message = serverMessage(error);
  if (message) toast(message);
  else await alert({ content: commonMessages.busy });
}
