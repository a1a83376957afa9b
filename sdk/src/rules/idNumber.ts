/**
 * Mainland resident ID numbers (居民身份证号码): the 18-digit form with a check digit (GB 11643) and the
 * older 15-digit form (two-digit year, no check digit).
 */
import { addDays, daysBetween, formatIsoDate, isValidDateParts, parseIsoDate } from './dates';

/** Why an ID number was refused. */
export type IdNumberProblem = 'format' | 'region' | 'birthDate' | 'checkDigit';

/** Messages shown for each refusal (the spec names the four cases; the wording is ours). */
export const ID_NUMBER_MESSAGES: Readonly<Record<IdNumberProblem, string>> = {
  format: '身份证号码长度或格式错误',
  region: '身份证号码地区非法',
  birthDate: '身份证号码出生日期非法',
  checkDigit: '身份证号码非法',
};

/** Outcome of {@link checkIdNumber}. */
export type IdNumberCheck =
  { ok: true; birthDate: string; sex: Sex } | { ok: false; problem: IdNumberProblem; message: string };

/** Sex code used across the API: 1 male, 2 female. */
export type Sex = 1 | 2;

/** Accepted shapes: 15 digits, or 17 digits followed by a digit or X/x (the group-login rule of the spec). */
export const ID_NUMBER_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;

/** Message of the new group-login variant when the ID does not match {@link ID_NUMBER_PATTERN}. */
export const GROUP_LOGIN_ID_MESSAGE = '请输入正确的身份证件号';

/** Province-level codes (first two digits) of GB/T 2260, plus 71 Taiwan, 81 Hong Kong, 82 Macao, 91 abroad. */
const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '91',
]);

const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CODES = '10X98765432';

/** True when the text has one of the accepted shapes (group login only checks this). */
export function matchesIdNumberPattern(value: string): boolean {
  return ID_NUMBER_PATTERN.test(value);
}

/** The check digit (0-9 or X) that an 18-digit number must end with, from its first 17 digits. */
export function idNumberCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < CHECK_WEIGHTS.length; i += 1) sum += Number(first17[i]) * (CHECK_WEIGHTS[i] ?? 0);
  return CHECK_CODES[sum % 11] ?? '';
}

/**
 * The number as the person's 18-digit ID (upper case): a 15-digit, first-generation number gets "19" before its
 * two-digit year and the check digit the 18-digit number it was replaced by ends with; any other text is only
 * upper-cased. A 15-digit number and its 18-digit form name one person; two different 15-digit numbers never share one.
 */
export function idNumber18(value: string): string {
  const upper = value.toUpperCase();
  if (!/^\d{15}$/.test(upper)) return upper;
  const first17 = `${upper.slice(0, 6)}19${upper.slice(6)}`;
  return first17 + idNumberCheckDigit(first17);
}

/**
 * Every spelling (upper case) under which records of the person with this ID number may be filed: its 18-digit form
 * and, when that is the conversion of a 15-digit number (born 19xx, right check digit), that 15-digit number. Exactly
 * the numbers whose {@link idNumber18} equals this one's, for a lookup by `upper(column) IN (...)`.
 */
export function idNumberSpellings(value: string): string[] {
  const full = idNumber18(value);
  if (!/^\d{6}19\d{9}[\dX]$/.test(full)) return [full];
  const old = full.slice(0, 6) + full.slice(8, 17);
  return idNumber18(old) === full ? [full, old] : [full];
}

/** Whether two ID numbers name one person: equal ignoring case, or a 15-digit number and its 18-digit form. */
export function sameIdNumber(a: string, b: string): boolean {
  return idNumber18(a) === idNumber18(b);
}

/**
 * Full check: shape, region, birth date, check digit, in that order; the first failure is reported.
 * With `today` (YYYY-MM-DD) a birth date after it is refused; birth years before 1900 always are.
 */
export function checkIdNumber(value: string, today?: string): IdNumberCheck {
  const fail = (problem: IdNumberProblem): IdNumberCheck => ({
    ok: false,
    problem,
    message: ID_NUMBER_MESSAGES[problem],
  });
  if (!matchesIdNumberPattern(value)) return fail('format');
  if (!PROVINCE_CODES.has(value.slice(0, 2))) return fail('region');
  const birthDate = birthDateOf(value);
  if (birthDate === null || (today !== undefined && daysBetween(birthDate, today) < 0)) return fail('birthDate');
  if (value.length === 18 && idNumberCheckDigit(value).toUpperCase() !== value.charAt(17).toUpperCase())
    return fail('checkDigit');
  return { ok: true, birthDate, sex: sexDigitOf(value) };
}

/** Birth date encoded in a number of an accepted shape, or null when it is not a real day from 1900 on. */
function birthDateOf(value: string): string | null {
  const digits = value.length === 15 ? `19${value.slice(6, 12)}` : value.slice(6, 14);
  const parts = {
    year: Number(digits.slice(0, 4)),
    month: Number(digits.slice(4, 6)),
    day: Number(digits.slice(6, 8)),
  };
  if (parts.year < 1900 || !isValidDateParts(parts)) return null;
  return formatIsoDate(parts);
}

/** The sex digit is the 17th of 18 (the 15th and last of the old form): odd male, even female. */
function sexDigitOf(value: string): Sex {
  const digit = Number(value.charAt(value.length === 15 ? 14 : 16));
  return digit % 2 === 1 ? 1 : 2;
}

/** Sex from a valid ID number (17th digit odd → 1 male, even → 2 female); null when the number is invalid. */
export function sexFromIdNumber(value: string): Sex | null {
  const check = checkIdNumber(value);
  return check.ok ? check.sex : null;
}

/** Birth date (YYYY-MM-DD) from a valid ID number; null when the number is invalid. */
export function birthDateFromIdNumber(value: string): string | null {
  const check = checkIdNumber(value);
  return check.ok ? check.birthDate : null;
}

/** Age in completed years on `today` (YYYY-MM-DD); null when the number is invalid or born after `today`. */
export function ageFromIdNumber(value: string, today: string): number | null {
  const check = checkIdNumber(value, today);
  return check.ok ? ageOn(check.birthDate, today) : null;
}

/** Completed years between a birth date and a day; someone born on 29 February ages on 1 March in common years. */
export function ageOn(birthDate: string, today: string): number {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) throw new RangeError('ageOn needs two YYYY-MM-DD dates');
  const years = now.year - birth.year;
  const birthdayThisYear = isValidDateParts({ ...birth, year: now.year })
    ? formatIsoDate({ ...birth, year: now.year })
    : addDays(formatIsoDate({ year: now.year, month: 2, day: 28 }), 1);
  return daysBetween(birthdayThisYear, today) >= 0 ? years : years - 1;
}
