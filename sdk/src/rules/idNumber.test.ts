import { describe, expect, it } from 'vitest';
import {
  GROUP_LOGIN_ID_MESSAGE,
  ID_NUMBER_MESSAGES,
  ageFromIdNumber,
  ageOn,
  birthDateFromIdNumber,
  checkIdNumber,
  idNumber18,
  idNumberCheckDigit,
  idNumberSpellings,
  matchesIdNumberPattern,
  sameIdNumber,
  sexFromIdNumber,
} from './idNumber';

// Valid 18-digit numbers (check digits computed by GB 11643): female born 1949-12-31, male born 1990-03-07,
// female born on a leap day 2000-02-29.
const FEMALE_1949 = '11010519491231002X';
const MALE_1990 = '320106199003071517';
const FEMALE_LEAP = '440304200002290049';
// 15-digit form: born 1985-06-15, last digit 3 → male.
const MALE_OLD_FORM = '110105850615003';

describe('ID number shape (group login)', () => {
  it('accepts 15 digits, 18 digits, or 17 digits + X/x', () => {
    expect(matchesIdNumberPattern('110105850615003')).toBe(true);
    expect(matchesIdNumberPattern('320106199003071517')).toBe(true);
    expect(matchesIdNumberPattern('11010519491231002X')).toBe(true);
    expect(matchesIdNumberPattern('11010519491231002x')).toBe(true);
  });

  it('refuses other lengths and characters', () => {
    for (const value of [
      '',
      '1101058506150',
      '1101058506150031',
      '11010519491231002Y',
      'X1010519491231002',
      '3201061990030715171',
    ]) {
      expect(matchesIdNumberPattern(value)).toBe(false);
    }
    expect(GROUP_LOGIN_ID_MESSAGE).toBe('请输入正确的身份证件号');
  });
});

describe('checkIdNumber', () => {
  it('accepts valid numbers and reads birth date and sex', () => {
    expect(checkIdNumber(FEMALE_1949)).toEqual({ ok: true, birthDate: '1949-12-31', sex: 2 });
    expect(checkIdNumber(FEMALE_1949.toLowerCase())).toEqual({ ok: true, birthDate: '1949-12-31', sex: 2 });
    expect(checkIdNumber(MALE_1990)).toEqual({ ok: true, birthDate: '1990-03-07', sex: 1 });
    expect(checkIdNumber(FEMALE_LEAP)).toEqual({ ok: true, birthDate: '2000-02-29', sex: 2 });
    expect(checkIdNumber(MALE_OLD_FORM)).toEqual({ ok: true, birthDate: '1985-06-15', sex: 1 });
  });

  it('reports a bad length or format', () => {
    expect(checkIdNumber('12345')).toEqual({ ok: false, problem: 'format', message: ID_NUMBER_MESSAGES.format });
    expect(checkIdNumber('32010619900307151A')).toMatchObject({ problem: 'format' });
  });

  it('reports an unknown region', () => {
    expect(checkIdNumber('990106199003071517')).toEqual({
      ok: false,
      problem: 'region',
      message: ID_NUMBER_MESSAGES.region,
    });
    expect(checkIdNumber('000105850615003')).toMatchObject({ problem: 'region' });
  });

  it('reports an impossible or out-of-range birth date', () => {
    expect(checkIdNumber('320106199002301517')).toEqual({
      ok: false,
      problem: 'birthDate',
      message: ID_NUMBER_MESSAGES.birthDate,
    });
    expect(checkIdNumber('320106189003071517')).toMatchObject({ problem: 'birthDate' });
    expect(checkIdNumber('110105851315003')).toMatchObject({ problem: 'birthDate' });
    // Born after "today".
    expect(checkIdNumber(MALE_1990, '1990-03-06')).toMatchObject({ problem: 'birthDate' });
    expect(checkIdNumber(MALE_1990, '1990-03-07')).toMatchObject({ ok: true });
  });

  it('reports a wrong check digit', () => {
    expect(checkIdNumber('320106199003071518')).toEqual({
      ok: false,
      problem: 'checkDigit',
      message: ID_NUMBER_MESSAGES.checkDigit,
    });
    expect(checkIdNumber('110105194912310021')).toMatchObject({ problem: 'checkDigit' });
  });

  it('uses Chinese messages for all four cases', () => {
    for (const message of Object.values(ID_NUMBER_MESSAGES)) expect(message).toMatch(/^身份证号码/);
  });

  it('computes the check digit including X', () => {
    expect(idNumberCheckDigit('11010519491231002')).toBe('X');
    expect(idNumberCheckDigit('32010619900307151')).toBe('7');
  });
});

