import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

function Page({ open, onBehind = () => {} }: { open: boolean; onBehind?: () => void }) {
  return (
    <>
      <button type="button" onClick={onBehind}>
        提交订单
      </button>
      <LoadingOverlay open={open} text="订单生成中" />
    </>
  );
}

describe('LoadingOverlay', () => {
  it('is a busy modal named by its text that Escape and outside taps cannot dismiss', async () => {
    const onBehind = vi.fn();
    const { rerender } = render(<Page open onBehind={onBehind} />);
    const dialog = screen.getByRole('dialog', { name: '订单生成中' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The page behind is hidden from assistive technology while the overlay is up.
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '订单生成中' })).toBeInTheDocument();

    rerender(<Page open={false} onBehind={onBehind} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeInTheDocument();
  });

  it('makes the page behind inert and unscrollable, takes focus, and gives everything back when it closes', async () => {
    const { container, rerender } = render(<Page open={false} />);
    const behind = screen.getByRole('button', { name: '提交订单' });
    await userEvent.click(behind);
    expect(behind).toHaveFocus();

    rerender(<Page open />);
    const dialog = screen.getByRole('dialog', { name: '订单生成中' });
    expect(dialog).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.tab();
    expect(behind).not.toHaveFocus();

    rerender(<Page open={false} />);
    expect(container).not.toHaveAttribute('inert');
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(document.documentElement.style.overflow).toBe('');
    expect(behind).toHaveFocus();
  });

  it('leaves attributes the page had set on its own as they were', () => {
    const hidden = document.body.appendChild(document.createElement('div'));
    hidden.setAttribute('aria-hidden', 'false');
    const { rerender } = render(<Page open />);
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    rerender(<Page open={false} />);
    expect(hidden).toHaveAttribute('aria-hidden', 'false');
    expect(hidden).not.toHaveAttribute('inert');
    hidden.remove();
  });
});
