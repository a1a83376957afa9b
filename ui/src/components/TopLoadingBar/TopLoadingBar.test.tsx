import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopLoadingBar } from './TopLoadingBar';

describe('TopLoadingBar', () => {
  it('is an indeterminate progress bar named 努力加载中.... while active', () => {
    const { rerender } = render(<TopLoadingBar active />);
    const bar = screen.getByRole('progressbar', { name: '努力加载中....' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('努力加载中....')).toBeInTheDocument();
    rerender(<TopLoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
