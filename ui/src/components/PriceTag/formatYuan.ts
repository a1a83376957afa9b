/**
 * An amount in yuan, as the wire gives prices (1280, 99.5): any plain number is one. A number tagged with another
 * unit (`currencyUnit: 'fen'`, as an app's integer-fen type may be) is refused, so fen are never shown as yuan.
 */
export type Yuan = number & { readonly currencyUnit?: 'yuan' };

/** Formats a yuan amount with exactly 2 decimals (the wire gives yuan numbers such as 1280 or 99.5). */
export function formatYuan(yuan: Yuan): string {
  if (!Number.isFinite(yuan)) throw new RangeError(`not a price: ${yuan}`);
  // Round on integer fen, after dropping binary noise (1.005 × 100 = 100.49999…), so half a fen rounds up.
  const fen = Math.round(Number((yuan * 100).toPrecision(12)));
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
