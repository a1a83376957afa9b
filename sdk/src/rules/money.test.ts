import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  allowanceLeftFen,
  asFen,
  discountFen,
  fenToYuan,
  isDiscounted,
  parseYuan,
  payablePriceFen,
  sumFen,
  type Fen,
  type Yuan,
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

  it('converts back to wire yuan', () => {
    expect(fenToYuan(asFen(12850))).toBe(128.5);
    expect(fenToYuan(asFen(1999))).toBe(19.99);
  });

  it('sums exactly', () => {
    expect(sumFen([10, 20, 1999].map(asFen))).toBe(2029);
    expect(sumFen([])).toBe(0);
    expect(fenToYuan(sumFen([0.1, 0.2].map(parseYuan)))).toBe(0.3);
    // An untyped caller (plain JavaScript, a cast) still meets the run-time check.
    expect(() => sumFen([1, 0.5] as Fen[])).toThrow(RangeError);
    expect(() => asFen(0.5)).toThrow(RangeError);
  });
});

describe('units', () => {
  it('keeps fen and yuan apart in the types: neither passes for the other', () => {
    // A wire price is a plain number, which is yuan; fen come only from the conversions.
    expectTypeOf<number>().toExtend<Yuan>();
    expectTypeOf<number>().not.toExtend<Fen>();
    expectTypeOf<Fen>().not.toExtend<Yuan>();
    expectTypeOf(parseYuan).parameter(0).not.toEqualTypeOf<Fen | string>();
    expectTypeOf(fenToYuan).returns.toEqualTypeOf<Yuan>();
    const wirePrice = 128.5;
    // @ts-expect-error a yuan number is not fen
    expect(() => fenToYuan(wirePrice)).toThrow(RangeError);
    // @ts-expect-error fen are not a yuan amount
    expect(parseYuan(parseYuan(1))).toBe(10000);
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
    expect(allowanceLeftFen(asFen(50000), [12000, 8000].map(asFen))).toBe(30000);
    expect(allowanceLeftFen(asFen(10000), [asFen(12000)])).toBe(-2000);
  });
});
