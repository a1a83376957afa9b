/** How a report indicator's reference range reads, the same on the report screen and in its PDF. */

/** A bound as the report gives it: text, a number, or nothing. */
type Bound = string | number | null | undefined;

const text = (bound: Bound): string => (bound === null || bound === undefined ? '' : String(bound).trim());

/** `3.5-5.5` with both bounds, `≤5.2` with only an upper one, `≥1.04` with only a lower one, else empty. */
export function referenceRange(lower: Bound, upper: Bound): string {
  const min = text(lower);
  const max = text(upper);
  if (min && max) return `${min}-${max}`;
  if (max) return `≤${max}`;
  if (min) return `≥${min}`;
  return '';
}
