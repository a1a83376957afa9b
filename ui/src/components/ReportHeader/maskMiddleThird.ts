/** Hides the middle third of a text with asterisks (spec: the display mask for phone and ID numbers). */
export function maskMiddleThird(text: string): string {
  const chars = [...text];
  const third = Math.floor(chars.length / 3);
  if (third === 0) return text;
  const hidden = chars.length - 2 * third;
  return chars.slice(0, third).join('') + '*'.repeat(hidden) + chars.slice(third + hidden).join('');
}
