/**
 * What each benchmark screen exposes to the driver (bench/interaction.ts) on `window.benchScreen`: CSS selectors of
 * the parts it acts on or reads, the deadline, and a first-render timer for its calendar.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { deadline, deviceToday, monthsOfAvailability, type ScreenProps } from './screenData';

export interface ScreenSelectors {
  /** Button that shows the next month. */
  nextMonth: string;
  /** Element whose text names the visible month. */
  monthTitle: string;
  /** The add-item search input. */
  search: string;
  /** Second category of the add-item picker (the bench starts its searches from there). */
  secondCategory: string;
  /** Label of the first item in the add-item list. */
  firstItem: string;
  /** Element showing the countdown as mm:ss. */
  countdown: string;
}

export interface BenchScreen {
  library: string;
  /** Payment deadline, epoch ms of the true clock. */
  deadline: number;
  selectors: ScreenSelectors;
  /** Renders the calendar alone, synchronously, into a fresh root; returns ms until its style and layout are computed. */
  renderCalendarOnce(): number;
}

declare global {
  interface Window {
    benchScreen?: BenchScreen;
  }
}

/**
 * First-render time of `element`: a fresh root rendered inside `flushSync` (React renders and commits before it
 * returns), then a forced layout (`offsetHeight`), all between two `performance.now()` reads. Root creation and
 * unmounting are outside the measurement.
 */
function timeFirstRender(element: ReactElement): number {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() => root.render(element));
  void container.offsetHeight;
  const elapsed = performance.now() - started;
  root.unmount();
  container.remove();
  return elapsed;
}

/** Renders `Screen` into #root with today's data and exposes the page on `window.benchScreen`. */
export function startBenchScreen(
  library: string,
  selectors: ScreenSelectors,
  Calendar: ComponentType<ScreenProps>,
  Screen: ComponentType<ScreenProps>,
): void {
  const today = deviceToday();
  const props: ScreenProps = { today, availability: monthsOfAvailability(today) };
  window.benchScreen = {
    library,
    deadline,
    selectors,
    renderCalendarOnce: () => timeFirstRender(createElement(Calendar, props)),
  };
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root');
  createRoot(container).render(createElement(Screen, props));
}
