import { describe, expect, it } from 'vitest';
import {
  allowanceLeftFen,
  discountFen,
  fenToYuan,
  formatYuan,
  isDiscounted,
  parseYuan,
  payablePriceFen,
  sumFen,
} from './money';

describe('yuan ⇄ fen', () => {
  it('parses wire numbers without binary drift', () => {
    expect(parseYuan(128.5)).toBe(12850);
    expect(parseYuan(19.99)).toBe(1999);
    expect(parseYuan(0.1 + 0.2)).toBe(30);
    expect(parseYuan(1.005)).toBe(101);
    expect(parseYuan(-2.5)).toBe(-250);
    expect(Object.is(parseYuan(-0), 0)).toBe(true);
  });

  it('parses texts with at most two decimals', () => {
    expect(parseYuan('128.50')).toBe(12850);
    expect(parseYuan(' 3.5 ')).toBe(350);
    expect(parseYuan('7')).toBe(700);
    expect(parseYuan('-0.05')).toBe(-5);
    expect(Object.is(parseYuan('-0'), 0)).toBe(true);
  });

  it('refuses what is not an amount', () => {
    expect(() => parseYuan('1.234')).toThrow(RangeError);
    expect(() => parseYuan('abc')).toThrow(RangeError);
    expect(() => parseYuan('')).toThrow(RangeError);
    expect(() => parseYuan(Number.NaN)).toThrow(RangeError);
    expect(() => parseYuan(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('formats with exactly two decimals', () => {
    expect(formatYuan(12850)).toBe('128.50');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(-250)).toBe('-2.50');
    expect(() => formatYuan(1.5)).toThrow(RangeError);
  });

  it('converts back to wire yuan', () => {
    expect(fenToYuan(12850)).toBe(128.5);
    expect(fenToYuan(1999)).toBe(19.99);
  });

  it('sums exactly', () => {
    expect(sumFen([10, 20, 1999])).toBe(2029);
    expect(sumFen([])).toBe(0);
    expect(formatYuan(sumFen([0.1, 0.2].map(parseYuan)))).toBe('0.30');
    expect(() => sumFen([1, 0.5])).toThrow(RangeError);
  });
});

describe('package prices', () => {
  it('uses the discount price when jd_flag is T', () => {
    const pkg = { price: 680, jd_price: 598.5, jd_flag: 'T' };
    expect(isDiscounted(pkg)).toBe(true);
    expect(payablePriceFen(pkg)).toBe(59850);
    expect(discountFen(pkg)).toBe(8150);
  });

  it('uses the list price otherwise', () => {
    for (const pkg of [{ price: 680, jd_price: 598.5, jd_flag: 'F' }, { price: 680, jd_flag: 'T' }, { price: 680 }]) {
      expect(isDiscounted(pkg)).toBe(false);
      expect(payablePriceFen(pkg)).toBe(68000);
      expect(discountFen(pkg)).toBe(0);
    }
  });

  it('computes the self-pay allowance left (negative = 超出自费金额)', () => {
    expect(allowanceLeftFen(50000, [12000, 8000])).toBe(30000);
    expect(allowanceLeftFen(10000, [12000])).toBe(-2000);
  });
});
