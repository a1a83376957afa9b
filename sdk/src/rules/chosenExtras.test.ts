import { describe, expect, it } from 'vitest';
import { decodeChosenExtras, encodeChosenExtras } from './chosenExtras';

const ct = { comb_code: '9263', comb_name: '低剂量螺旋CT（胸部）', price: 380, act_price: 380 };

describe('chosen extras text', () => {
  it('round-trips a list and writes nothing chosen as an empty text', () => {
    expect(decodeChosenExtras(encodeChosenExtras([ct]))).toEqual([ct]);
    expect(encodeChosenExtras([])).toBe('');
    expect(decodeChosenExtras('')).toEqual([]);
    expect(decodeChosenExtras('  ')).toEqual([]);
  });

  it('reads entries that carry only their code (the server prices by code)', () => {
    expect(decodeChosenExtras('[{"comb_code":"0507"}]')).toEqual([{ comb_code: '0507' }]);
  });

  it.each(['{oops', '{"comb_code":"0507"}', '["0507"]', '[{"comb_code":""}]', '[{"comb_code":507}]', '[null]'])(
    'refuses %s',
    (text) => {
      expect(decodeChosenExtras(text)).toBeUndefined();
    },
  );
});
