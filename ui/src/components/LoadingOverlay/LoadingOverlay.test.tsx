import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Popup } from '../Popup';
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

  it('keeps what the page had hidden or made inert itself, and live regions announced', () => {
    const hidden = document.body.appendChild(document.createElement('div'));
    hidden.setAttribute('aria-hidden', 'true');
    hidden.setAttribute('inert', '');
    const { rerender } = render(
      <>
        <Page open />
        <p role="status" aria-live="polite">
          已提交
        </p>
      </>,
    );
    // A toast shown while the overlay is up is still announced.
    expect(screen.getByRole('status')).toHaveTextContent('已提交');
    expect(screen.getByRole('status')).not.toHaveAttribute('inert');
    rerender(<Page open={false} />);
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
    hidden.remove();
  });

  it('leaves the page hidden when it closes under a dialog opened above it', async () => {
    function Stack({ overlay, popup }: { overlay: boolean; popup: boolean }) {
      return (
        <>
          <button type="button">提交订单</button>
          <LoadingOverlay open={overlay} />
          <Popup open={popup} title="确认加项" />
        </>
      );
    }
    const { rerender } = render(<Stack overlay popup={false} />);
    rerender(<Stack overlay popup />);
    await screen.findByRole('dialog', { name: '确认加项' });
    rerender(<Stack overlay={false} popup />);
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
    rerender(<Stack overlay={false} popup={false} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toBeInTheDocument());
  });
});
