import { describe, expect, it } from 'vitest';
import { emptyRegistration, registrationProblem, registrationRequest, type RegistrationForm } from './registration';

const rules = { today: '2026-11-22', codeStep: true };
const valid: RegistrationForm = {
  ...emptyRegistration,
  name: '李明',
  idcard: '440305199003078913',
  tel: '13812345678',
  yzm: '482913',
};
const passport: RegistrationForm = {
  ...valid,
  card_type: 'passport',
  idcard: 'E12345678',
  sex: '2',
  birthday: '1992-06-18',
};

describe('registration form', () => {
  it('accepts a complete resident-ID form and a complete passport form', () => {
    expect(registrationProblem(valid, rules)).toBeNull();
    expect(registrationProblem(passport, rules)).toBeNull();
  });

  it('asks for the name, the document number, then checks a resident ID', () => {
    expect(registrationProblem({ ...valid, name: ' ' }, rules)).toBe('请输入姓名');
    expect(registrationProblem({ ...valid, idcard: '' }, rules)).toBe('请输入证件号码');
    expect(registrationProblem({ ...valid, idcard: '44030519900307891' }, rules)).toBe('身份证号码长度或格式错误');
    expect(registrationProblem({ ...valid, idcard: '440305199003078914' }, rules)).toBe('身份证号码非法');
  });

  it('needs sex and a birth date from 1900 to today for other documents', () => {
    expect(registrationProblem({ ...passport, sex: '' }, rules)).toBe('请选择性别');
    expect(registrationProblem({ ...passport, birthday: '' }, rules)).toBe('请选择出生日期');
    expect(registrationProblem({ ...passport, birthday: '1899-12-31' }, rules)).toBe(
      `出生日期须在1900-01-01至${rules.today}之间`,
    );
    expect(registrationProblem({ ...passport, birthday: '2027-01-01' }, rules)).toBe(
      `出生日期须在1900-01-01至${rules.today}之间`,
    );
    // Later this year is still to come: the server would refuse it.
    expect(registrationProblem({ ...passport, birthday: '2026-12-31' }, rules)).toBe(
      `出生日期须在1900-01-01至${rules.today}之间`,
    );
    expect(registrationProblem({ ...passport, birthday: rules.today }, rules)).toBeNull();
    expect(registrationProblem({ ...passport, birthday: '1900-01-01' }, rules)).toBeNull();
    expect(registrationProblem({ ...valid, sex: '', birthday: '' }, rules)).toBeNull();
  });

  it('takes a phone of 11 digits and dashes', () => {
    expect(registrationProblem({ ...valid, tel: '' }, rules)).toBe('请输入手机号码');
    expect(registrationProblem({ ...valid, tel: '0755-888866' }, rules)).toBeNull();
    expect(registrationProblem({ ...valid, tel: '1381234567' }, rules)).toBe('手机号码格式错误');
    expect(registrationProblem({ ...valid, tel: '1381234567a' }, rules)).toBe('手机号码格式错误');
  });

  it('needs a 6-digit code only when the code step is on', () => {
    expect(registrationProblem({ ...valid, yzm: '12345' }, rules)).toBe('请输入6位验证码');
    expect(registrationProblem({ ...valid, yzm: '' }, { ...rules, codeStep: false })).toBeNull();
  });

  it('builds the UserRegister request, with sex and birthday only for other documents', () => {
    const code = { codeStep: false, defaultVerifyCode: '123456' };
    expect(registrationRequest({ ...valid, sex: '1', birthday: '1990-01-01' }, 'o-1', code)).toEqual({
      openid: 'o-1',
      name: '李明',
      idcard: '440305199003078913',
      tel: '13812345678',
      yzm: '123456',
      card_type: 'idcard',
    });
    expect(registrationRequest(passport, 'o-1', { ...code, codeStep: true })).toMatchObject({
      card_type: 'passport',
      sex: '2',
      birthday: '1992-06-18',
      yzm: '482913',
    });
  });
});
