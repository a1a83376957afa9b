import type { Schemas } from '@checkup/sdk';
import { describe, expect, it } from 'vitest';
import { sampleReport } from '../reports/testing/reportFixtures';
import { reportInterpretationPrompt } from './prompts';

const line = (
  item_name: string,
  rec_result: string,
  unit: string,
  ref_lower: string,
  ref_upper: string,
  hint = '',
): Schemas['ReportResultLine'] => ({
  item_name,
  rec_result,
  hint,
  unit,
  ref_lower,
  ref_upper,
});

const report: Schemas['ReportDetail'] = {
  ...sampleReport,
  itemlist: [
    {
      comb_name: '一般检查',
      res_tag: '异常',
      dept_doct: '王医生',
      check_cls: '01',
      detailList: [line('身高', '175.0', 'cm', '', ''), line('体重指数', '26.9', 'kg/m²', '18.5', '23.9', '↑')],
    },
    {
      comb_name: '血脂（四项）',
      res_tag: '异常',
      dept_doct: '钱医生',
      check_cls: '05',
      detailList: [
        line('总胆固醇', '6.12', 'mmol/L', '', '5.20', '↑'),
        line('高密度脂蛋白胆固醇', '0.98', 'mmol/L', '1.04', '', '↓'),
        line('甘油三酯', '1.20', 'mmol/L', '0', '1.70'),
      ],
    },
    {
      comb_name: '尿常规',
      res_tag: '异常',
      dept_doct: '钱医生',
      check_cls: '05',
      detailList: [line('尿蛋白', '+', '', '', '', '阳性')],
    },
  ],
};

const userText = (r: Schemas['ReportDetail']) =>
  reportInterpretationPrompt(r).find((m) => m.role === 'user')?.content ?? '';

describe('reportInterpretationPrompt', () => {
  it('writes one-sided ranges as ≥ / ≤, keeps non-ASCII units and passes the hospital’s flag of every flagged indicator', () => {
    const text = userText(report);
    const section = text.slice(text.indexOf('异常指标'));
    expect(section.split('\n\n')[0]?.split('\n')).toEqual([
      '异常指标（以体检中心标注的 ↑偏高 / ↓偏低 为准，共 4 项）：',
      '一般检查·体重指数：26.9 kg/m² ↑偏高（参考范围 18.5-23.9）',
      '血脂（四项）·总胆固醇：6.12 mmol/L ↑偏高（参考范围 ≤5.20）',
      '血脂（四项）·高密度脂蛋白胆固醇：0.98 mmol/L ↓偏低（参考范围 ≥1.04）',
      '尿常规·尿蛋白：+ 标记 阳性',
    ]);
    expect(text).not.toMatch(/\d-）/);
  });

  it('flags a result outside its bounds that the hospital left unmarked, as the report screens do', () => {
    const unmarked = {
      ...report,
      itemlist: [{ ...report.itemlist[0]!, detailList: [line('收缩压', '142', 'mmHg', '90', '139')] }],
    };
    expect(userText(unmarked)).toContain('一般检查·收缩压：142 mmHg ↑偏高（参考范围 90-139）');
  });

  it('says 无 when nothing is flagged', () => {
    const normal = {
      ...report,
      itemlist: [{ ...report.itemlist[0]!, detailList: [line('身高', '175.0', 'cm', '', '')] }],
    };
    expect(userText(normal)).toContain('共 0 项）：\n无');
  });
});
