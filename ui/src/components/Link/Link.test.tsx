import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link named by its text, going where it says, with the caller’s attributes', () => {
    render(
      <Link href="tel:0571-88888888" aria-describedby="hint">
        0571-88888888
      </Link>,
    );
    const link = screen.getByRole('link', { name: '0571-88888888' });
    expect(link).toHaveAttribute('href', 'tel:0571-88888888');
    expect(link).toHaveAttribute('aria-describedby', 'hint');
  });
});
