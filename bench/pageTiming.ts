/**
 * Input-to-DOM latency in the page, measured one sound way for every interaction:
 *
 * - **start** = `event.timeStamp` of the real input event (a CDP mouse click or key press sent by Playwright), read by
 *   a capture-phase listener on `window` before any handler of the page runs. Event timestamps share
 *   `performance.now()`'s time origin.
 * - **end** = inside the first MutationObserver callback after which the watched element shows the expected text
 *   (React commits a render's DOM changes at once, so that callback follows the commit that shows it), after a forced
 *   style + layout of the document and of the watched element itself (`getBoundingClientRect()` on it: an element
 *   under `content-visibility: auto` that was just inserted has its contents skipped by a document-wide layout until
 *   the next frame, so `document.body.offsetHeight` alone left the watched text unlaid), at `performance.now()`.
 *
 * So a figure covers event dispatch, the library's handlers, React's render and commit and the browser's style and
 * layout of the result: everything before paint. Paint and compositing are left out (they are not attributable to
 * one commit from inside the page, and no GPU here).
 */
import type { Page } from 'playwright-core';

export interface ExpectedText {
  /** Element whose text shows the update. */
  selector: string;
  /** The update is shown when the text equals this… */
  equals?: string;
  /** …or, without `equals`, when it no longer equals this. */
  differsFrom?: string;
}

interface TimedWindow {
  benchUpdate?: Promise<number>;
}

/** Starts watching for `expected` after the next `eventType` event; `measuredUpdate` then gives the latency. */
export async function armUpdate(page: Page, eventType: 'click' | 'keydown', expected: ExpectedText): Promise<void> {
  await page.evaluate(
    ({ eventType, selector, equals, differsFrom }) => {
      const timed = window as TimedWindow;
      timed.benchUpdate = new Promise<number>((resolve, reject) => {
        let inputAt: number | undefined;
        const onInput = (event: Event) => {
          inputAt ??= event.timeStamp;
        };
        const shown = () => {
          const text = document.querySelector(selector)?.textContent ?? null;
          return equals !== undefined ? text === equals : text !== differsFrom;
        };
        const stop = () => {
          observer.disconnect();
          window.removeEventListener(eventType, onInput, { capture: true });
          clearTimeout(timeout);
        };
        const observer = new MutationObserver(() => {
          if (inputAt === undefined || !shown()) return;
          document.querySelector(selector)?.getBoundingClientRect();
          const elapsed = performance.now() - inputAt;
          stop();
          resolve(elapsed);
        });
        const timeout = setTimeout(() => {
          stop();
          reject(new Error(`${selector} did not show the update within 30 s`));
        }, 30_000);
        window.addEventListener(eventType, onInput, { capture: true });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    },
    { eventType, ...expected },
  );
}

/** The latency armed by `armUpdate`, once the page has shown the update. */
export function measuredUpdate(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as TimedWindow).benchUpdate ?? Promise.reject(new Error('armUpdate was not called')),
  );
}

/** The text of `selector` now. */
export function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector);
}
