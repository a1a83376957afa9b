/**
 * Interaction figures of a benchmark page (bench/pages) in the system Chromium with the CPU slowed 4× through the
 * DevTools protocol (`Emulation.setCPUThrottlingRate`), on a 390×844 viewport: calendar first render and month switch,
 * add-item search keystroke over 2,000 items, countdown accuracy. Latencies are medians of `samples` runs, measured
 * as described in pageTiming.ts.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium';
import { measureCountdown, deviceClockScript, type CountdownErrors } from './countdownAccuracy';
import { armUpdate, measuredUpdate, textOf } from './pageTiming';
import type { BenchScreen } from './pages/src/screenProbe';
import { firstMatch } from './pages/src/screenData';
import { median, round } from './stats';

export const cpuSlowdown = 4;
export const samples = 50;

export interface InteractionFigures {
  /** Calendar alone rendered into a fresh root (flushSync + forced layout), median ms. */
  calendarFirstRenderMs: number;
  /** Tap on "next month" (released after the press was handled) to the new month's grid laid out, median ms. */
  monthSwitchMs: number;
  /** Key press in the add-item search to the first matching item laid out in the list, median ms. */
  searchKeystrokeMs: number;
  countdown: CountdownErrors;
}

/** Searches typed one key at a time from the second category: every prefix changes the list's first item. */
const searches = Array.from({ length: Math.ceil(samples / 3) }, (_, k) => String(100 + k * 53));

type ScreenInfo = Omit<BenchScreen, 'renderCalendarOnce'>;

async function screenOf(page: Page): Promise<ScreenInfo> {
  await page.waitForFunction(() => window.benchScreen !== undefined);
  return page.evaluate(() => {
    const { library, deadline, selectors } = window.benchScreen!;
    return { library, deadline, selectors };
  });
}

async function calendarFirstRender(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < samples; run += 1) times.push(await page.evaluate(() => window.benchScreen!.renderCalendarOnce()));
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

async function monthSwitches(page: Page, screen: ScreenInfo): Promise<number[]> {
  const { nextMonth, monthTitle } = screen.selectors;
  const times: number[] = [];
  for (let run = 0; run < samples; run += 1) {
    await armUpdate(page, 'click', { selector: monthTitle, differsFrom: (await textOf(page, monthTitle)) ?? '' });
    await tap(page, nextMonth);
    times.push(await measuredUpdate(page));
  }
  return times;
}

async function searchKeystrokes(page: Page, screen: ScreenInfo): Promise<number[]> {
  const { search, secondCategory, firstItem } = screen.selectors;
  await page.click(secondCategory);
  await page.waitForFunction((s) => document.querySelector(s)?.textContent !== '项目1', firstItem);
  const categoryFirst = await textOf(page, firstItem);
  const times: number[] = [];
  for (const query of searches) {
    await page.click(search);
    for (let length = 1; length <= query.length && times.length < samples; length += 1) {
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

async function openPage(browser: Browser, url: string): Promise<{ page: Page; cdp: CDPSession; load: () => Promise<string> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'zh-CN' });
  await context.addInitScript(deviceClockScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const load = async () => {
    await page.goto(url);
    const screen = await screenOf(page);
    await page.waitForSelector(screen.selectors.countdown);
    return screen.selectors.countdown;
  };
  await load();
  return { page, cdp, load };
}

/** Every interaction figure of the page at `url`, in a fresh browser context. */
export async function measureInteraction(browser: Browser, url: string): Promise<InteractionFigures> {
  const { page, cdp, load } = await openPage(browser, url);
  try {
    const screen = await screenOf(page);
    const firstRender = await calendarFirstRender(page);
    const monthSwitch = await monthSwitches(page, screen);
    await load();
    const keystrokes = await searchKeystrokes(page, screen);
    const countdown = await measureCountdown(page, cdp, load);
    return {
      calendarFirstRenderMs: round(median(firstRender)),
      monthSwitchMs: round(median(monthSwitch)),
      searchKeystrokeMs: round(median(keystrokes)),
      countdown: {
        afterHiddenS: round(countdown.afterHiddenS),
        clockJumpVisibleS: round(countdown.clockJumpVisibleS),
        clockJumpHiddenS: round(countdown.clockJumpHiddenS),
      },
    };
  } finally {
    await page.context().close();
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumFlags] });
}
