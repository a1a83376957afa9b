/** Formats a yuan amount with exactly 2 decimals (the wire gives yuan numbers such as 1280 or 99.5). */
export function formatYuan(yuan: number): string {
  if (!Number.isFinite(yuan)) throw new RangeError(`not a price: ${yuan}`);
  // Round on integer fen, after dropping binary noise (1.005 × 100 = 100.49999…), so half a fen rounds up.
  const fen = Math.round(Number((yuan * 100).toPrecision(12)));
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
