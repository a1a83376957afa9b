import { describe, expect, it } from 'vitest';
import { formBmi, initialBaseInfo, toQuestionInfo, withCardNo, type BaseInfoForm } from './baseInfo';

const TODAY = '2026-11-22';
const MALE_ID = '110101199003074514';
const FEMALE_ID = '110101199204053023';

const complete: BaseInfoForm = {
  name: '张伟',
  cardNo: MALE_ID,
  age: '36',
  sex: '1',
  maritalStatus: '2',
  height: '175',
  weight: '70',
  bloodType: 'A',
  waistline: '',
};

describe('basic info', () => {
  it('derives sex from the 17th digit and age from the birth date of the ID number', () => {
    const empty = initialBaseInfo(undefined, undefined);
    expect(withCardNo(empty, MALE_ID, TODAY)).toMatchObject({ sex: '1', age: '36' });
    expect(withCardNo(empty, FEMALE_ID, TODAY)).toMatchObject({ sex: '2', age: '34' });
    expect(withCardNo(empty, '1101011990', TODAY)).toMatchObject({ sex: '', age: '' });
  });

  it('computes BMI to 2 decimals only when height and weight are both positive', () => {
    expect(formBmi(complete)).toBe(22.86);
    expect(formBmi({ ...complete, height: '0' })).toBeNull();
    expect(formBmi({ ...complete, weight: '' })).toBeNull();
    expect(formBmi({ ...complete, weight: '-60' })).toBeNull();
  });

  it.each(['name', 'cardNo', 'age', 'sex', 'maritalStatus', 'height', 'weight'] as const)(
    'requires %s (请完善信息)',
    (field) => {
      expect(toQuestionInfo({ ...complete, [field]: '' }, TODAY)).toEqual({ ok: false, message: '请完善信息' });
    },
  );

  it('requires a BMI, so a zero height is incomplete', () => {
    expect(toQuestionInfo({ ...complete, height: '0' }, TODAY)).toEqual({ ok: false, message: '请完善信息' });
  });

  it('leaves blood type and waistline optional', () => {
    expect(toQuestionInfo({ ...complete, bloodType: '', waistline: '' }, TODAY)).toEqual({
      ok: true,
      info: {
        name: '张伟',
        cardNo: MALE_ID,
        age: 36,
        sex: '1',
        maritalStatus: '2',
        height: 175,
        weight: 70,
        bloodType: '',
        waistline: 0,
        BMI: 22.86,
      },
    });
  });

  it('takes a baby under 1 (age 0 from the ID number) as complete', () => {
    const baby = withCardNo({ ...complete, name: '小宝' }, '110101202605010010', TODAY);
    expect(baby.age).toBe('0');
    expect(toQuestionInfo(baby, TODAY)).toMatchObject({ ok: true, info: { age: 0 } });
  });

  it('refuses an invalid ID number with its message', () => {
    expect(toQuestionInfo({ ...complete, cardNo: '110101199003074515' }, TODAY)).toEqual({
      ok: false,
      message: '身份证号码非法',
    });
  });
});
