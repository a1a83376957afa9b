/** Report data shaped by the contract, for the report screen tests. */
import type { Schemas } from '@checkup/sdk';

export const sampleGroups: Schemas['ReportYearGroup'][] = [
  {
    years: '2025',
    listData: [{ report_Name: '2025年度健康体检报告', report_No: 'R2025001', report_Date: '2025-05-06' }],
  },
  {
    years: '2024',
    listData: [
      { report_Name: '2024年度健康体检报告', report_No: 'R2024007', report_Date: '2024-04-18' },
      { report_Name: '2024年入职体检报告', report_No: 'R2024002', report_Date: '2024-01-09' },
    ],
  },
];

export const sampleReport: Schemas['ReportDetail'] = {
  name: '张伟',
  sex: '1',
  age: 35,
  regno: 'R2025001',
  reg_date: '2025-05-06',
  doc_name: '王主任',
  sumup: '1. 总胆固醇偏高。\n2. 脂肪肝（轻度）。',
  sugg_tag: '低脂饮食，规律运动，3个月后复查血脂。',
  itemlist: [
    {
      comb_name: '血脂（四项）',
      res_tag: '总胆固醇偏高',
      dept_doct: '李医生',
      check_cls: '检验',
      detailList: [
        { item_name: '总胆固醇', rec_result: '6.8', hint: '↑', unit: 'mmol/L', ref_lower: '0', ref_upper: '5.2' },
        { item_name: '甘油三酯', rec_result: '1.2', hint: '', unit: 'mmol/L', ref_lower: '0.45', ref_upper: '1.7' },
      ],
    },
    { comb_name: '腹部彩超', res_tag: '脂肪肝（轻度）', dept_doct: '赵医生', check_cls: '超声', detailList: [] },
  ],
};

export const samplePerson = { name: '张伟', idCard: '110101199003074514', tel: '13800138000' };
