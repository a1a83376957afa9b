/** One indicator of a check item (detailList: item_name, rec_result, unit, ref_lower, ref_upper, hint). */
export interface Indicator {
  name: string;
  /** Measured result as text (may be qualitative, e.g. 阴性). */
  result: string;
  unit?: string;
  /** Lower bound of the reference range. */
  lower?: string | number | null;
  /** Upper bound of the reference range. */
  upper?: string | number | null;
  /** The reference range as the app words it (the same text as its printed report); else {@link formatReferenceRange}. */
  range?: string;
  /** The lab's own flag, e.g. ↑ / ↓ / H / L / 偏高 / 偏低. */
  hint?: string | null;
}

export type IndicatorFlag = 'high' | 'low' | 'normal';

const toNumber = (value: string | number | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Whether a result is above or below its reference range. The lab's hint wins when it says so; otherwise a numeric
 * result is compared with numeric bounds. Qualitative results without a hint are normal.
 */
export function indicatorFlag({ result, lower, upper, hint }: Indicator): IndicatorFlag {
  const h = (hint ?? '').trim().toUpperCase();
  if (/^(↑|H|HIGH)$|高/.test(h)) return 'high';
  if (/^(↓|L|LOW)$|低/.test(h)) return 'low';
  const value = toNumber(result);
  if (value === undefined) return 'normal';
  const max = toNumber(upper);
  const min = toNumber(lower);
  if (max !== undefined && value > max) return 'high';
  if (min !== undefined && value < min) return 'low';
  return 'normal';
}

/** The reference range as shown: `3.5-5.5`, `≤5.2`, `≥1.0`, or empty. */
export function formatReferenceRange({ lower, upper }: Pick<Indicator, 'lower' | 'upper'>): string {
  const min = lower === null || lower === undefined ? '' : String(lower).trim();
  const max = upper === null || upper === undefined ? '' : String(upper).trim();
  if (min && max) return `${min}-${max}`;
  if (max) return `≤${max}`;
  if (min) return `≥${min}`;
  return '';
}
