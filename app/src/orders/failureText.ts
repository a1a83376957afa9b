/** What a screen of this area says when a call fails. */
import type { CheckupError } from '@checkup/sdk';
import { serverMessage } from '../booking/failureMessage';
import { commonMessages } from '../messages';

/** The server's message when it answered with one (§8 "usually shown as is"), else 系统繁忙！请稍后再试 or `fallback`. */
export function failureText(error: CheckupError, fallback: string = commonMessages.busy): string {
  return serverMessage(error) ?? fallback;
}
