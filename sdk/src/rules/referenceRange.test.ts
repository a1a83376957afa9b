import { describe, expect, it } from 'vitest';
import { referenceRange } from './referenceRange';

describe('referenceRange', () => {
  it.each([
    ['2.8', '5.2', '2.8-5.2'],
    ['1.04', '', '≥1.04'],
    ['', '3.4', '≤3.4'],
    [' 0.56 ', ' 1.7 ', '0.56-1.7'],
    [0, 5.2, '0-5.2'],
    ['', '', ''],
    [null, undefined, ''],
  ])('lower %j, upper %j → %j', (lower, upper, shown) => {
    expect(referenceRange(lower, upper)).toBe(shown);
  });
});
