/**
 * Interaction figures of the benchmark pages (bench/pages) in the system Chromium with the CPU slowed 4× through the
 * DevTools protocol (`Emulation.setCPUThrottlingRate`), on a 390×844 viewport: calendar first render and month switch,
 * add-item search keystroke over 2,000 items, countdown accuracy. Latencies are measured as described in
 * pageTiming.ts. The floor pages (pages/src/floor.ts) take the same taps and keystrokes through the same functions:
 * what the harness, the browser and React cost before any screen's code.
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
 * host's load (a fixed loop measured at 1× to 10×+ its unthrottled time, see bench/README.md). Measured one page after
 * the other, each page saw a different minute of load; interleaved in short blocks, both see the same ones.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium';
import { measureCountdown, deviceClockScript, type CountdownErrors } from './countdownAccuracy';
import { armUpdate, measuredUpdate, textOf } from './pageTiming';
import { floorSelectors } from './pages/src/floor';
import { firstMatch } from './pages/src/screenData';
import type { BenchScreen } from './pages/src/screenProbe';
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
/** A floor page's latencies: the month switch's tap to the title's new text, the search's key to the echoed text. */
export const floorLatencies = ['tapToText', 'keyToText'] as const;
export type FloorLatency = (typeof floorLatencies)[number];

/** Quartiles of a latency's measured samples, ms. */
export interface Spread {
  p25: number;
  median: number;
  p75: number;
}

/** A page's latencies over its blocks. */
export interface LatencyFigures<L extends string> {
  /** p25 / median / p75 of every measured sample of each latency. */
  spread: Record<L, Spread>;
  /** Median of each block's measured samples, in the run's order. */
  blockMedians: Record<L, number[]>;
  /** Median of the warm-up samples (the first `warmUpPerBlock` of each block), kept out of the figures above. */
  warmUpMedians: Record<L, number>;
  /** Per block: a fixed script loop's median time throttled ÷ unthrottled in that block's renderer (nominal: `cpuSlowdown`). */
  effectiveSlowdown: number[];
}

export interface InteractionFigures extends LatencyFigures<Latency> {
  /** Calendar alone rendered into a fresh root (flushSync + forced layout), median ms. */
  calendarFirstRenderMs: number;
  /** Tap on "next month" (released after the press was handled) to the new month's grid laid out, median ms. */
  monthSwitchMs: number;
  /** Key press in the add-item search to the first matching item laid out in the list, median ms. */
  searchKeystrokeMs: number;
  countdown: CountdownErrors;
}

/** Raw samples of one block of one page. */
export interface BlockSamples<L extends string = Latency> {
  warmUp: Record<L, number[]>;
  measured: Record<L, number[]>;
  effectiveSlowdown: number;
}

/**
 * Searches typed one key at a time (on a booking screen from the second category: every prefix changes the list's
 * first item; on a floor page every prefix is a new echo). Block b types searches b, b + blocks, …
 * (`samplesPerBlock / 3` of them); every block first types the last one as its warm-up.
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
  for (let run = 0; run < count; run += 1)
    times.push(await page.evaluate(() => window.benchScreen!.renderCalendarOnce()));
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
      addEventListener('mousedown', () => requestAnimationFrame(() => setTimeout(resolve)), {
        once: true,
        capture: true,
      }),
    );
    (window as { benchPressed?: Promise<void> }).benchPressed = pressed;
  });
  await page.mouse.down();
  await page.evaluate(() => (window as { benchPressed?: Promise<void> }).benchPressed);
  await page.mouse.up();
}

/** `count` taps on `nextMonth`, each timed until the text of `monthTitle` changes. */
async function monthSwitches(
  page: Page,
  { nextMonth, monthTitle }: { nextMonth: string; monthTitle: string },
  count: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < count; run += 1) {
    await armUpdate(page, 'click', { selector: monthTitle, differsFrom: (await textOf(page, monthTitle)) ?? '' });
    await tap(page, nextMonth);
    times.push(await measuredUpdate(page));
  }
  return times;
}

interface TypedSearch {
  /** The input typed into. */
  search: string;
  /** Element whose text shows the result. */
  shown: string;
  /** What `shown` shows for a query (after each key, for the query typed so far). */
  shows: (query: string) => string;
  /** What `shown` shows with the input empty. */
  empty: string;
}

/** Every key of every search in `queries`, one latency per key; the input is emptied after each search. */
async function keystrokes(
  page: Page,
  { search, shown, shows, empty }: TypedSearch,
  queries: readonly string[],
): Promise<number[]> {
  const times: number[] = [];
  for (const query of queries) {
    await page.click(search);
    for (let length = 1; length <= query.length; length += 1) {
      await armUpdate(page, 'keydown', { selector: shown, equals: shows(query.slice(0, length)) });
      await page.keyboard.press(query[length - 1]!);
      times.push(await measuredUpdate(page));
    }
    await page.fill(search, '');
    await page.waitForFunction(([s, text]) => document.querySelector(s!)?.textContent === text, [shown, empty]);
  }
  return times;
}

