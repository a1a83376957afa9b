import { describe, expect, it } from 'vitest';
import { fenToYuan } from '@checkup/sdk/rules';
import { formatYuan } from '@checkup/ui';
import { samplePackage } from '../../../test/fixtures';
import { extrasFen, orderTotalFen } from './orderTotal';

const extras = {
  totalPrice: 420.5,
  clusOut: [
    { comb_code: '9263', comb_name: '低剂量螺旋CT（胸部）', price: 380, act_price: 380 },
    { comb_code: '2301', comb_name: '甲胎蛋白（AFP）', price: 45, act_price: 40.5 },
  ],
};

describe('order total', () => {
  it('uses the discount price when jd_flag is T and adds the extras at their actual price', () => {
    expect(formatYuan(fenToYuan(orderTotalFen(samplePackage, extras)))).toBe('1018.50');
  });

  it('uses the list price when jd_flag is F', () => {
    expect(formatYuan(fenToYuan(orderTotalFen({ ...samplePackage, jd_flag: 'F' }, undefined)))).toBe('680.00');
  });

  it('adds cents exactly (no binary drift)', () => {
    const cents = {
      totalPrice: 0.3,
      clusOut: [0.1, 0.2].map((act_price) => ({ comb_code: 'x', comb_name: 'x', price: act_price, act_price })),
    };
    expect(extrasFen(cents)).toBe(30);
    expect(formatYuan(fenToYuan(orderTotalFen({ ...samplePackage, jd_flag: 'F', price: 19.99 }, cents)))).toBe('20.29');
  });

  it('cannot show fen as yuan: the kit refuses a Fen until it is converted', () => {
    const total = orderTotalFen(samplePackage, extras);
    // @ts-expect-error an amount in fen is not the kit's Yuan
    expect(formatYuan(total)).toBe('101850.00');
  });
});
