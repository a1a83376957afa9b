import { describe, expect, it } from 'vitest';
import { companyMatches, newGroupLoginProblem, oldGroupLoginProblem, type NewGroupLoginForm } from './groupLoginChecks';

const huachuang = { lnc_Code: 'L0012', lnc_Name: '深圳华创科技有限公司' };
const pujiang = { lnc_Code: 'L0031', lnc_Name: '上海浦江物流股份有限公司' };
const abc = { lnc_Code: 'L0040', lnc_Name: 'ABC (China) Ltd.' };
const companies = [huachuang, pujiang, abc];
const matching = (typed: string) => companies.filter((company) => companyMatches(company, typed));

const complete: NewGroupLoginForm = {
  companyName: huachuang.lnc_Name,
  picked: huachuang,
  idCard: '440305199003078913',
  tel: '13812345678',
};

describe('new group login checks', () => {
  it('accepts a complete form', () => {
    expect(newGroupLoginProblem(complete)).toBeNull();
  });

  it.each([
    ['no company name', { companyName: '  ', picked: undefined }, '请输入单位名称'],
    ['a typed name not picked from the list', { companyName: '华创', picked: undefined }, '请从下拉列表中选择单位'],
    ['a name edited after picking', { companyName: '深圳华创科技' }, '请从下拉列表中选择单位'],
    ['no ID number', { idCard: '' }, '请输入身份证件号'],
    ['16 digits', { idCard: '4403051990030789' }, '请输入正确的身份证件号'],
    ['17 digits and a letter other than X', { idCard: '44030519900307891A' }, '请输入正确的身份证件号'],
    ['no phone', { tel: '' }, '请输入手机号码'],
  ])('refuses %s', (_, change, message) => {
    expect(newGroupLoginProblem({ ...complete, ...change })).toBe(message);
  });

  it.each(['440305900307891', '440305199003078913', '11010519491231002X', '11010519491231002x'])(
    'accepts the ID shape %s',
    (idCard) => {
      expect(newGroupLoginProblem({ ...complete, idCard })).toBeNull();
    },
  );
});

describe('old group login check', () => {
  it('needs company code, ID and phone, with one message', () => {
    const form = { companyCode: 'L0012', idCard: '440305199003078913', tel: '13812345678' };
    expect(oldGroupLoginProblem(form)).toBeNull();
    for (const key of ['companyCode', 'idCard', 'tel'] as const) {
      expect(oldGroupLoginProblem({ ...form, [key]: ' ' })).toBe('请输入完整信息');
    }
  });
});

describe('company type-ahead', () => {
  it('lists the companies whose name contains the typed text', () => {
    expect(matching('华创')).toEqual([huachuang]);
    expect(matching('有限公司')).toEqual([huachuang, pujiang]);
    expect(matching('abc')).toEqual([abc]);
  });

  it('lists nothing for empty text and treats pattern characters literally', () => {
    expect(matching(' ')).toEqual([]);
    expect(matching('(China')).toEqual([abc]);
    expect(matching('.*')).toEqual([]);
  });
});
