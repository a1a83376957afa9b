import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaskedText } from './MaskedText';
import { maskedParts } from './maskedParts';

describe('maskedParts', () => {
  it('hides the middle third', () => {
    expect(maskedParts('13812345678').masked).toBe('138*****678');
    expect(maskedParts('320106199003071517').masked).toBe('320106******071517');
    expect(maskedParts('欧阳娜娜').masked).toBe('欧**娜');
    expect(maskedParts('张三').masked).toBe('**');
    expect(maskedParts('').masked).toBe('');
  });
});

describe('MaskedText', () => {
  it('shows asterisks visually and speaks the hidden count instead', () => {
    const { container } = render(<MaskedText text="13812345678" />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('138*****678');
    expect(container.textContent).toContain('138 隐藏5位 678');
    expect(container.textContent).not.toContain('12345');
  });
});
