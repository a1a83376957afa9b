import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendCodeButton } from './ResendCodeButton';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('ResendCodeButton', () => {
  it('waits 60 s with a countdown after a successful send', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<ResendCodeButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('重新获取(60s)');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    act(() => void vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('重新获取(59s)');
    await click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(59_000));
    expect(button).toHaveTextContent('获取验证码');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('does not start the wait when nothing was sent', async () => {
    render(<ResendCodeButton onSend={() => false} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await click(button);
    expect(button).toHaveTextContent('获取验证码');
    render(<ResendCodeButton onSend={() => Promise.reject(new Error('网络异常'))} label="再试" />);
    const failing = screen.getByRole('button', { name: '再试' });
    await click(failing);
    expect(failing).toHaveTextContent('再试');
    expect(failing).not.toHaveAttribute('aria-disabled');
  });

  it('waits until a controlled waitUntil, e.g. one kept across a reload, and reports each new wait', async () => {
    const onWaitStart = vi.fn();
    const { rerender } = render(
      <ResendCodeButton onSend={() => true} waitUntil={Date.now() + 20_000} onWaitStart={onWaitStart} />,
    );
    const button = screen.getByRole('button', { name: '重新获取(20s)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    act(() => void vi.advanceTimersByTime(20_000));
    expect(button).toHaveTextContent('获取验证码');
    await click(button);
    expect(onWaitStart).toHaveBeenCalledWith(Date.now() + 60_000);
    // Controlled: the wait shows once the owner passes it back.
    expect(button).toHaveTextContent('获取验证码');
    rerender(<ResendCodeButton onSend={() => true} waitUntil={Date.now() + 60_000} onWaitStart={onWaitStart} />);
    expect(button).toHaveTextContent('重新获取(60s)');
  });
});
