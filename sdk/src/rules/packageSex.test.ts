import { describe, expect, it } from 'vitest';
import { checkPackageSex } from './packageSex';

const MALE = '320106199003071517';
const FEMALE = '11010519491231002X';

describe('checkPackageSex', () => {
  it('accepts matching sex-specific packages', () => {
    expect(checkPackageSex(MALE, 1)).toEqual({ ok: true });
    expect(checkPackageSex(FEMALE, 2)).toEqual({ ok: true });
  });

  it('accepts vehicle packages for everyone', () => {
    expect(checkPackageSex(MALE, 3)).toEqual({ ok: true });
    expect(checkPackageSex('unreadable', 3)).toEqual({ ok: true });
  });

  it('tells a male ID on a non-male package to pick the right package', () => {
    expect(checkPackageSex(MALE, 2)).toEqual({ ok: false, message: '请选择对应性别的套餐！' });
  });

  it('takes the sex registered with a document that encodes none; the resident ID number wins over it', () => {
    expect(checkPackageSex('E12345678', 2, 2)).toEqual({ ok: true });
    expect(checkPackageSex('E12345678', 2, 1)).toEqual({ ok: false, message: '请选择对应性别的套餐！' });
    expect(checkPackageSex('E12345678', 1, 2)).toEqual({ ok: false, message: '身份信息与性别套餐不匹配' });
    expect(checkPackageSex(MALE, 1, 2)).toEqual({ ok: true });
  });

  it('reports other mismatches as 身份信息与性别套餐不匹配', () => {
    expect(checkPackageSex(FEMALE, 1)).toEqual({ ok: false, message: '身份信息与性别套餐不匹配' });
    expect(checkPackageSex('unreadable', 1)).toEqual({ ok: false, message: '身份信息与性别套餐不匹配' });
  });
});
