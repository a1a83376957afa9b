import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('is a busy modal named by its text that Escape and outside taps cannot dismiss', async () => {
    const onBehind = vi.fn();
    const { rerender } = render(
      <>
        <button type="button" onClick={onBehind}>
          提交订单
        </button>
        <LoadingOverlay open text="订单生成中" />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: '订单生成中' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    // The page behind is hidden from assistive technology while the overlay is up.
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '订单生成中' })).toBeInTheDocument();

    rerender(
      <>
        <button type="button" onClick={onBehind}>
          提交订单
        </button>
        <LoadingOverlay open={false} text="订单生成中" />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeInTheDocument();
  });
});
