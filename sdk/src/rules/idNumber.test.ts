import { describe, expect, it } from 'vitest';
import {
  GROUP_LOGIN_ID_MESSAGE,
  ID_NUMBER_MESSAGES,
  ageFromIdNumber,
  ageOn,
  birthDateFromIdNumber,
  checkIdNumber,
  idNumberCheckDigit,
  matchesIdNumberPattern,
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
    for (const value of ['', '1101058506150', '1101058506150031', '11010519491231002Y', 'X1010519491231002', '3201061990030715171']) {
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
    expect(checkIdNumber('990106199003071517')).toEqual({ ok: false, problem: 'region', message: ID_NUMBER_MESSAGES.region });
    expect(checkIdNumber('000105850615003')).toMatchObject({ problem: 'region' });
  });

  it('reports an impossible or out-of-range birth date', () => {
    expect(checkIdNumber('320106199002301517')).toEqual({ ok: false, problem: 'birthDate', message: ID_NUMBER_MESSAGES.birthDate });
    expect(checkIdNumber('320106189003071517')).toMatchObject({ problem: 'birthDate' });
    expect(checkIdNumber('110105851315003')).toMatchObject({ problem: 'birthDate' });
    // Born after "today".
    expect(checkIdNumber(MALE_1990, '1990-03-06')).toMatchObject({ problem: 'birthDate' });
    expect(checkIdNumber(MALE_1990, '1990-03-07')).toMatchObject({ ok: true });
  });

  it('reports a wrong check digit', () => {
    expect(checkIdNumber('320106199003071518')).toEqual({ ok: false, problem: 'checkDigit', message: ID_NUMBER_MESSAGES.checkDigit });
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
