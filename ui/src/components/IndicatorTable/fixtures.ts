import type { Indicator } from './indicatorFlag';

/** Blood lipids with one high and one low value, for stories. */
export const lipidPanel: Indicator[] = [
  { name: '总胆固醇', result: '6.8', unit: 'mmol/L', lower: '0', upper: '5.2', hint: '↑' },
  { name: '甘油三酯', result: '1.2', unit: 'mmol/L', lower: '0.45', upper: '1.7' },
  { name: '高密度脂蛋白胆固醇', result: '0.8', unit: 'mmol/L', lower: '1.0', upper: '' },
  { name: '低密度脂蛋白胆固醇', result: '3.1', unit: 'mmol/L', lower: '', upper: '3.4' },
];

/** A blood count with a high white-cell count and a qualitative result. */
export const bloodCount: Indicator[] = [
  { name: '白细胞计数', result: '11.2', unit: '10^9/L', lower: '3.5', upper: '9.5' },
  { name: '红细胞计数', result: '4.6', unit: '10^12/L', lower: '4.3', upper: '5.8' },
  { name: '血红蛋白', result: '118', unit: 'g/L', lower: '130', upper: '175', hint: 'L' },
  { name: '尿潜血', result: '阴性', unit: '', lower: null, upper: null },
];
