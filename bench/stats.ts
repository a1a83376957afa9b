/** Small statistics shared by the benchmarks. */

/** The `p`-quantile (0…1) of `values`, linear between the two nearest ranks (p = 0.5 is the median). */
export function quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * p;
  const below = sorted[Math.floor(rank)] ?? NaN;
  const above = sorted[Math.ceil(rank)] ?? NaN;
  return below + (above - below) * (rank - Math.floor(rank));
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Rounds to `digits` decimals (figures in results.json stay readable). */
export function round(value: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
