/** The personal-order rule tying a sex-specific package to the sex encoded in the ID number (booking-journey §5). */
import type { FieldCheck } from './phone';
import { sexFromIdNumber, type Sex } from './idNumber';

/** Package sex codes: 1 male, 2 female, 3 vehicle (not sex-specific). */
export type PackageSex = 1 | 2 | 3;

/** Messages of the rule, verbatim from the spec. */
export const PACKAGE_SEX_MESSAGES = {
  maleIdOnOtherPackage: '请选择对应性别的套餐！',
  mismatch: '身份信息与性别套餐不匹配',
} as const;

/**
 * Checks that a sex-specific package (1 male, 2 female) fits the person's sex: the ID number's, or, for a document
 * that encodes none (passport, Hong Kong/Macau/Taiwan permits), `documentSex`, the sex registered with it. A male on a
 * non-male package gives 请选择对应性别的套餐！; every other mismatch, including a sex that cannot be known, gives
 * 身份信息与性别套餐不匹配. Vehicle packages (3) fit everyone.
 */
export function checkPackageSex(idNumber: string, packageSex: PackageSex, documentSex?: Sex): FieldCheck {
  if (packageSex === 3) return { ok: true };
  const sex = sexFromIdNumber(idNumber) ?? documentSex ?? null;
  if (sex === packageSex) return { ok: true };
  if (sex === 1) return { ok: false, message: PACKAGE_SEX_MESSAGES.maleIdOnOtherPackage };
  return { ok: false, message: PACKAGE_SEX_MESSAGES.mismatch };
}
