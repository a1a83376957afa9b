/**
 * network.spec.ts's download journeys in a Chromium that keeps a failed module fetch in its module map until the page
 * reloads (before whatwg/html#10327; Chromium-based in-app browsers still are): 重试 must still get the visitor there.
 */
import { expect, test } from './support/fixtures';
import {
  clientChunkJourney,
  expectOnlyNetworkErrors,
  keepsFailedModuleFetch,
  keptFailuresLaunchOptions,
  RESOURCE_FAILED,
  screenChunkJourney,
} from './support/offline';

test.use({ launchOptions: keptFailuresLaunchOptions });

test('this Chromium keeps a module whose fetch failed', async ({ page, watchdog }) => {
  await page.goto('/');
  expect(await keepsFailedModuleFetch(page)).toBe(true);
  expectOnlyNetworkErrors(watchdog.errors, [RESOURCE_FAILED]);
});

test('a screen whose code cannot be downloaded: 重试 shows it once the network is back', async ({ page, watchdog }) => {
  await screenChunkJourney(page, watchdog.errors, 'by reload');
});

test('the API client’s code cannot be downloaded: the package list’s 重试 loads the list once online', async ({
  page,
  watchdog,
}) => {
  await clientChunkJourney(page, watchdog.errors, 'by reload');
});
