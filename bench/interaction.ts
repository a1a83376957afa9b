/**
 * Interaction figures of the benchmark pages (bench/pages) in the system Chromium with the CPU slowed 4× through the
 * DevTools protocol (`Emulation.setCPUThrottlingRate`), on a 390×844 viewport: calendar first render and month switch,
 * add-item search keystroke over 2,000 items, countdown accuracy. Latencies are measured as described in
 * pageTiming.ts.
 *
 * The pages are measured interleaved, in blocks: `blocks` rounds, each round one block of every page, the pages' order
 * alternating from round to round (A B, B A, A B, …), one browser for the run and a fresh context (a fresh renderer
 * process, freshly loaded page) per block. Each block first takes `warmUpPerBlock` samples of each latency and keeps
 * them apart (the first month switch and the first keystroke after a load build what later ones reuse; they are
 * reported as the warm-up, not mixed into the figure), then `samplesPerBlock` measured samples. A page's figure is the
 * median of its measured samples over every block, reported with their p25–p75, each block's median and the effective
 * CPU slowdown its renderer got. Before round 1 each page gets one unmeasured warm-up block: the run's first block was
 * its slowest in every trial run (the browser just launched, the pages just built), and it was always the same page's.
 *
 * Why blocks: Chromium's throttling on Linux is a thread that signals the renderer's main thread every 200 µs, whose
 * handler then spins for 3× the wall time since it last ran (at most 3 ms). On this shared 2-core host the throttling
 * thread is late or the main thread preempted whenever other processes run, so the slowdown a page gets moves with the
 * host's load (a fixed loop measured at 1× to 10×+ its unthrottled time, see docs/decisions.md). Measured one page after
 * the other, each page saw a different minute of load; interleaved in short blocks, both see the same ones.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium';
import { measureCountdown, deviceClockScript, type CountdownErrors } from './countdownAccuracy';
import { armUpdate, measuredUpdate, textOf } from './pageTiming';
import type { BenchScreen } from './pages/src/screenProbe';
import { firstMatch } from './pages/src/screenData';
import { median, quantile, round } from './stats';

export const cpuSlowdown = 4;
/** Rounds of the interleaved run: each measures one block of every page. */
export const blocks = 4;
/** Measured samples of each latency per block (so `blocks × samplesPerBlock` per page). */
export const samplesPerBlock = 12;
/** Samples of each latency taken first in every block and kept out of the figure (the search's: one whole query). */
export const warmUpPerBlock = 3;
export const samples = blocks * samplesPerBlock;

export const latencies = ['calendarFirstRender', 'monthSwitch', 'searchKeystroke'] as const;
export type Latency = (typeof latencies)[number];

/** Quartiles of a latency's measured samples, ms. */
export interface Spread {
  p25: number;
  median: number;
  p75: number;
}

export interface InteractionFigures {
  /** Calendar alone rendered into a fresh root (flushSync + forced layout), median ms. */
  calendarFirstRenderMs: number;
  /** Tap on "next month" (released after the press was handled) to the new month's grid laid out, median ms. */
  monthSwitchMs: number;
  /** Key press in the add-item search to the first matching item laid out in the list, median ms. */
  searchKeystrokeMs: number;
  /** p25 / median / p75 of every measured sample of each latency. */
  spread: Record<Latency, Spread>;
  /** Median of each block's measured samples, in the run's order. */
  blockMedians: Record<Latency, number[]>;
  /** Median of the warm-up samples (the first `warmUpPerBlock` of each block), kept out of the figures above. */
  warmUpMedians: Record<Latency, number>;
  /** Per block: a fixed script loop's median time throttled ÷ unthrottled in that block's renderer (nominal: `cpuSlowdown`). */
  effectiveSlowdown: number[];
  countdown: CountdownErrors;
}

/** Raw samples of one block of one page. */
export interface BlockSamples {
  warmUp: Record<Latency, number[]>;
  measured: Record<Latency, number[]>;
  effectiveSlowdown: number;
}

