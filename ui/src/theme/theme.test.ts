import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../test/contrast';
import { themeTokens } from './themeTokens';
import { nonTextContrastPairs, textContrastPairs } from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});

describe.each(Object.entries(themeTokens))('the %s theme’s colours', (_theme, tokens) => {
  it.each(textContrastPairs(tokens))('%s meets AA for text (4.5:1)', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextContrastPairs(tokens))('%s meets 3:1 for non-text', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

describe('the high-contrast theme', () => {
  it.each(textContrastPairs(themeTokens.highContrast))('%s meets AAA for text (7:1)', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(7);
  });
});

describe('the azure theme', () => {
  it('keeps the touch-target floor and differs from Checkup’s brand, radii and type scale', () => {
    expect(themeTokens.azure.size.touchTarget).toBe(themeTokens.checkup.size.touchTarget);
    expect(themeTokens.azure.color.brand).not.toBe(themeTokens.checkup.color.brand);
    expect(themeTokens.azure.radius.md).not.toBe(themeTokens.checkup.radius.md);
    expect(parseFloat(themeTokens.azure.font.size.md)).toBeLessThan(parseFloat(themeTokens.checkup.font.size.md));
  });
});
