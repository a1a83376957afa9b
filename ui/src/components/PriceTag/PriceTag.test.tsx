import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatYuan } from './formatYuan';
import { PriceTag } from './PriceTag';

describe('formatYuan', () => {
  it('always has 2 decimals and rounds on fen', () => {
    expect(formatYuan(1280)).toBe('1280.00');
    expect(formatYuan(99.5)).toBe('99.50');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(formatYuan(1.005)).toBe('1.01');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(-12.3)).toBe('-12.30');
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError);
  });
});

describe('PriceTag', () => {
  it('shows a plain price', () => {
    const { container } = render(<PriceTag price={368} />);
    expect(container).toHaveTextContent('¥368.00');
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows the discount price and the struck original with spoken labels', () => {
    const { container } = render(<PriceTag price={299} originalPrice={368.5} />);
    expect(container.textContent).toBe('优惠价¥299.00原价¥368.50');
    expect(container.querySelector('del')).toHaveTextContent('原价¥368.50');
  });

  it('shows no original when it equals the price', () => {
    const { container } = render(<PriceTag price={299} originalPrice={299.0} />);
    expect(container.querySelector('del')).toBeNull();
    expect(container).not.toHaveTextContent('优惠价');
  });
});