/**
 * Searches typed one key at a time from the second category: every prefix changes the list's first item. Block b
 * types searches b, b + blocks, … (`samplesPerBlock / 3` of them); every block first types the last one as its warm-up.
 */
const searches = Array.from({ length: samples / 3 + 1 }, (_, k) => String(100 + k * 53));
const warmUpSearch = searches[searches.length - 1]!;
const searchesOfBlock = (block: number) => searches.slice(0, -1).filter((_, k) => k % blocks === block);

type ScreenInfo = Omit<BenchScreen, 'renderCalendarOnce'>;

async function screenOf(page: Page): Promise<ScreenInfo> {
  await page.waitForFunction(() => window.benchScreen !== undefined);
  return page.evaluate(() => {
    const { library, deadline, selectors } = window.benchScreen!;
    return { library, deadline, selectors };
  });
}

async function calendarFirstRenders(page: Page, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < count; run += 1) times.push(await page.evaluate(() => window.benchScreen!.renderCalendarOnce()));
  return times;
}

/**
 * A tap on `selector` as a person makes one: press, then release once the page has handled the press and painted a
 * frame. `page.click` sends move, press and release back to back, so the click (stamped at the release) waited for
 * the page's handling of the move and the press and a frame between them: work a real tap has done before its
 * finger lifts.
 */
async function tap(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => {
    const pressed = new Promise<void>((resolve) =>
      addEventListener('mousedown', () => requestAnimationFrame(() => setTimeout(resolve)), { once: true, capture: true }),
    );
    (window as { benchPressed?: Promise<void> }).benchPressed = pressed;
  });
  await page.mouse.down();
  await page.evaluate(() => (window as { benchPressed?: Promise<void> }).benchPressed);
  await page.mouse.up();
}

async function monthSwitches(page: Page, screen: ScreenInfo, count: number): Promise<number[]> {
  const { nextMonth, monthTitle } = screen.selectors;
  const times: number[] = [];
  for (let run = 0; run < count; run += 1) {
    await armUpdate(page, 'click', { selector: monthTitle, differsFrom: (await textOf(page, monthTitle)) ?? '' });
    await tap(page, nextMonth);
    times.push(await measuredUpdate(page));
  }
  return times;
}

/** Every key of every search in `queries`, one latency per key. */
async function searchKeystrokes(page: Page, screen: ScreenInfo, queries: readonly string[]): Promise<number[]> {
  const { search, secondCategory, firstItem } = screen.selectors;
  await page.click(secondCategory);
  await page.waitForFunction((s) => document.querySelector(s)?.textContent !== '项目1', firstItem);
  const categoryFirst = await textOf(page, firstItem);
  const times: number[] = [];
  for (const query of queries) {
    await page.click(search);
    for (let length = 1; length <= query.length; length += 1) {
      const expected = firstMatch(query.slice(0, length));
      if (!expected || expected === categoryFirst) throw new Error(`search ${query.slice(0, length)} does not change the list`);
      await armUpdate(page, 'keydown', { selector: firstItem, equals: expected });
      await page.keyboard.press(query[length - 1]!);
      times.push(await measuredUpdate(page));
    }
    await page.fill(search, '');
    await page.waitForFunction(([s, text]) => document.querySelector(s!)?.textContent === text, [firstItem, categoryFirst]);
  }
  return times;
}

/**
 * The slowdown the renderer actually gets: a fixed script loop timed alternately unthrottled and at `cpuSlowdown`,
 * median throttled ÷ median unthrottled. Leaves the page at `cpuSlowdown`.
 */
async function effectiveSlowdown(page: Page, cdp: CDPSession): Promise<number> {
  const loop = () =>
    page.evaluate(() => {
      const started = performance.now();
      let x = 0;
      for (let i = 0; i < 600_000; i += 1) x += Math.sqrt(i ^ x);
      return x < 0 ? NaN : performance.now() - started;
    });
  const times: Record<number, number[]> = { 1: [], [cpuSlowdown]: [] };
  for (let round = 0; round < 8; round += 1) {
    for (const rate of [1, cpuSlowdown]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      times[rate]!.push(await loop());
    }
  }
  return median(times[cpuSlowdown]!) / median(times[1]!);
}

