/** The 男 / 女 choice of the personalised flow's forms (basic info, the assessment's base info). */
import { personalisedMessages as text } from '../messages';

export const sexOptions = [
  { value: '1', label: text.male },
  { value: '2', label: text.female },
] as const;
