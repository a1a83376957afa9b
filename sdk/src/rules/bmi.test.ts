import { describe, expect, it } from 'vitest';
import { bmi } from './bmi';

describe('bmi', () => {
  it('divides weight by height in metres squared, 2 decimals', () => {
    expect(bmi(70, 175)).toBe(22.86);
    expect(bmi(50, 160)).toBe(19.53);
    expect(bmi(81, 180)).toBe(25);
  });

  it('is null unless both values are positive', () => {
    expect(bmi(0, 175)).toBeNull();
    expect(bmi(70, 0)).toBeNull();
    expect(bmi(-70, 175)).toBeNull();
    expect(bmi(Number.NaN, 175)).toBeNull();
    expect(bmi(70, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