async function openContext(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'zh-CN' });
  await context.addInitScript(deviceClockScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/** Navigates to `url` and waits for the screen; returns the countdown's selector. */
async function load(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const screen = await screenOf(page);
  await page.waitForSelector(screen.selectors.countdown);
  return screen.selectors.countdown;
}

const split = (times: number[]) => ({ warmUp: times.slice(0, warmUpPerBlock), measured: times.slice(warmUpPerBlock) });

/**
 * Block `block` of the page at `url`: in a fresh context, warm-up then measured samples of each latency. The
 * `'warm-up'` block takes the warm-up samples only (the run's first minute: the browser just launched, the pages just
 * built); the caller throws it away.
 */
export async function measureBlock(browser: Browser, url: string, block: number | 'warm-up'): Promise<BlockSamples> {
  const { context, page, cdp } = await openContext(browser);
  const count = warmUpPerBlock + (block === 'warm-up' ? 0 : samplesPerBlock);
  try {
    await load(page, url);
    const slowdown = block === 'warm-up' ? NaN : await effectiveSlowdown(page, cdp);
    const screen = await screenOf(page);
    const firstRender = split(await calendarFirstRenders(page, count));
    const monthSwitch = split(await monthSwitches(page, screen, count));
    await load(page, url);
    const keystrokes = split(await searchKeystrokes(page, screen, [warmUpSearch, ...(block === 'warm-up' ? [] : searchesOfBlock(block))]));
    return {
      warmUp: { calendarFirstRender: firstRender.warmUp, monthSwitch: monthSwitch.warmUp, searchKeystroke: keystrokes.warmUp },
      measured: { calendarFirstRender: firstRender.measured, monthSwitch: monthSwitch.measured, searchKeystroke: keystrokes.measured },
      effectiveSlowdown: slowdown,
    };
  } finally {
    await context.close();
  }
}

/** The three countdown scenarios of the page at `url`, in a fresh context. */
export async function measureCountdownAt(browser: Browser, url: string): Promise<CountdownErrors> {
  const { context, page, cdp } = await openContext(browser);
  try {
    const countdown = await measureCountdown(page, cdp, () => load(page, url));
    return {
      afterHiddenS: round(countdown.afterHiddenS),
      clockJumpVisibleS: round(countdown.clockJumpVisibleS),
      clockJumpHiddenS: round(countdown.clockJumpHiddenS),
    };
  } finally {
    await context.close();
  }
}

const byLatency = <T>(f: (latency: Latency) => T) => Object.fromEntries(latencies.map((latency) => [latency, f(latency)])) as Record<Latency, T>;

/** A page's figures from its blocks (in run order) and its countdown. */
export function interactionFigures(pageBlocks: readonly BlockSamples[], countdown: CountdownErrors): InteractionFigures {
  const all = (latency: Latency, part: 'warmUp' | 'measured') => pageBlocks.flatMap((block) => block[part][latency]);
  const spread = byLatency((latency) => {
    const values = all(latency, 'measured');
    return { p25: round(quantile(values, 0.25)), median: round(median(values)), p75: round(quantile(values, 0.75)) };
  });
  return {
    calendarFirstRenderMs: spread.calendarFirstRender.median,
    monthSwitchMs: spread.monthSwitch.median,
    searchKeystrokeMs: spread.searchKeystroke.median,
    spread,
    blockMedians: byLatency((latency) => pageBlocks.map((block) => round(median(block.measured[latency])))),
    warmUpMedians: byLatency((latency) => round(median(all(latency, 'warmUp')))),
    effectiveSlowdown: pageBlocks.map((block) => round(block.effectiveSlowdown)),
    countdown,
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumFlags] });
}