describe('sex, birth date and age from the ID', () => {
  it('reads sex from the 17th digit: odd male 1, even female 2', () => {
    expect(sexFromIdNumber(MALE_1990)).toBe(1);
    expect(sexFromIdNumber(FEMALE_1949)).toBe(2);
    expect(sexFromIdNumber('not an id')).toBeNull();
  });

  it('reads the birth date', () => {
    expect(birthDateFromIdNumber(MALE_1990)).toBe('1990-03-07');
    expect(birthDateFromIdNumber('320106199003071518')).toBeNull();
  });

  it('computes completed years on a given day', () => {
    expect(ageFromIdNumber(MALE_1990, '2026-03-06')).toBe(35);
    expect(ageFromIdNumber(MALE_1990, '2026-03-07')).toBe(36);
    expect(ageFromIdNumber(MALE_1990, '1990-03-07')).toBe(0);
    expect(ageFromIdNumber(MALE_1990, '1980-01-01')).toBeNull();
  });

  it('ages leap-day births on 1 March in common years', () => {
    expect(ageFromIdNumber(FEMALE_LEAP, '2026-02-28')).toBe(25);
    expect(ageFromIdNumber(FEMALE_LEAP, '2026-03-01')).toBe(26);
    expect(ageFromIdNumber(FEMALE_LEAP, '2028-02-29')).toBe(28);
  });

  it('refuses malformed dates in ageOn', () => {
    expect(() => ageOn('1990-3-7', '2026-01-01')).toThrow(RangeError);
  });
});

describe('15-digit numbers and their 18-digit form', () => {
  // MALE_OLD_FORM as re-issued: 19 before the year, check digit 0. FEMALE_1949's 15-digit predecessor.
  const MALE_OLD_FORM_18 = '110105198506150030';
  const FEMALE_1949_OLD = '110105491231002';

  it('converts a 15-digit number by inserting 19 and computing the check digit (X included)', () => {
    expect(idNumber18(MALE_OLD_FORM)).toBe(MALE_OLD_FORM_18);
    expect(idNumber18(FEMALE_1949_OLD)).toBe(FEMALE_1949);
    expect(idNumber18(FEMALE_1949.toLowerCase())).toBe(FEMALE_1949);
    expect(idNumber18('E1234567')).toBe('E1234567');
  });

  it('lists exactly the spellings that convert to the same 18-digit number', () => {
    expect(idNumberSpellings(MALE_OLD_FORM)).toEqual([MALE_OLD_FORM_18, MALE_OLD_FORM]);
    expect(idNumberSpellings(MALE_OLD_FORM_18)).toEqual([MALE_OLD_FORM_18, MALE_OLD_FORM]);
    expect(idNumberSpellings('11010519491231002x')).toEqual([FEMALE_1949, FEMALE_1949_OLD]);
    // Born in 2000, or a wrong check digit: no 15-digit number was ever re-issued as these.
    expect(idNumberSpellings(FEMALE_LEAP)).toEqual([FEMALE_LEAP]);
    expect(idNumberSpellings('110105198506150031')).toEqual(['110105198506150031']);
    expect(idNumberSpellings('E1234567')).toEqual(['E1234567']);
    for (const value of [MALE_OLD_FORM, MALE_OLD_FORM_18, FEMALE_1949, FEMALE_LEAP]) {
      for (const spelling of idNumberSpellings(value)) expect(idNumber18(spelling)).toBe(idNumber18(value));
    }
  });

  it('matches a 15-digit number with its one 18-digit form only', () => {
    expect(sameIdNumber(MALE_OLD_FORM, MALE_OLD_FORM_18)).toBe(true);
    expect(sameIdNumber(FEMALE_1949, FEMALE_1949_OLD)).toBe(true);
    expect(sameIdNumber(FEMALE_1949.toLowerCase(), FEMALE_1949)).toBe(true);
    // The same 17 digits with another check digit; 20 instead of 19 before the year; another 15-digit number.
    expect(sameIdNumber(MALE_OLD_FORM, '110105198506150031')).toBe(false);
    expect(sameIdNumber(MALE_OLD_FORM, '110105208506150030')).toBe(false);
    expect(sameIdNumber(MALE_OLD_FORM, '110105850615004')).toBe(false);
  });
});
