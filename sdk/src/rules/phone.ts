/** Mobile phone numbers: 11 digits, starting with 1, second digit 3-9. */

/** The mainland mobile number shape. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Message shown when a phone number fails {@link PHONE_PATTERN}. */
export const PHONE_MESSAGE = '手机号码格式错误';

/** Outcome of a single-message field check. */
export type FieldCheck = { ok: true } | { ok: false; message: string };

/** Checks a mobile phone number. */
export function checkPhone(value: string): FieldCheck {
  return PHONE_PATTERN.test(value) ? { ok: true } : { ok: false, message: PHONE_MESSAGE };
}
