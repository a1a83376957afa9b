import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { resetFinishedCountdowns } from './useCountdown';

/** A device whose wall clock (Date.now) and monotonic clock (performance.now) we move independently. */
const clock = { wall: Date.UTC(2026, 11, 1, 4, 0, 0), mono: 10_000 };

function advance(ms: number, { wall = ms, timersRun = true }: { wall?: number; timersRun?: boolean } = {}) {
  act(() => {
    clock.wall += wall;
    clock.mono += ms;
    if (timersRun) vi.advanceTimersByTime(ms);
  });
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  act(() => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const timer = () => screen.getByRole('timer');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(Date, 'now').mockImplementation(() => clock.wall);
  vi.spyOn(performance, 'now').mockImplementation(() => clock.mono);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  visibility = 'visible';
  resetFinishedCountdowns();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown / Countdown', () => {
  it('counts down to an absolute deadline once a second', () => {
    render(<Countdown deadline={clock.wall + 90_000} label="支付剩余时间" />);
    expect(screen.getByRole('timer', { name: '支付剩余时间' })).toHaveTextContent('01:30');
    advance(1000);
    expect(timer()).toHaveTextContent('01:29');
    advance(29_000);
    expect(timer()).toHaveTextContent('01:00');
  });

  it('applies the server-time offset of a phone whose clock is wrong', () => {
    const serverNow = clock.wall + 300_000; // the phone is 5 minutes slow
    render(<Countdown deadline={serverNow + 15 * 60_000} serverOffsetMs={300_000} />);
    expect(timer()).toHaveTextContent('15:00');
  });

  it('ignores a device-clock jump during the count', () => {
    const onFinish = vi.fn();
    render(<Countdown deadline={clock.wall + 90_000} onFinish={onFinish} />);
    advance(1000, { wall: 1000 + 3_600_000 }); // the user sets the clock an hour ahead
    expect(timer()).toHaveTextContent('01:29');
    advance(1000, { wall: 1000 - 7_200_000 }); // and then two hours back
    expect(timer()).toHaveTextContent('01:28');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('re-syncs when a hidden tab comes back, even if timers and the monotonic clock were frozen', () => {
    render(<Countdown deadline={clock.wall + 90_000} />);
    setVisibility('hidden');
    // 40 s asleep: no timer fired, and this device's performance.now() did not advance either.
    advance(0, { wall: 40_000, timersRun: false });
    expect(timer()).toHaveTextContent('01:30');
    setVisibility('visible');
    expect(timer()).toHaveTextContent('00:50');
    advance(1000);
    expect(timer()).toHaveTextContent('00:49');
  });

  it('with a server offset, ignores a device-clock jump made while the tab was hidden', () => {
    const deadline = clock.wall + 90_000;
    const { rerender } = render(<Countdown deadline={deadline} serverOffsetMs={0} />);
    setVisibility('hidden');
    // Frozen 10 s (no timer ran) while the user moved the device clock 5 minutes ahead.
    advance(10_000, { wall: 10_000 + 300_000, timersRun: false });
    setVisibility('visible');
    expect(timer()).toHaveTextContent('01:20');
    advance(1000);
    expect(timer()).toHaveTextContent('01:19');
    rerender(<Countdown deadline={deadline} serverOffsetMs={-300_000} />); // the reading taken on showing
    advance(5000);
    expect(timer()).toHaveTextContent('01:14');
  });

  it('with a server offset, trusts the device clock again when no different offset follows the showing', () => {
    // A phone that slept 40 s offline (the reading fails), or whose fresh reading equals the last one.
    render(<Countdown deadline={clock.wall + 90_000} serverOffsetMs={0} />);
    setVisibility('hidden');
    advance(0, { wall: 40_000, timersRun: false });
    setVisibility('visible');
    expect(timer()).toHaveTextContent('01:30');
    advance(1000);
    expect(timer()).toHaveTextContent('01:29');
    advance(1000);
    expect(timer()).toHaveTextContent('00:48');
    advance(1000);
    expect(timer()).toHaveTextContent('00:47');
  });

  it('with a server offset, re-anchors to the device clock when a fresh offset arrives', () => {
    const deadline = clock.wall + 90_000;
    const { rerender } = render(<Countdown deadline={deadline} serverOffsetMs={0} />);
    setVisibility('hidden');
    // The phone slept 40 s: its monotonic clock stood still, the wall clock (right) moved on.
    advance(0, { wall: 40_000, timersRun: false });
    setVisibility('visible');
    expect(timer()).toHaveTextContent('01:30');
    rerender(<Countdown deadline={deadline} serverOffsetMs={3} />); // the reading taken on showing
    expect(timer()).toHaveTextContent('00:49');
    // A device clock moved 5 minutes ahead is corrected by the next reading (server − device = −5 min).
    advance(1000, { wall: 1000 + 300_000 });
    rerender(<Countdown deadline={deadline} serverOffsetMs={-300_000} />);
    expect(timer()).toHaveTextContent('00:49');
  });

  it('re-syncs on pageshow (back/forward cache restore)', () => {
    render(<Countdown deadline={clock.wall + 90_000} />);
    advance(0, { wall: 30_000, timersRun: false });
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    expect(timer()).toHaveTextContent('01:00');
  });

  it('calls onFinish exactly once, across re-mounts and later re-syncs', () => {
    const onFinish = vi.fn();
    const deadline = clock.wall + 3000;
    const first = render(<Countdown deadline={deadline} finishKey="order-42" onFinish={onFinish} />);
    advance(3000);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(timer()).toHaveTextContent('00:00');
    setVisibility('hidden');
    setVisibility('visible');
    advance(5000);
    first.unmount();

    render(<Countdown deadline={deadline} finishKey="order-42" onFinish={onFinish} />);
    advance(1000);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('checkup-ui:countdown-finished')).toContain('order-42');
  });

  it('calls onFinish on mount for a deadline that passed while the page was away', () => {
    const onFinish = vi.fn();
    render(<Countdown deadline={clock.wall - 1000} finishKey="order-7" onFinish={onFinish} />);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(timer()).toHaveAttribute('data-finished', 'true');
  });

  it('announces calmly once a minute and at the end, while the timer itself stays silent', () => {
    const { container } = render(<Countdown deadline={clock.wall + 61_000} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(timer()).not.toHaveAttribute('aria-live');
    expect(live).toHaveTextContent('剩余2分钟');
    advance(1000);
    expect(live).toHaveTextContent('剩余1分钟');
    advance(30_000);
    expect(live).toHaveTextContent('剩余1分钟');
    advance(30_000);
    expect(live).toHaveTextContent('倒计时结束');
  });

  it('ticks faster for millisecond formats', () => {
    render(<Countdown deadline={clock.wall + 2500} format="ss.SS" />);
    expect(timer()).toHaveTextContent('02.50');
    advance(100);
    expect(timer()).toHaveTextContent('02.40');
  });
});
