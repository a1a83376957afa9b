import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, checkPhone } from './phone';

describe('checkPhone', () => {
  it('accepts 11 digits starting with 1 and a second digit 3-9', () => {
    for (const phone of ['13812345678', '19912345678', '15000000000']) expect(checkPhone(phone)).toEqual({ ok: true });
  });

  it('refuses other shapes with 手机号码格式错误', () => {
    for (const phone of [
      '12812345678',
      '10812345678',
      '23812345678',
      '1381234567',
      '138123456789',
      '138-1234-567',
      '',
    ]) {
      expect(checkPhone(phone)).toEqual({ ok: false, message: PHONE_MESSAGE });
    }
    expect(PHONE_MESSAGE).toBe('手机号码格式错误');
  });
});
