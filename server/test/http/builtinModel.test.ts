import { describe, expect, it } from 'vitest';
import { builtinAnswer, findOutOfRange } from '../../src/http/ai/builtinModel';

describe('the built-in model', () => {
  it('finds out-of-range indicators in the report prompt, one per line, with or without a unit', () => {
    const text = ['血脂四项·总胆固醇：6.12mmol/L ↑（参考范围 2.8-5.2）', '血常规·血小板：95 ↓（参考范围 100-300）', '血常规·白细胞：6.1（参考 4-10）'].join('\n');
    expect(findOutOfRange(text)).toEqual([
      { name: '血脂四项·总胆固醇', value: 6.12, unit: 'mmol/L', lower: 2.8, upper: 5.2, direction: 'high' },
      { name: '血常规·血小板', value: 95, unit: '', lower: 100, upper: 300, direction: 'low' },
    ]);
  });

  it('reads hostile text without backtracking for seconds (runs of digits before 参考, a 256 KB body)', () => {
    const hostile = `a${'1'.repeat(200_000)}参考`;
    expect(findOutOfRange(hostile)).toEqual([]);
    expect(builtinAnswer([{ role: 'user', content: `${'总胆固醇 1'.repeat(20_000)}参考 2-3` }])).toContain('报告解读');
  });
});