/** The booking screen's search keystrokes, from its second category. */
async function searchKeystrokes(page: Page, screen: ScreenInfo, queries: readonly string[]): Promise<number[]> {
  const { search, secondCategory, firstItem } = screen.selectors;
  await page.click(secondCategory);
  await page.waitForFunction((s) => document.querySelector(s)?.textContent !== '项目1', firstItem);
  const categoryFirst = (await textOf(page, firstItem)) ?? '';
  const shows = (query: string) => {
    const expected = firstMatch(query);
    if (!expected || expected === categoryFirst) throw new Error(`search ${query} does not change the list`);
    return expected;
  };
  return keystrokes(page, { search, shown: firstItem, shows, empty: categoryFirst }, queries);
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
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
  });
  await context.addInitScript(deviceClockScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/** Navigates to `url` and waits for the booking screen; returns the countdown's selector. */
async function loadScreen(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const screen = await screenOf(page);
  await page.waitForSelector(screen.selectors.countdown);
  return screen.selectors.countdown;
}

/** How one kind of page is loaded and measured in a block. */
export interface Harness<L extends string> {
  latencies: readonly L[];
  /** Navigates to `url` and waits until the page can be driven. */
  load(page: Page, url: string): Promise<void>;
  /** `count` samples of each latency on the page loaded from `url`, typing `queries` for the keystrokes. */
  samples(page: Page, url: string, count: number, queries: readonly string[]): Promise<Record<L, number[]>>;
}

/** The booking screens: calendar first renders and month switches, then the search on a freshly loaded page. */
export const screenHarness: Harness<Latency> = {
  latencies,
  load: async (page, url) => {
    await loadScreen(page, url);
  },
  async samples(page, url, count, queries) {
    const screen = await screenOf(page);
    const calendarFirstRender = await calendarFirstRenders(page, count);
    const monthSwitch = await monthSwitches(page, screen.selectors, count);
    await loadScreen(page, url);
    return { calendarFirstRender, monthSwitch, searchKeystroke: await searchKeystrokes(page, screen, queries) };
  },
};

/** The floor pages: the same taps on their next-month button, the same keys in their search. */
export const floorHarness: Harness<FloorLatency> = {
  latencies: floorLatencies,
  load: async (page, url) => {
    await page.goto(url);
    await page.waitForSelector(floorSelectors.nextMonth);
  },
  async samples(page, _url, count, queries) {
    const { nextMonth, monthTitle, search, echo } = floorSelectors;
    return {
      tapToText: await monthSwitches(page, { nextMonth, monthTitle }, count),
      keyToText: await keystrokes(page, { search, shown: echo, shows: (query) => query, empty: '' }, queries),
    };
  },
};

/** Each latency's samples of one block, the first `warmUpPerBlock` apart. */
function splitWarmUp<L extends string>(
  names: readonly L[],
  times: Record<L, number[]>,
): Omit<BlockSamples<L>, 'effectiveSlowdown'> {
  const part = (from: number, to?: number) =>
    Object.fromEntries(names.map((name) => [name, times[name].slice(from, to)])) as Record<L, number[]>;
  return { warmUp: part(0, warmUpPerBlock), measured: part(warmUpPerBlock) };
}

/**
 * Block `block` of the page at `url`: in a fresh context, warm-up then measured samples of each latency. The
 * `'warm-up'` block takes the warm-up samples only (the run's first minute: the browser just launched, the pages just
 * built); the caller throws it away.
 */
export async function measureBlock<L extends string>(
  browser: Browser,
  url: string,
  harness: Harness<L>,
  block: number | 'warm-up',
): Promise<BlockSamples<L>> {
  const { context, page, cdp } = await openContext(browser);
  const count = warmUpPerBlock + (block === 'warm-up' ? 0 : samplesPerBlock);
  try {
    await harness.load(page, url);
    const slowdown = block === 'warm-up' ? NaN : await effectiveSlowdown(page, cdp);
    const times = await harness.samples(page, url, count, [
      warmUpSearch,
      ...(block === 'warm-up' ? [] : searchesOfBlock(block)),
    ]);
    return { ...splitWarmUp(harness.latencies, times), effectiveSlowdown: slowdown };
  } finally {
    await context.close();
  }
}

/** The three countdown scenarios of the page at `url`, in a fresh context. */
export async function measureCountdownAt(browser: Browser, url: string): Promise<CountdownErrors> {
  const { context, page, cdp } = await openContext(browser);
  try {
    const countdown = await measureCountdown(page, cdp, () => loadScreen(page, url));
    return {
      afterHiddenS: round(countdown.afterHiddenS),
      clockJumpVisibleS: round(countdown.clockJumpVisibleS),
      clockJumpHiddenS: round(countdown.clockJumpHiddenS),
    };
  } finally {
    await context.close();
  }
}

/** A page's latency figures from its blocks (in run order). */
export function latencyFigures<L extends string>(
  pageBlocks: readonly BlockSamples<L>[],
  names: readonly L[],
): LatencyFigures<L> {
  const byLatency = <T>(f: (latency: L) => T) =>
    Object.fromEntries(names.map((latency) => [latency, f(latency)])) as Record<L, T>;
  const all = (latency: L, part: 'warmUp' | 'measured') => pageBlocks.flatMap((block) => block[part][latency]);
  return {
    spread: byLatency((latency) => {
      const values = all(latency, 'measured');
      return { p25: round(quantile(values, 0.25)), median: round(median(values)), p75: round(quantile(values, 0.75)) };
    }),
    blockMedians: byLatency((latency) => pageBlocks.map((block) => round(median(block.measured[latency])))),
    warmUpMedians: byLatency((latency) => round(median(all(latency, 'warmUp')))),
    effectiveSlowdown: pageBlocks.map((block) => round(block.effectiveSlowdown)),
  };
}

/** A booking screen's figures from its blocks (in run order) and its countdown. */
export function interactionFigures(
  pageBlocks: readonly BlockSamples[],
  countdown: CountdownErrors,
): InteractionFigures {
  const figures = latencyFigures(pageBlocks, latencies);
  return {
    calendarFirstRenderMs: figures.spread.calendarFirstRender.median,
    monthSwitchMs: figures.spread.monthSwitch.median,
    searchKeystrokeMs: figures.spread.searchKeystroke.median,
    ...figures,
    countdown,
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumFlags] });
}
