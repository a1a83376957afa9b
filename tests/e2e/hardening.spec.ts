import { expect, test } from './support/fixtures';
import { answerQuestionnaireOffer } from './support/journeys';

const HOSTILE_NOTICE = [
  '<h3>体检须知</h3>',
  '<p>请空腹。<img src=x onerror=alert(1)></p>',
  '<script>alert(2)</script>',
  '<p><a href="javascript:alert(3)">点此查看</a></p>',
  '<svg onload=alert(4)></svg>',
].join('');

// The notice is sanitised by ui's RichText (handler attributes dropped before parsing, then DOMPurify); the CSP would
// block anything left, and the watchdog fails the test on the console error such a block logs.
test('hostile notice HTML never runs: no dialog, no console error, no handler or script left in the page', async ({
  page,
}) => {
  // The payload's image points at a missing file: answer it so its 404 is not mistaken for an app error.
  await page.route('**/x', (route) => route.fulfill({ status: 200, contentType: 'image/gif', body: '' }));
  await page.route('**/api/BackProtectApi/GetNoticeInfo', (route) =>
    route.fulfill({ json: { success: true, returnMsg: '', returnData: { content: HOSTILE_NOTICE } } }),
  );
  await page.goto('/#/notice');
  await expect(page.getByText('请空腹。')).toBeVisible();
  await expect(page.locator('[onerror], [onload], main script, a[href^="javascript:"]')).toHaveCount(0);
  // The watchdog fails the test on any native dialog (alert) or page error the payloads might cause.
});

test('version reload: a configured version missing from the address reloads the page with it, keeping the route', async ({
  page,
}) => {
  const version = 'e2e-20261122';
  // The e2e server runs without a version; the runtime configuration is the app's only source of it.
  await page.route('**/config.json*', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, version } });
  });
  await page.goto('/#/PersonIndex');
  await expect(page).toHaveURL(new RegExp(`\\?v=${version}#/PersonIndex`));
  await answerQuestionnaireOffer(page, false);
  await expect(page.getByRole('heading', { name: '健康体检套餐', level: 1 })).toBeVisible();
});
