/**
 * Countdown accuracy after a hidden-tab period and after device-clock jumps, against the true clock.
 *
 * An init script (before the page's own scripts) replaces `Date` with a device clock that can be shifted
 * (`Date.now()` and `new Date()` = true time + shift; `performance.now()` stays monotonic, as on a phone whose clock is
 * changed) and lets the driver switch `document.visibilityState`. "Hidden" = visibilityState `hidden` +
 * `visibilitychange`, then the page frozen with CDP `Page.setWebLifecycleState` (no timer runs, as in a backgrounded
 * messaging-app WebView), then resumed and made visible again. The error is how far the true time left (deadline − true
 * clock) lies outside the second the mm:ss on screen stands for (shown ≤ true < shown + 1 is no error), in seconds; the
 * maximum of several reads spread over a second is reported, starting 1.5 s after the event (time for one tick).
 * Both pages do what the app does: they read the server's clock (the bench server's `GET /time`, the true clock) on
 * load and again when shown (bench/pages/src/serverClock.ts) and pass the offset to their countdown.
 */
import type { CDPSession, Page } from 'playwright-core';

/** Installs the shiftable device clock and the visibility switch; pass to `page.addInitScript`. */
export const deviceClockScript = `(() => {
  // tsx compiles the functions given to page.evaluate with esbuild's keepNames, which calls a __name helper.
  globalThis.__name = (target) => target;
  const RealDate = Date;
  const realNow = () => RealDate.now();
  let shift = 0;
  class DeviceDate extends RealDate {
    constructor(...args) { if (args.length === 0) super(realNow() + shift); else super(...args); }
    static now() { return realNow() + shift; }
  }
  window.Date = DeviceDate;
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  window.benchDevice = {
    realNow,
    shiftClock(ms) { shift += ms; },
    setHidden(value) { hidden = value; document.dispatchEvent(new Event('visibilitychange')); },
  };
})();`;

interface DeviceWindow {
  benchDevice: { realNow(): number; shiftClock(ms: number): void; setHidden(hidden: boolean): void };
}

/** How long the tab stays hidden (frozen) and how far the device clock jumps. */
const hiddenForMs = 10_000;
const clockJumpMs = 5 * 60_000;

export interface CountdownErrors {
  /** Hidden for `hiddenForMs`, clock untouched. */
  afterHiddenS: number;
  /** Device clock moved forward by `clockJumpMs` while the page is visible. */
  clockJumpVisibleS: number;
  /** Device clock moved forward by `clockJumpMs` while the page is hidden. */
  clockJumpHiddenS: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function worstError(page: Page, selector: string): Promise<number> {
  await pause(1500);
  let worst = 0;
  for (let read = 0; read < 5; read += 1) {
    const error = await page.evaluate((s) => {
      const [minutes, seconds] = (document.querySelector(s)?.textContent ?? '').split(':').map(Number);
      const shown = (minutes ?? NaN) * 60 + (seconds ?? NaN);
      const truth =
        ((window.benchScreen?.deadline ?? NaN) - (window as unknown as DeviceWindow).benchDevice.realNow()) / 1000;
      // mm:ss shows whole seconds, floored: it is right while shown ≤ truth < shown + 1; the error is the distance outside.
      return Math.max(0, shown - truth, truth - (shown + 1));
    }, selector);
    if (!Number.isFinite(error)) throw new Error(`cannot read the countdown at ${selector}`);
    worst = Math.max(worst, error);
    await pause(200);
  }
  return worst;
}

async function hide(page: Page, cdp: CDPSession, whileHidden: () => Promise<void>): Promise<void> {
  await page.evaluate(() => (window as unknown as DeviceWindow).benchDevice.setHidden(true));
  await whileHidden();
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  await pause(hiddenForMs);
  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  await page.evaluate(() => (window as unknown as DeviceWindow).benchDevice.setHidden(false));
}

const shiftClock = (page: Page) =>
  page.evaluate((ms) => (window as unknown as DeviceWindow).benchDevice.shiftClock(ms), clockJumpMs);

/** Runs the three scenarios, each on a freshly loaded page (`load` navigates and waits for the screen). */
export async function measureCountdown(
  page: Page,
  cdp: CDPSession,
  load: () => Promise<string>,
): Promise<CountdownErrors> {
  let selector = await load();
  await hide(page, cdp, async () => {});
  const afterHiddenS = await worstError(page, selector);
  selector = await load();
  await shiftClock(page);
  const clockJumpVisibleS = await worstError(page, selector);
  selector = await load();
  await hide(page, cdp, () => shiftClock(page));
  const clockJumpHiddenS = await worstError(page, selector);
  return { afterHiddenS, clockJumpVisibleS, clockJumpHiddenS };
}
