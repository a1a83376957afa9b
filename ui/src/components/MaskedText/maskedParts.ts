/**
 * What MaskedText shows and says: the first and last ⌊n/3⌋ characters stay, the middle third becomes asterisks
 * (13812345678 → 138*****678). Counts characters, not UTF-16 units. The rule is the product's (the SDK's
 * `maskMiddle` applies it to texts the server writes); the kit may not import the SDK, so it splits the text here.
 */
export function maskedParts(text: string): { masked: string; head: string; tail: string; hidden: number } {
  const chars = Array.from(text);
  const keep = Math.floor(chars.length / 3);
  const hidden = chars.length - 2 * keep;
  const head = chars.slice(0, keep).join('');
  const tail = chars.slice(chars.length - keep).join('');
  return { masked: head + '*'.repeat(hidden) + tail, head, tail, hidden };
}
