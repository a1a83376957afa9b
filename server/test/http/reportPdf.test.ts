import { describe, expect, it } from 'vitest';
import { indicatorLine } from '../../src/http/pdf/reportPdf';

const line = (ref_lower: string, ref_upper: string, hint = '') => ({
  item_name: '高密度脂蛋白胆固醇',
  rec_result: '0.98',
  unit: 'mmol/L',
  hint,
  ref_lower,
  ref_upper,
});

describe('the report PDF', () => {
  it('words a reference range as the report screen does: a-b, ≥a, ≤b, none', () => {
    expect(indicatorLine(line('1.04', '', '↓'))).toBe('高密度脂蛋白胆固醇：0.98 mmol/L ↓  参考 ≥1.04');
    expect(indicatorLine(line('', '3.4'))).toBe('高密度脂蛋白胆固醇：0.98 mmol/L   参考 ≤3.4');
    expect(indicatorLine(line('2.8', '5.2'))).toBe('高密度脂蛋白胆固醇：0.98 mmol/L   参考 2.8-5.2');
    expect(indicatorLine(line('', ''))).toBe('高密度脂蛋白胆固醇：0.98 mmol/L ');
  });
});
