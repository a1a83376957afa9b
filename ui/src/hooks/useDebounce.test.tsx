import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounce, useDebouncedCallback } from './useDebounce';
import { useThrottle, useThrottledCallback } from './useThrottle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useDebounce', () => {
  it('updates 500 ms after the value stops changing', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounce(value), { initialProps: { value: '男' } });
    rerender({ value: '男性' });
    advance(300);
    rerender({ value: '男性套' });
    advance(499);
    expect(result.current).toBe('男');
    advance(1);
    expect(result.current).toBe('男性套');
  });

  it('debounces a callback with the last arguments and drops a pending call on unmount', () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn, 200));
    result.current('a');
    result.current('b');
    advance(200);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
    result.current('c');
    unmount();
    advance(500);
    expect(fn).toHaveBeenCalledOnce();
  });
});

describe('useThrottle', () => {
  it('updates at most once per 500 ms, ending on the latest value', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottle(value), { initialProps: { value: 0 } });
    advance(0);
    rerender({ value: 1 });
    advance(100);
    rerender({ value: 2 });
    advance(100);
    expect(result.current).toBe(0);
    advance(300);
    expect(result.current).toBe(2);
  });

  it('drops callback calls within the interval', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn));
    result.current(1);
    result.current(2);
    expect(fn).toHaveBeenCalledExactlyOnceWith(1);
    advance(500);
    result.current(3);
    expect(fn).toHaveBeenLastCalledWith(3);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
