import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../../test/fixtures';
import { documentSexOf, personOrderProblem, type PersonOrderForm } from './personOrderChecks';

// 17th digit 1 (odd): male; 17th digit 2 (even): female; both with valid check digits.
const maleId = '440305199003078913';
const femaleId = '11010519491231002X';

const complete: PersonOrderForm = {
  name: '李明',
  idCard: maleId,
  tel: '13812345678',
  packageSex: '1',
  date: '2026-12-01',
  slotCode: '02',
};

describe('personOrderProblem', () => {
  it('accepts a complete order', () => {
    expect(personOrderProblem(complete)).toBeNull();
  });

  it.each([
    ['name', { name: ' ' }, '请输入姓名'],
    ['ID number', { idCard: '' }, '请输入身份证件号码'],
    ['phone', { tel: '' }, '请输入手机号码'],
    ['date', { date: undefined }, '请选择体检日期'],
    ['time', { slotCode: undefined }, '请选择报到时间'],
  ])('asks for the %s', (_, change, message) => {
    expect(personOrderProblem({ ...complete, ...change })).toBe(message);
  });

  it('reports the first problem in the order of §5', () => {
    expect(
      personOrderProblem({ ...complete, name: '', idCard: '', tel: '', date: undefined, slotCode: undefined }),
    ).toBe('请输入姓名');
    expect(personOrderProblem({ ...complete, idCard: '', tel: '' })).toBe('请输入身份证件号码');
    expect(personOrderProblem({ ...complete, packageSex: '2', date: undefined })).toBe('请选择对应性别的套餐！');
    expect(personOrderProblem({ ...complete, date: undefined, slotCode: undefined })).toBe('请选择体检日期');
  });

  it('applies the 17th-digit sex rule to sex-specific packages only', () => {
    expect(personOrderProblem({ ...complete, packageSex: '2' })).toBe('请选择对应性别的套餐！');
    expect(personOrderProblem({ ...complete, idCard: femaleId, packageSex: '1' })).toBe('身份信息与性别套餐不匹配');
    expect(personOrderProblem({ ...complete, idCard: femaleId, packageSex: '2' })).toBeNull();
    expect(personOrderProblem({ ...complete, idCard: femaleId, packageSex: '3' })).toBeNull();
  });

  it('takes the sex registered with a passport or permit for its number', () => {
    const passport = { ...complete, idCard: 'E12345678', packageSex: '2' as const };
    // Not the visitor's registered document: checked as a resident ID number, as the server does.
    expect(personOrderProblem(passport)).toBe('身份证号码长度或格式错误');
    expect(personOrderProblem({ ...passport, documentSex: 2 })).toBeNull();
  });
});

describe('documentSexOf', () => {
  const passportUser = { ...sampleUser, card_type: 'passport' as const, idcard: 'E12345678', sex: '2' as const };
  it("is the registered sex when the order's number is the visitor's own passport or permit", () => {
    expect(documentSexOf(passportUser, ' e12345678 ')).toBe(2);
  });
  it('is nothing for a resident ID, another number or no signed-in visitor', () => {
    expect(documentSexOf(sampleUser, sampleUser.idcard)).toBeUndefined();
    expect(documentSexOf(passportUser, 'E00000000')).toBeUndefined();
    expect(documentSexOf(undefined, 'E12345678')).toBeUndefined();
  });
});
