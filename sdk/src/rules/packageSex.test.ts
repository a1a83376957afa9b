import { describe, expect, it } from 'vitest';
import { checkOrderIdentity } from './packageSex';

const MALE = '320106199003071517';
const FEMALE = '11010519491231002X';

describe('checkOrderIdentity', () => {
  it('accepts matching sex-specific packages', () => {
    expect(checkOrderIdentity(MALE, 1)).toEqual({ ok: true });
    expect(checkOrderIdentity(FEMALE, 2)).toEqual({ ok: true });
  });

  it('accepts vehicle packages for both sexes', () => {
    expect(checkOrderIdentity(MALE, 3)).toEqual({ ok: true });
    expect(checkOrderIdentity(FEMALE, 3)).toEqual({ ok: true });
  });

  it('tells a male ID on a non-male package to pick the right package', () => {
    expect(checkOrderIdentity(MALE, 2)).toEqual({ ok: false, message: '请选择对应性别的套餐！' });
  });

  it('reports a female ID on a male package as 身份信息与性别套餐不匹配', () => {
    expect(checkOrderIdentity(FEMALE, 1)).toEqual({ ok: false, message: '身份信息与性别套餐不匹配' });
  });

  it('reports a mistyped number with the ID check’s own message before any sex rule, on every package', () => {
    for (const pkg of [1, 2, 3] as const) {
      expect(checkOrderIdentity('330106198503120318', pkg)).toEqual({ ok: false, message: '身份证号码非法' });
      expect(checkOrderIdentity('33010619850312', pkg)).toEqual({ ok: false, message: '身份证号码长度或格式错误' });
      expect(checkOrderIdentity('abcdefghijklmnopqr', pkg)).toEqual({ ok: false, message: '身份证号码长度或格式错误' });
      expect(checkOrderIdentity('990106198503120319', pkg)).toEqual({ ok: false, message: '身份证号码地区非法' });
      expect(checkOrderIdentity('330106198513120319', pkg)).toEqual({ ok: false, message: '身份证号码出生日期非法' });
    }
    expect(checkOrderIdentity('330106203001010011', 1, { today: '2026-11-28' })).toEqual({
      ok: false,
      message: '身份证号码出生日期非法',
    });
  });

  it('takes the sex registered with a document that encodes none, without the resident ID check', () => {
    expect(checkOrderIdentity('E12345678', 2, { documentSex: 2 })).toEqual({ ok: true });
    expect(checkOrderIdentity('E12345678', 2, { documentSex: 1 })).toEqual({
      ok: false,
      message: '请选择对应性别的套餐！',
    });
    expect(checkOrderIdentity('E12345678', 1, { documentSex: 2 })).toEqual({
      ok: false,
      message: '身份信息与性别套餐不匹配',
    });
  });
});
