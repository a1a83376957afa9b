import { describe, expect, it } from 'vitest';
import { chevronIcon, closeIcon } from './glyphs';
import { glyphUrl } from './glyphUrl';

describe('glyphUrl', () => {
  it('draws every path of the glyph in a 24-unit box with the icon strokes', () => {
    const svg = decodeURIComponent(/^url\("data:image\/svg\+xml,(.*)"\)$/.exec(glyphUrl(closeIcon))![1]!);
    expect(svg).toContain("viewBox='0 0 24 24'");
    expect(svg).toContain("stroke-width='2'");
    for (const d of closeIcon) expect(svg).toContain(`<path d='${d}'/>`);
    // No raw double quote inside: the url("…") must stay one token.
    expect(glyphUrl(chevronIcon).slice(5, -2)).not.toContain('"');
  });
});
