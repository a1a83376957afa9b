import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const slides = ['院区外景', '体检大厅', '检查设备'].map((text, i) => ({ id: String(i), content: <p>{text}</p> }));

const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((el) => el.getAttribute('aria-roledescription') === 'slide' && !el.hasAttribute('aria-hidden'));

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  const tick = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('follows the carousel pattern: named region, "N / M" slides, only the current one exposed', () => {
    render(<Carousel label="院区介绍" slides={slides} />);
    const region = screen.getByRole('region', { name: '院区介绍' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAttribute('aria-label', '1 / 3');
    expect(screen.getByText('院区外景')).toBeVisible();
    const other = screen.getByText('体检大厅').closest('[aria-roledescription="slide"]');
    expect(other).toHaveAttribute('aria-hidden', 'true');
    expect(other).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: '第 1 张，共 3 张' })).toHaveAttribute('aria-current', 'true');
  });

  it('autoplays every 5000 ms and wraps around', () => {
    render(<Carousel label="院区介绍" slides={slides} />);
    tick(4999);
    expect(currentSlide()).toHaveAttribute('aria-label', '1 / 3');
    tick(1);
    expect(currentSlide()).toHaveAttribute('aria-label', '2 / 3');
    tick(5000);
    tick(5000);
    expect(currentSlide()).toHaveAttribute('aria-label', '1 / 3');
  });

  it('the pause button (first in tab order) stops and restarts autoplay, by keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true }); // user-event needs time to pass; autoplay steps stay explicit
    const user = userEvent.setup({ delay: null });
    render(<Carousel label="院区介绍" slides={slides} />);
    await user.tab();
    const pause = screen.getByRole('button', { name: '暂停自动播放' });
    expect(pause).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '开始自动播放' })).toHaveFocus();
    await user.tab(); // focus leaves the pause button for the dots: still inside, still paused
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    tick(20000);
    expect(currentSlide()).toHaveAttribute('aria-label', '1 / 3');
    screen.getByRole('button', { name: '开始自动播放' }).focus();
    await user.keyboard(' ');
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    tick(5000);
    expect(currentSlide()).toHaveAttribute('aria-label', '2 / 3');
  });

  it('is a polite live region only while not rotating', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null });
    const { container } = render(<Carousel label="院区介绍" slides={slides} />);
    const live = container.querySelector('[aria-live]');
    const blur = () =>
      act(() => {
        (document.activeElement as HTMLElement).blur();
      });
    expect(live).toHaveAttribute('aria-live', 'off');
    screen.getByRole('button', { name: '暂停自动播放' }).focus();
    await user.keyboard('{Enter}');
    blur();
    expect(live).toHaveAttribute('aria-live', 'polite');
    screen.getByRole('button', { name: '开始自动播放' }).focus();
    await user.keyboard('{Enter}');
    blur();
    expect(live).toHaveAttribute('aria-live', 'off');
  });

  it('pauses while focus is inside and moves with arrow keys, Home and End on the dots', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true }); // user-event needs time to pass; autoplay steps stay explicit
    const user = userEvent.setup({ delay: null });
    render(<Carousel label="院区介绍" slides={slides} />);
    await user.tab();
    await user.tab();
    const first = screen.getByRole('button', { name: '第 1 张，共 3 张' });
    expect(first).toHaveFocus();
    tick(15000);
    expect(currentSlide()).toHaveAttribute('aria-label', '1 / 3');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAttribute('aria-label', '2 / 3');
    expect(screen.getByRole('button', { name: '第 2 张，共 3 张' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(currentSlide()).toHaveAttribute('aria-label', '3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAttribute('aria-label', '1 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveAttribute('aria-label', '3 / 3');
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: '第 1 张，共 3 张' })).toHaveFocus();
  });

  it('pauses while the page is hidden and while touched; a swipe changes the slide', () => {
    render(<Carousel label="院区介绍" slides={slides} />);
    setVisibility('hidden');
    tick(20000);
    expect(currentSlide()).toHaveAttribute('aria-label', '1 / 3');
    setVisibility('visible');
    const region = screen.getByRole('region', { name: '院区介绍' });
    fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
    tick(20000);
    expect(currentSlide()).toHaveAttribute('aria-label', '1 / 3');
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 100 }] });
    expect(currentSlide()).toHaveAttribute('aria-label', '2 / 3');
    tick(5000);
    expect(currentSlide()).toHaveAttribute('aria-label', '3 / 3');
  });

  it('with one slide shows no controls and does not rotate', () => {
    render(<Carousel label="院区介绍" slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    tick(10000);
    expect(currentSlide()).toHaveAttribute('aria-label', '1 / 1');
  });
});
