import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFinishedCountdowns, useCountdown } from './useCountdown';

/** The hook without the Countdown: what a custom timer display (a progress ring, a button label) builds on. */
describe('useCountdown', () => {
  /** The wall clock (Date.now) and the monotonic clock (performance.now) the hook counts on after anchoring once. */
  const clock = { wall: Date.UTC(2026, 11, 8, 1, 0, 0), mono: 10_000 };
  /** Time passes on both clocks, and the timers due in it fire. */
  const pass = (ms: number) =>
    act(() => {
      clock.wall += ms;
      clock.mono += ms;
      vi.advanceTimersByTime(ms);
    });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(Date, 'now').mockImplementation(() => clock.wall);
    vi.spyOn(performance, 'now').mockImplementation(() => clock.mono);
    resetFinishedCountdowns();
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the deadline and calls onFinish once', () => {
    const onFinish = vi.fn();
    const deadline = Date.now() + 3000;
    const { result } = renderHook(() => useCountdown({ deadline, onFinish }));
    expect(result.current).toEqual({ remainingMs: 3000, finished: false });
    pass(1000);
    expect(result.current.remainingMs).toBe(2000);
    pass(5000);
    expect(result.current).toEqual({ remainingMs: 0, finished: true });
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('counts on the server’s clock when given its offset', () => {
    // The phone is 60 s behind the server: a deadline 90 s ahead on the server's clock is 30 s away.
    const deadline = Date.now() + 90_000;
    const { result } = renderHook(() => useCountdown({ deadline, serverOffsetMs: 60_000 }));
    expect(result.current.remainingMs).toBe(30_000);
  });

  it('shows nothing running without a deadline', () => {
    const { result } = renderHook(() => useCountdown({ deadline: null }));
    expect(result.current.finished).toBe(false);
    expect(result.current.remainingMs).toBe(0);
  });
});
