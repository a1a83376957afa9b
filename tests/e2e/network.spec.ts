/**
 * A broken network in real Chromium (one that refetches a failed module, whatwg/html#10327): a screen whose code
 * cannot be downloaded, the API client's code that cannot be downloaded, and API calls without a connection. Each time
 * the visitor is told 系统繁忙 / 网络异常 and can try again, and trying again once the network is back works.
 * network-kept-failures.spec.ts runs the download journeys in a Chromium that keeps failed module fetches.
 */
import { expect, expectAccessible, test } from './support/fixtures';
import {
  lastSmsCode,
  openCalendarAsNewVisitor,
  openReportLogin,
  pickFirstDayAndTime,
  submitPersonalOrder,
} from './support/journeys';
import {
  clientChunkJourney,
  cutOff,
  expectOnlyNetworkErrors,
  keepsFailedModuleFetch,
  RESOURCE_FAILED,
  screenChunkJourney,
} from './support/offline';
import { freshVisitor } from './support/people';

test('this Chromium refetches a module whose fetch failed', async ({ page, watchdog }) => {
  await page.goto('/');
  expect(await keepsFailedModuleFetch(page)).toBe(false);
  expectOnlyNetworkErrors(watchdog.errors, [RESOURCE_FAILED]);
});

test('a screen whose code cannot be downloaded says 系统繁忙 with 重试, and 重试 shows it once the network is back', async ({
  page,
  watchdog,
}) => {
  await screenChunkJourney(page, watchdog.errors, 'in place');
});

test('the API client’s code cannot be downloaded: the package list says 系统繁忙 and its 重试 loads the list once online', async ({
  page,
  watchdog,
}) => {
  await clientChunkJourney(page, watchdog.errors, 'in place');
});

test('API calls without a connection: 网络异常 / 系统繁忙, the buttons come back, and they work once online', async ({
  page,
  watchdog,
}) => {
  // A visitor without reports (the list is not the point), on a phone of this test's own.
  const visitor = freshVisitor('冯十二', true);
  await openReportLogin(page, visitor);
  const api = await cutOff(page, '**/api/**');
  api.offline = true;

  const sendCode = page.getByRole('button', { name: '获取验证码' });
  await sendCode.click();
  await expect(page.getByRole('status').filter({ hasText: '网络异常' })).toBeVisible();
  await expect(sendCode).toBeEnabled();
  expect(api.failed).toContain('/api/ReportApi/GetVerifyCode');

  api.offline = false;
  await sendCode.click();
  await expect(page.getByRole('status').filter({ hasText: '验证码发送成功，5分钟内有效。' })).toBeVisible();
  await page.getByLabel('验证码').fill(await lastSmsCode(page, visitor.tel));

  api.offline = true;
  const logIn = page.getByRole('button', { name: '查询报告' });
  await logIn.click();
  const busy = page.getByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
  await expect(busy).toBeVisible();
  await expectAccessible(page);
  await busy.getByRole('button', { name: '确定' }).click();
  await expect(busy).toBeHidden();
  await expect(logIn).toBeEnabled();
  await expect(logIn).not.toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/#\/ReportLogin/);

  api.offline = false;
  await logIn.click();
  await expect(page).toHaveURL(/#\/ReportList/);
  expectOnlyNetworkErrors(watchdog.errors, [RESOURCE_FAILED]);
});

test('the calendar’s day list fails once: 服务异常！请稍等, then 重试 (a double tap asks once) shows the days and the visitor books', async ({
  page,
  watchdog,
}) => {
  const dayList = await cutOff(page, '**/api/PersonSumApi/GetPersonSumList');
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/PersonSumApi/GetPersonSumList')) asked += 1;
  });
  dayList.offline = true;
  await openCalendarAsNewVisitor(page, '男士基础体检套餐', freshVisitor('钱五', true));
  const alert = page.getByRole('alertdialog', { name: '服务异常！请稍等' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(alert).toBeHidden();
  const retry = page.getByRole('button', { name: '重试' });
  await expect(retry).toBeVisible();
  await expect(page.getByText('服务异常！请稍等')).toBeVisible();
  await expectAccessible(page);
  expect(dayList.failed).toEqual(['/api/PersonSumApi/GetPersonSumList']);

  dayList.offline = false;
  await retry.dblclick();
  await expect(page.getByRole('gridcell', { name: /余\d+人/ }).first()).toBeVisible();
  await expect(retry).toBeHidden();
  expect(asked).toBe(2);
  await pickFirstDayAndTime(page);
  await submitPersonalOrder(page);
  expectOnlyNetworkErrors(watchdog.errors, [RESOURCE_FAILED]);
});
