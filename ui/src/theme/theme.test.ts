import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../test/contrast';
import { defaultTokens, nonTextContrastPairs, textContrastPairs } from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});

describe('default theme colours', () => {
  it.each(textContrastPairs(defaultTokens))('%s meets AA for text (4.5:1)', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextContrastPairs(defaultTokens))('%s meets 3:1 for non-text', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
