/**
 * The personal order's identity rule (docs/product/booking-journey.md §5): the ID number must be a valid resident ID number (the
 * ID check's own messages) before the sex it encodes is held against a sex-specific package.
 */
import type { FieldCheck } from './phone';
import { checkIdNumber, type Sex } from './idNumber';

/** Package sex codes: 1 male, 2 female, 3 vehicle (not sex-specific). */
export type PackageSex = 1 | 2 | 3;

/** Messages of the sex rule, verbatim from the spec. */
export const PACKAGE_SEX_MESSAGES = {
  maleIdOnOtherPackage: '请选择对应性别的套餐！',
  mismatch: '身份信息与性别套餐不匹配',
} as const;

/** What the identity rule needs besides the number and the package's sex. */
export interface OrderIdentityContext {
  /**
   * The sex registered with a document that encodes none (passport, Hong Kong/Macau/Taiwan permits); given only when
   * the number is such a document, which then skips the resident ID check.
   */
  documentSex?: Sex;
  /** Today (YYYY-MM-DD): a birth date after it is refused. */
  today?: string;
}

/**
 * Checks an order's ID number against its package. A resident ID number is checked first (length or format, region,
 * birth date, check digit: a mistyped number is reported as such, never as a sex mismatch); then a sex-specific
 * package (1 male, 2 female) must fit the sex it encodes, or `documentSex`. A male on a non-male package gives
 * 请选择对应性别的套餐！; a female on a male package 身份信息与性别套餐不匹配. Vehicle packages (3) fit both sexes.
 */
export function checkOrderIdentity(
  idNumber: string,
  packageSex: PackageSex,
  { documentSex, today }: OrderIdentityContext = {},
): FieldCheck {
  let sex: Sex | undefined = documentSex;
  if (sex === undefined) {
    const id = checkIdNumber(idNumber, today);
    if (!id.ok) return { ok: false, message: id.message };
    sex = id.sex;
  }
  if (packageSex === 3 || sex === packageSex) return { ok: true };
  if (sex === 1) return { ok: false, message: PACKAGE_SEX_MESSAGES.maleIdOnOtherPackage };
  return { ok: false, message: PACKAGE_SEX_MESSAGES.mismatch };
}
