import { describe, expect, it } from 'vitest';
import { demoReports } from '../../src/db/seed/reportsData';
import { builtinAnswer, findOutOfRange } from '../../src/http/ai/builtinModel';

/** The latest seeded report's indicators in the app's prompt format (app/src/features/ai/prompts.ts): `≥a` / `≤b` one-sided. */
function seededPromptLines(): string[] {
  const [latest] = demoReports(
    { idcard: '', name: '', tel: '', sex: 1, birthYear: 1980 },
    { latest: '2026-05-01', earlier: '2025-04-01' },
  );
  const range = (lower: string, upper: string) =>
    lower && upper ? `${lower}-${upper}` : upper ? `≤${upper}` : lower ? `≥${lower}` : '';
  return (latest?.itemlist ?? []).flatMap((item) =>
    item.detailList
      .filter((line) => line.hint !== '')
      .map((line) => {
        const flag = line.hint === '↑' ? '↑偏高' : '↓偏低';
        const bounds = range(line.ref_lower, line.ref_upper);
        return `${item.comb_name}·${line.item_name}：${line.rec_result} ${line.unit} ${flag}${bounds ? `（参考范围 ${bounds}）` : ''}`;
      }),
  );
}

describe('the built-in model', () => {
  it('finds out-of-range indicators in the report prompt, one per line, with or without a unit', () => {
    const text = [
      '血脂四项·总胆固醇：6.12mmol/L ↑（参考范围 2.8-5.2）',
      '血常规·血小板：95 ↓（参考范围 100-300）',
      '血常规·白细胞：6.1（参考 4-10）',
    ].join('\n');
    expect(findOutOfRange(text)).toEqual([
      { name: '血脂四项·总胆固醇', value: 6.12, unit: 'mmol/L', lower: 2.8, upper: 5.2, direction: 'high' },
      { name: '血常规·血小板', value: 95, unit: '', lower: 100, upper: 300, direction: 'low' },
    ]);
  });

  it('counts every flagged indicator of the seeded report: one-sided ranges and units such as kg/m²', () => {
    const lines = seededPromptLines();
    expect(lines).toContain('血脂（四项）·高密度脂蛋白胆固醇：0.98 mmol/L ↓偏低（参考范围 ≥1.04）');
    const found = findOutOfRange(['异常指标（以体检中心标注的 ↑偏高 / ↓偏低 为准，共 8 项）：', ...lines].join('\n'));
    expect(found.map((f) => `${f.name} ${f.value} ${f.unit} ${f.direction}`)).toEqual([
      '一般检查·体重指数 26.9 kg/m² high',
      '一般检查·收缩压 142 mmHg high',
      '一般检查·舒张压 91 mmHg high',
      '肝功能（八项）·丙氨酸氨基转移酶 68 U/L high',
      '血脂（四项）·总胆固醇 6.12 mmol/L high',
      '血脂（四项）·甘油三酯 2.31 mmol/L high',
      '血脂（四项）·高密度脂蛋白胆固醇 0.98 mmol/L low',
      '血脂（四项）·低密度脂蛋白胆固醇 3.95 mmol/L high',
    ]);
    const answer = builtinAnswer([{ role: 'user', content: lines.join('\n') }]);
    expect(answer).toContain('有 8 项指标异常');
    expect(answer).toContain('**血脂（四项）·高密度脂蛋白胆固醇** 0.98 mmol/L，低于参考下限（参考 ≥1.04）');
    expect(answer).toContain('**一般检查·体重指数** 26.9 kg/m²，高于参考上限（参考 18.5–23.9）');
    expect(answer).toContain('高密度脂蛋白偏低：建议增加运动、戒烟，并控制体重。');
    expect(answer).not.toContain('血脂偏低');
  });

  it('reads one-sided ranges and non-ASCII units, and takes the report’s flag over the numbers', () => {
    const text = [
      '血脂·总胆固醇 6.12 mmol/L（参考 ≤5.2）',
      '血脂·高密度脂蛋白 1.2 mmol/L（参考 ≥1.04）',
      '肝功能·总胆红素 30 μmol/L（参考范围 ≤26）',
      '尿常规·尿酸碱度 9‰ ↑偏高',
      '血常规·白细胞计数：11.2 10^9/L ↑（参考范围 3.5-9.5）',
      '一般检查·心率：58 次/分 ↓偏低（参考范围 60-100）',
      '肾功能·肌酐：80 μmol/L ↑偏高（参考范围 57-111）',
      '医生建议：建议减重 5-8 kg。',
    ].join('\n');
    expect(findOutOfRange(text)).toEqual([
      { name: '血脂·总胆固醇', value: 6.12, unit: 'mmol/L', upper: 5.2, direction: 'high' },
      { name: '肝功能·总胆红素', value: 30, unit: 'μmol/L', upper: 26, direction: 'high' },
      { name: '尿常规·尿酸碱度', value: 9, unit: '‰', direction: 'high' },
      { name: '血常规·白细胞计数', value: 11.2, unit: '10^9/L', lower: 3.5, upper: 9.5, direction: 'high' },
      { name: '一般检查·心率', value: 58, unit: '次/分', lower: 60, upper: 100, direction: 'low' },
      { name: '肾功能·肌酐', value: 80, unit: 'μmol/L', lower: 57, upper: 111, direction: 'high' },
    ]);
    const answer = builtinAnswer([{ role: 'user', content: text }]);
    expect(answer).toContain('**尿常规·尿酸碱度** 9 ‰，偏高。');
    expect(answer).toContain('**肾功能·肌酐** 80 μmol/L，偏高（参考 57–111）。');
  });

  it('reads hostile text without backtracking for seconds (runs of digits before 参考, a 256 KB body)', () => {
    const hostile = `a${'1'.repeat(200_000)}参考`;
    expect(findOutOfRange(hostile)).toEqual([]);
    expect(builtinAnswer([{ role: 'user', content: `${'总胆固醇 1'.repeat(20_000)}参考 2-3` }])).toContain('报告解读');
    const spaced = `a${' 1'.repeat(100_000)} 参考 ≥1 ↑`;
    const started = performance.now();
    findOutOfRange(spaced);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
