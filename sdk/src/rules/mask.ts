/** Display masking of phone numbers, ID numbers and names. */

/**
 * Hides the middle third of a text with asterisks: the first and last ⌊n/3⌋ characters stay, everything
 * between becomes `*` (so a phone 13812345678 shows as 138*****678, an 18-digit ID keeps 6 + 6).
 * Counts characters, not UTF-16 units, so Chinese names mask correctly; texts shorter than 3 are fully masked.
 */
export function maskMiddle(text: string): string {
  const chars = Array.from(text);
  const keep = Math.floor(chars.length / 3);
  const hidden = chars.length - 2 * keep;
  return chars.slice(0, keep).join('') + '*'.repeat(hidden) + chars.slice(chars.length - keep).join('');
}
