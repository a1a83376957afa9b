import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as glyphs from './glyphs';
import { Icon, phoneIcon, searchIcon } from '.';

describe('Icon', () => {
  it('has every icon the screens use', () => {
    expect(Object.keys(glyphs)).toEqual(
      expect.arrayContaining(
        [
          'back',
          'search',
          'check',
          'close',
          'chevron',
          'male',
          'female',
          'car',
          'calendar',
          'order',
          'report',
          'guide',
          'notice',
          'location',
          'phone',
        ].map((name) => `${name}Icon`),
      ),
    );
  });

  it('draws the glyph’s strokes', () => {
    const { container } = render(<Icon icon={searchIcon} />);
    expect([...container.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual([...searchIcon]);
  });

  it('is decorative without a label and an image with one', () => {
    const { container } = render(
      <>
        <Icon icon={searchIcon} />
        <Icon icon={phoneIcon} label="电话" />
      </>,
    );
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: '电话' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
