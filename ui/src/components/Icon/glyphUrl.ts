import type { IconGlyph } from './glyphs';

/**
 * A glyph as an SVG data URL, drawn like `<Icon>` (24-unit box, 2-unit round strokes), for use as a CSS mask in
 * `.css.ts` files: a decorative icon repeated in every row of a long list then costs no DOM, React or SVG layout.
 */
export function glyphUrl(glyph: IconGlyph): string {
  const paths = glyph.map((d) => `<path d='${d}'/>`).join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${paths}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
