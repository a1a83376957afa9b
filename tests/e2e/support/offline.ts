/**
 * A broken network for the journeys of network.spec.ts and network-kept-failures.spec.ts: requests that fail as without
 * a connection, and the console errors that is expected to cause.
 */
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from './browser';
import { expect, expectAccessible } from './fixtures';
import { answerQuestionnaireOffer } from './journeys';

export interface CutOff {
  /** While true, matching requests fail (`net::ERR_INTERNET_DISCONNECTED`). */
  offline: boolean;
  /** Paths of the requests that failed. */
  failed: string[];
}

/** Requests matching `pattern` fail as without a connection while the returned `offline` is true. */
export async function cutOff(page: Page, pattern: string | RegExp): Promise<CutOff> {
  const state: CutOff = { offline: false, failed: [] };
  await page.route(pattern, (route) => {
    if (!state.offline) return route.fallback();
    state.failed.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  return state;
}

/** Chromium's line for a request that failed without a connection. */
export const RESOURCE_FAILED = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;

/**
 * The console errors a cut-off network is expected to cause (Chromium's failed-resource line, the app's own log of
 * what it could not load): each kind must have occurred; they are then taken out of the watchdog's list, so anything
 * else still fails the test.
 */
export function expectOnlyNetworkErrors(errors: string[], expected: RegExp[]): void {
  for (const pattern of expected)
    expect(
      errors.some((error) => pattern.test(error)),
      `a console error like ${pattern}`,
    ).toBe(true);
  const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
  errors.splice(0, errors.length, ...unexpected);
}

/**
 * Chromium switched to refetching a failed module (whatwg/html#10327) behind this feature; disabled, it keeps a failed
 * fetch in the module map until the page reloads, as Chromium-based in-app browsers that predate it do.
 */
export const keptFailuresLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--disable-features=ModuleMapDoNotCacheFailedFetch'],
};

/**
 * Whether this page's browser keeps a failed module fetch: a script import()ed while its request fails is import()ed
 * again with the request let through. Leaves one failed-resource console error.
 */
export async function keepsFailedModuleFetch(page: Page): Promise<boolean> {
  const url = '/assets/probe-module-map.js';
  let fail = true;
  await page.route(`**${url}`, (route) =>
    fail
      ? route.abort('internetdisconnected')
      : route.fulfill({ contentType: 'text/javascript', body: 'export const ok = 1;' }),
  );
  const importOnce = (href: string) =>
    page.evaluate(
      (at) =>
        import(/* @vite-ignore */ at).then(
          () => 'loaded',
          () => 'failed',
        ),
      href,
    );
  expect(await importOnce(url)).toBe('failed');
  fail = false;
  const again = await importOnce(url);
  await page.unroute(`**${url}`);
  return again === 'failed';
}

/** Marks the page's window: {@link reloaded} tells afterwards whether the page has been loaded again since. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eMark: true }));
}

async function reloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => !('e2eMark' in window));
}

/**
 * Where 重试 with the network back is expected to get the visitor: in place, or (a browser that keeps a failed module
 * fetch) by reloading the page at the same address.
 */
export type Recovery = 'in place' | 'by reload';

/**
 * Home → 立即预约 → 健康体检 offline (every request fails): 系统繁忙！请稍后再试 with 重试, which keeps failing
 * while offline without leaving the app; once online, 重试 shows the personal package list.
 */
export async function screenChunkJourney(page: Page, errors: string[], recovery: Recovery): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: '立即预约' }).click();
  const personal = page.getByRole('button', { name: '健康体检' });
  await expect(personal).toBeVisible();
  const network = await cutOff(page, '**/*');
  await markPage(page);
  network.offline = true;
  await personal.click();

  await expect(page.getByRole('alert').filter({ hasText: '系统繁忙！请稍后再试' })).toBeVisible();
  const retry = page.getByRole('button', { name: '重试' });
  await expect(retry).toBeVisible();
  expect(
    // The route's screen module (app/src/features/booking/PersonPackageListScreen.tsx) is its own chunk.
    network.failed.some((path) => /\/PersonPackageListScreen-[\w-]+\.js$/.test(path)),
    `the /PersonIndex screen's chunk failed: ${network.failed.join(', ')}`,
  ).toBe(true);
  await expectAccessible(page);

  // Still offline: 重试 fails again and the failure screen stays (not the browser's offline page).
  const failedBefore = network.failed.length;
  await retry.click();
  await expect
    .poll(() => network.failed.length, { message: '重试 asked the network again' })
    .toBeGreaterThan(failedBefore);
  await expect(retry).toBeVisible();
  await expect(page).toHaveURL(/#\/PersonIndex/);
  expect(await reloaded(page)).toBe(false);

  network.offline = false;
  await retry.click();
  await answerQuestionnaireOffer(page, false);
  await expect(page.getByRole('heading', { name: '健康体检套餐', level: 1 })).toBeVisible();
  await expect(page.getByText('系统繁忙！请稍后再试')).toHaveCount(0);
  expect(await reloaded(page)).toBe(recovery === 'by reload');
  await expectAccessible(page);
  expectOnlyNetworkErrors(errors, [RESOURCE_FAILED, /cannot load the screen of \/PersonIndex/]);
}

/**
 * Home → the personal package list with the API client's code failing to download (the rest of the network works):
 * the list says 系统繁忙 and leaves 重试, which loads the list once the code can be downloaded.
 */
export async function clientChunkJourney(page: Page, errors: string[], recovery: Recovery): Promise<void> {
  // Home makes no API call, so the client's code is first asked for on the list.
  await page.goto('/');
  const client = await cutOff(page, /\/assets\/checkupClient-[\w-]+\.js$/);
  await markPage(page);
  client.offline = true;
  await page.getByRole('button', { name: '立即预约' }).click();
  await page.getByRole('button', { name: '健康体检' }).click();
  await expect(page).toHaveURL(/#\/PersonIndex/);
  await answerQuestionnaireOffer(page, false);

  const busy = page.getByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
  await expect(busy).toBeVisible();
  expect(client.failed.length, 'the client chunk was asked for and failed').toBeGreaterThan(0);
  await busy.getByRole('button', { name: '确定' }).click();
  const retry = page.getByRole('button', { name: '重试' });
  await expect(retry).toBeVisible();
  await expectAccessible(page);
  // Only a download that failed again may reload the page (the first failure is not a browser keeping it).
  expect(await reloaded(page)).toBe(false);

  client.offline = false;
  await retry.click();
  // After a reload the list opens anew (the questionnaire offer, answered in this tab, is not made again).
  await expect(page.getByRole('main').getByText(/¥|元/).first()).toBeVisible();
  await expect(retry).toHaveCount(0);
  await expect(page).toHaveURL(/#\/PersonIndex/);
  expect(await reloaded(page)).toBe(recovery === 'by reload');
  expectOnlyNetworkErrors(errors, [RESOURCE_FAILED]);
}
