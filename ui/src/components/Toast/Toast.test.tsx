import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './ToastHost';
import { dismissToast, toast } from './toastStore';

describe('toast() with <ToastHost />', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('announces the text in a polite status region and hides it after 5000 ms by default', () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      toast('暂未开放');
    });
    expect(region).toHaveTextContent('暂未开放');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(region).toHaveTextContent('暂未开放');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region).toBeEmptyDOMElement();
  });

  it('honours a custom duration, replaces the previous toast and restarts the timer', () => {
    render(<ToastHost />);
    act(() => {
      toast('已选择院区A', { duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(800);
    });
    act(() => {
      toast('已选择院区B', { duration: 1000 });
    });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('已选择院区B');
    expect(region).not.toHaveTextContent('已选择院区A');
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(region).toHaveTextContent('已选择院区B');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(region).toBeEmptyDOMElement();
  });

  it('does not take focus, and Escape dismisses it', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <>
        <button type="button">保存</button>
        <ToastHost />
      </>,
    );
    const button = screen.getByRole('button', { name: '保存' });
    button.focus();
    act(() => {
      toast('保存成功');
    });
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a press of a button closes the toast; a toast that press raises stays; typing in a field does not close it', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <>
        <input aria-label="手机号码" />
        <button type="button">保存</button>
        <button type="button" onClick={() => toast('请输入正确的手机号')}>
          提交
        </button>
        <ToastHost />
      </>,
    );
    const region = screen.getByRole('status');
    act(() => {
      toast('请输入手机号码');
    });
    await user.click(screen.getByRole('textbox', { name: '手机号码' }));
    await user.keyboard('138');
    expect(region).toHaveTextContent('请输入手机号码');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(region).toBeEmptyDOMElement();
    act(() => {
      toast('请输入手机号码');
    });
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(region).toHaveTextContent('请输入正确的手机号');
  });

  it('the returned function dismisses only its own toast', () => {
    render(<ToastHost />);
    let dismissFirst!: () => void;
    act(() => {
      dismissFirst = toast('第一条');
      toast('第二条');
    });
    act(() => dismissFirst());
    expect(screen.getByRole('status')).toHaveTextContent('第二条');
  });
});
