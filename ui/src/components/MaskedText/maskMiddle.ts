/**
 * Hides the middle third of a text with asterisks: the first and last ⌊n/3⌋ characters stay
 * (13812345678 → 138*****678). Counts characters, not UTF-16 units. Same rule as the SDK's `maskMiddle`;
 * the kit keeps its own copy because it may not import the SDK.
 */
export function maskMiddle(text: string): { masked: string; head: string; tail: string; hidden: number } {
  const chars = Array.from(text);
  const keep = Math.floor(chars.length / 3);
  const hidden = chars.length - 2 * keep;
  const head = chars.slice(0, keep).join('');
  const tail = chars.slice(chars.length - keep).join('');
  return { masked: head + '*'.repeat(hidden) + tail, head, tail, hidden };
}
