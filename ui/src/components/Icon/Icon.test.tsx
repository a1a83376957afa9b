import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it('has every icon the screens use', () => {
    expect(iconNames).toEqual(
      expect.arrayContaining(['back', 'search', 'check', 'close', 'chevron', 'male', 'female', 'car', 'calendar', 'order', 'report', 'guide', 'notice', 'location', 'phone']),
    );
  });

  it('is decorative without a label and an image with one', () => {
    const { container } = render(
      <>
        <Icon name="search" />
        <Icon name="phone" label="电话" />
      </>,
    );
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: '电话' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
