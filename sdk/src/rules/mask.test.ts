import { describe, expect, it } from 'vitest';
import { maskMiddle } from './mask';

describe('maskMiddle', () => {
  it('hides the middle third of a phone and an ID number', () => {
    expect(maskMiddle('13812345678')).toBe('138*****678');
    expect(maskMiddle('320106199003071517')).toBe('320106******071517');
  });

  it('counts Chinese characters as one each', () => {
    expect(maskMiddle('欧阳娜娜')).toBe('欧**娜');
    expect(maskMiddle('张三丰')).toBe('张*丰');
  });

  it('masks short texts completely', () => {
    expect(maskMiddle('张三')).toBe('**');
    expect(maskMiddle('')).toBe('');
  });
});
