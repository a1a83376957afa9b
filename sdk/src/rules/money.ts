/**
 * Money as integer fen (1 yuan = 100 fen), so sums never drift. The wire carries yuan numbers with 2 decimals.
 */

/** An amount in fen; always an integer. */
export type Fen = number;

const YUAN_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Converts a yuan amount (a wire number like 128.5 or a text like "128.50") to fen.
 * Numbers are rounded to the nearest fen; texts must have at most 2 decimals. Throws RangeError otherwise.
 */
export function parseYuan(value: number | string): Fen {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a yuan amount: ${value}`);
    // Round half away from zero on the scaled value; toFixed corrects binary noise like 1.005*100 = 100.49999.
    const scaled = Number((Math.abs(value) * 100).toFixed(6));
    return Math.sign(value) * Math.round(scaled) || 0;
  }
  const match = YUAN_TEXT.exec(value.trim());
  if (!match) throw new RangeError(`Not a yuan amount: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', decimals = ''] = match;
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return sign === '-' ? -fen || 0 : fen;
}

/** Converts fen to the wire's yuan number (e.g. 12850 → 128.5). */
export function fenToYuan(fen: Fen): number {
  return requireFen(fen) / 100;
}

/** Formats fen as yuan with exactly 2 decimals (e.g. 12850 → "128.50"). */
export function formatYuan(fen: Fen): string {
  const abs = Math.abs(requireFen(fen));
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return fen < 0 ? `-${text}` : text;
}

/** Sum of amounts in fen. */
export function sumFen(amounts: Iterable<Fen>): Fen {
  let total = 0;
  for (const amount of amounts) total += requireFen(amount);
  return total;
}

function requireFen(fen: Fen): Fen {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Not an amount in fen: ${fen}`);
  return fen;
}

/** Discount flag: 'T' means the package is sold at its discount price. */
export type DiscountFlag = 'T' | (string & {});

/** Price fields of a package as the wire has them (yuan). */
export interface PackagePrice {
  price: number;
  jd_price?: number | null;
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
  return parseYuan(pkg.price) - payablePriceFen(pkg);
}

/** Self-pay allowance left after the chosen extras; negative means 超出自费金额. */
export function allowanceLeftFen(allowance: Fen, extras: Iterable<Fen>): Fen {
  return requireFen(allowance) - sumFen(extras);
}
