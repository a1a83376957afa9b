/**
 * Money as integer fen (1 yuan = 100 fen), so sums never drift. The wire carries yuan numbers with 2 decimals, except
 * the payment provider's `total_fee`, which is fen. Both units are tagged (`currencyUnit`) so that one cannot be passed
 * where the other is expected: the kit's `Yuan` (what `PriceTag` and `formatYuan` take) carries the same optional tag.
 */

/** An amount in fen; always an integer. Made by `parseYuan`, `sumFen` or, for a stored integer, `asFen`. */
export type Fen = number & { readonly currencyUnit: 'fen' };

/** An amount in yuan as the wire carries it; a plain number is one, a `Fen` is not. */
export type Yuan = number & { readonly currencyUnit?: 'yuan' };

const YUAN_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Converts a yuan amount (a wire number like 128.5 or a text like "128.50") to fen.
 * Numbers are rounded to the nearest fen; texts must have at most 2 decimals. Throws RangeError otherwise.
 */
export function parseYuan(value: Yuan | string): Fen {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a yuan amount: ${value}`);
    // Round half away from zero on the scaled value; toFixed corrects binary noise like 1.005*100 = 100.49999.
    const scaled = Number((Math.abs(value) * 100).toFixed(6));
    return asFen(Math.sign(value) * Math.round(scaled) || 0);
  }
  const match = YUAN_TEXT.exec(value.trim());
  if (!match) throw new RangeError(`Not a yuan amount: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', decimals = ''] = match;
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return asFen(sign === '-' ? -fen || 0 : fen);
}

/** Converts fen to the wire's yuan number (e.g. 12850 → 128.5). */
export function fenToYuan(fen: Fen): Yuan {
  return asFen(fen) / 100;
}

/** Sum of amounts in fen. */
export function sumFen(amounts: Iterable<Fen>): Fen {
  let total = 0;
  for (const amount of amounts) total += asFen(amount);
  return asFen(total);
}

/** Tags an integer already known to be fen (a stored amount, the provider's `total_fee`); throws RangeError otherwise. */
export function asFen(amount: number): Fen {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount in fen: ${amount}`);
  return amount as Fen;
}

/** Discount flag: 'T' means the package is sold at its discount price. */
export type DiscountFlag = 'T' | (string & {});

/** Price fields of a package as the wire has them (yuan). */
export interface PackagePrice {
  price: Yuan;
  jd_price?: Yuan | null;
  jd_flag?: DiscountFlag | null;
}

/** True when the package is discounted (jd_flag T with a discount price). */
export function isDiscounted(pkg: PackagePrice): boolean {
  return pkg.jd_flag === 'T' && typeof pkg.jd_price === 'number';
}

/** The price the visitor pays, in fen: the discount price when jd_flag is T, else the list price. */
export function payablePriceFen(pkg: PackagePrice): Fen {
  return isDiscounted(pkg) ? parseYuan(pkg.jd_price ?? pkg.price) : parseYuan(pkg.price);
}

/** The saving shown next to the struck-through list price: price − jd_price when jd_flag is T, else 0. */
export function discountFen(pkg: PackagePrice): Fen {
  return asFen(parseYuan(pkg.price) - payablePriceFen(pkg));
}

/** Self-pay allowance left after the chosen extras; negative means 超出自费金额. */
export function allowanceLeftFen(allowance: Fen, extras: Iterable<Fen>): Fen {
  return asFen(asFen(allowance) - sumFen(extras));
}
