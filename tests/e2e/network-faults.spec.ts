/**
 * A network that answers badly, in real Chromium (network.spec.ts covers no connection at all): a gateway's HTML page
 * with HTTP 502/503 instead of the API's answer, a 200 whose body is not the API's JSON envelope, and a call that gets
 * no answer until the app's request timeout gives up on it. Each time the visitor reads the screen's failure text, the
 * buttons come back, nothing typed or booked is lost or doubled, and trying again once the network behaves works.
 *
 * The request timeout (app/src/services/fetchWithTimeout.ts, REQUEST_TIMEOUT_MS = 20 s) is a setTimeout in the page:
 * the hang tests hold the page's clock and move it past the timeout, counted from the tap (page.clock, "the visitor
 * waited 20 s"), instead of waiting.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, moveServerClock, test } from './support/fixtures';
import { ERROR_STATUS, faultRoute, type Fault, type Faults } from './support/faults';
import {
  answerQuestionnaireOffer,
  lastSmsCode,
  openCalendarAsNewVisitor,
  openPackageListFromHome,
  openReportLogin,
  pickFirstDayAndTime,
  startSignInAsNewVisitor,
  toastWith,
  typeReportLoginCode,
} from './support/journeys';
import { expectOnlyNetworkErrors } from './support/offline';
import { freshVisitor, REPORT_PEOPLE } from './support/people';

/** app/src/services/fetchWithTimeout.ts: how long a call waits for its answer before it fails like a lost connection. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Seed (server/src/db/seed/catalogData.ts): P1001, ¥399, no discount, for men. */
const BASIC_MALE = '男士基础体检套餐';
const BUSY = '系统繁忙！请稍后再试';
/**
 * Where a hang test looks, in page time from the tap: 1 s before the timeout, and 3 s after it (the timer starts when
 * the tap's handler sends the request, a little after the tap on a loaded machine).
 */
const BEFORE_TIMEOUT_MS = 1_000;
const AFTER_TIMEOUT_MS = 3_000;
/**
 * Once the page's clock is past the timeout and running again, how soon the failure must show (real time): a timeout
 * 10 s longer than the app's would still be 6 s away.
 */
const TIMED_OUT_AT_ONCE_MS = 4_000;

const pageTime = (page: Page) => page.evaluate(() => Date.now());

/**
 * Takes the page's clock through a request's timeout, counted from `tappedAt` (the page's time just before the tap that
 * sent the request). The clock is held first, so the real seconds a loaded machine spends between the tap and here do
 * not count, and `stillWaiting` must hold just before the timeout. Then the clock jumps to just after it and runs again
 * (the failure's own zero-delay timers need it to), and `timedOut` must hold within TIMED_OUT_AT_ONCE_MS of real time.
 */
async function crossRequestTimeout(
  page: Page,
  tappedAt: number,
  checks: { stillWaiting: () => Promise<void>; timedOut: () => Promise<void> },
) {
  const now = await pageTime(page);
  const beforeTimeout = tappedAt + REQUEST_TIMEOUT_MS - BEFORE_TIMEOUT_MS;
  expect(now, 'the page reached its waiting state before the timeout was due').toBeLessThan(beforeTimeout);
  await page.clock.pauseAt(beforeTimeout);
  await checks.stillWaiting();
  await page.clock.fastForward(BEFORE_TIMEOUT_MS + AFTER_TIMEOUT_MS);
  await page.clock.resume();
  await checks.timedOut();
}

/** A 200 answer cut off in the middle (a proxy that dropped the rest), and JSON that is not the envelope. */
const TRUNCATED_JSON = '{"success":true,"returnMsg":"","returnData":[{"day":"20';
const NOT_THE_ENVELOPE = '{"code":0,"msg":"ok","data":[]}';
/** What a Wi-Fi login page answers to any address before the visitor has signed in to it. */
const PORTAL_PAGE = '<!doctype html><html><head><title>Wi-Fi 登录</title></head><body>请先登录无线网络</body></html>';

/** The SDK's log lines for the faults (logger = console): a 5xx is logged as an error, so is an unreadable answer. */
const serverErrorLog = (operation: string, status: number) => new RegExp(`${operation}: HTTP ${status}, server error`);
const notEnvelopeLog = (operation: string) => new RegExp(`${operation}: HTTP 200 without the envelope`);

const loadingBar = (page: Page) => page.getByRole('progressbar', { name: '努力加载中....' });

test.afterEach(async ({ page }) => {
  await moveServerClock(page, 0);
});

test('the package list behind a gateway answering 503, then 502, with its HTML page: 系统繁忙 and 重试, which shows the list once the API is back', async ({
  page,
  watchdog,
}) => {
  await page.goto('/');
  const list = await faultRoute(page, '**/api/UserInfoApi/GetClusItemList');
  list.next.push({ kind: 'gateway', status: 503 }, { kind: 'gateway', status: 502 });
  await openPackageListFromHome(page, '健康体检');
  await answerQuestionnaireOffer(page, false);

  const busy = page.getByRole('alertdialog', { name: BUSY });
  await expect(busy).toBeVisible();
  await busy.getByRole('button', { name: '确定' }).click();
  await expect(busy).toBeHidden();
  const retry = page.getByRole('button', { name: '重试' });
  await expect(retry).toBeEnabled();
  await expect(page.getByRole('main').getByText(BUSY)).toBeVisible();
  // The gateway's page is not shown as if it were the app's.
  await expect(page.getByText('Bad Gateway')).toHaveCount(0);
  await expect(page.getByText('Service Temporarily Unavailable')).toHaveCount(0);
  await expect(loadingBar(page)).toBeHidden();
  await expectAccessible(page);

  // Still down: 重试 asks again and fails again the same way.
  await retry.click();
  await expect(busy).toBeVisible();
  await busy.getByRole('button', { name: '确定' }).click();
  await expect(retry).toBeEnabled();
  expect(list.asked).toBe(2);

  // Back: one tap, one request, the list.
  await retry.dblclick();
  await expect(page.getByText(BASIC_MALE)).toBeVisible();
  await expect(retry).toHaveCount(0);
  await expect(page.getByText(BUSY)).toHaveCount(0);
  expect(list.asked).toBe(3);
  expectOnlyNetworkErrors(watchdog.errors, [
    ERROR_STATUS(503),
    ERROR_STATUS(502),
    serverErrorLog('GetClusItemList', 503),
    serverErrorLog('GetClusItemList', 502),
  ]);
});

test('the calendar’s day list answered 200 with a cut-off body, a Wi-Fi login page, JSON that is not the envelope: 服务异常！请稍等 each time, then 重试 shows the days and the visitor goes on', async ({
  page,
  watchdog,
}) => {
  const days = await faultRoute(page, '**/api/PersonSumApi/GetPersonSumList');
  days.next.push(
    { kind: 'body', body: TRUNCATED_JSON },
    { kind: 'body', body: PORTAL_PAGE, contentType: 'text/html; charset=utf-8' },
    { kind: 'body', body: NOT_THE_ENVELOPE },
  );
  await openCalendarAsNewVisitor(page, BASIC_MALE, freshVisitor('钱六', true));

  const alert = page.getByRole('alertdialog', { name: '服务异常！请稍等' });
  const retry = page.getByRole('button', { name: '重试' });
  for (let failure = 1; failure <= 3; failure += 1) {
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: '确定' }).click();
    await expect(alert).toBeHidden();
    await expect(retry).toBeEnabled();
    await expect(page.getByRole('main').getByText('服务异常！请稍等')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: /余\d+人/ })).toHaveCount(0);
    await expect(page.getByText('请先登录无线网络')).toHaveCount(0);
    expect(days.asked).toBe(failure);
    if (failure === 1) await expectAccessible(page);
    await retry.click();
  }
  await expect(page.getByRole('gridcell', { name: /余\d+人/ }).first()).toBeVisible();
  await expect(retry).toHaveCount(0);
  expect(days.asked).toBe(4);
  await pickFirstDayAndTime(page);
  await expect(page).toHaveURL(/#\/PersonOrders/);
  expectOnlyNetworkErrors(watchdog.errors, [notEnvelopeLog('GetPersonSumList')]);
});

test('report login: 获取验证码 through a gateway answering 503 says 网络异常 and sends nothing; 查询报告 with no answer says 系统繁忙 after the timeout; both work again once the network does', async ({
  page,
  watchdog,
}) => {
  await page.clock.install();
  // A visitor without reports (the list is not the point), on a phone of this test's own.
  const visitor = freshVisitor('冯十一', true);
  await openReportLogin(page, visitor);
  const outboxBefore = await smsCount(page, visitor.tel);

  const sendCodeCalls = await faultRoute(page, '**/api/ReportApi/GetVerifyCode');
  sendCodeCalls.next.push({ kind: 'gateway', status: 503 });
  const sendCode = page.getByRole('button', { name: '获取验证码' });
  await sendCode.click();
  await expect(toastWith(page, '网络异常')).toBeVisible();
  // No countdown: the code was not sent, so it can be asked for at once.
  await expect(sendCode).toBeEnabled();
  await expect(sendCode).toHaveText('获取验证码');
  expect(await smsCount(page, visitor.tel)).toBe(outboxBefore);

  await sendCode.click();
  await expect(toastWith(page, '验证码发送成功，5分钟内有效。')).toBeVisible();
  expect(sendCodeCalls.asked).toBe(2);
  expect(await smsCount(page, visitor.tel)).toBe(outboxBefore + 1);
  await page.getByLabel('验证码').fill(await lastSmsCode(page, visitor.tel));

  // The gateway holds 查询报告 without an answer (the request does not reach the server, so the code stays unused).
  const loginCalls = await faultRoute(page, '**/api/ReportApi/ReportLogin');
  loginCalls.next.push({ kind: 'hang' });
  const logIn = page.getByRole('button', { name: '查询报告' });
  const tappedAt = await pageTime(page);
  await logIn.click();
  await expect(loadingBar(page)).toBeVisible();
  await expect.poll(() => loginCalls.asked).toBe(1);
  const busy = page.getByRole('alertdialog', { name: BUSY });
  await crossRequestTimeout(page, tappedAt, {
    stillWaiting: async () => {
      await expect(loadingBar(page)).toBeVisible();
      await expect(busy).toHaveCount(0);
      expect(loginCalls.abandoned).toBe(0);
    },
    timedOut: async () => {
      await expect(busy).toBeVisible({ timeout: TIMED_OUT_AT_ONCE_MS });
      expect(loginCalls.abandoned).toBe(1);
    },
  });
  await busy.getByRole('button', { name: '确定' }).click();
  await expect(busy).toBeHidden();
  await expect(logIn).toBeEnabled();
  await expect(logIn).not.toHaveAttribute('aria-busy', 'true');
  await expect(loadingBar(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/ReportLogin/);
  // What the visitor typed is still there.
  await expect(page.getByLabel('姓名')).toHaveValue(visitor.name);
  await expect(page.getByLabel('验证码')).not.toHaveValue('');

  await logIn.click();
  await expect(page).toHaveURL(/#\/ReportList/);
  expect(loginCalls.asked).toBe(2);
  expectOnlyNetworkErrors(watchdog.errors, [ERROR_STATUS(503), serverErrorLog('GetVerifyCode', 503)]);
});

/** How each submit fault looks in the console, beyond the SDK's warning for a call without an answer (not an error). */
const SUBMIT_FAULTS: { name: string; fault: Fault; errors: RegExp[] }[] = [
  { name: 'gets no answer until the request timeout', fault: { kind: 'hang', reachServer: true }, errors: [] },
  {
    name: 'is answered by the gateway’s 502 page',
    fault: { kind: 'gateway', status: 502, reachServer: true },
    errors: [ERROR_STATUS(502), serverErrorLog('PersonOrderAdd', 502)],
  },
  {
    name: 'is answered 200 with a cut-off body',
    fault: { kind: 'body', body: '{"success":true,"returnMsg":"","returnData":{"ord":{"id":', reachServer: true },
    errors: [notEnvelopeLog('PersonOrderAdd')],
  },
];

for (const { name, fault, errors } of SUBMIT_FAULTS) {
  test(`提交订单 that the server books but whose answer ${name}: 系统繁忙, the form is kept, and 提交订单 again opens that one order`, async ({
    page,
    watchdog,
  }) => {
    if (fault.kind === 'hang') await page.clock.install();
    const visitor = freshVisitor('孙七', true);
    await openCalendarAsNewVisitor(page, BASIC_MALE, visitor);
    await pickFirstDayAndTime(page);
    await expect(page).toHaveURL(/#\/PersonOrders/);

    const orders = await faultRoute(page, '**/api/OrderListApi/PersonOrderAdd');
    orders.next.push(fault);
    const keys: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/OrderListApi/PersonOrderAdd'))
        keys.push(request.headers()['idempotency-key'] ?? null);
    });
    const submit = page.getByRole('button', { name: '提交订单' });
    const tappedAt = await pageTime(page);
    await submit.click();
    // The server did book it: its answer holds the order the visitor never saw.
    await expect.poll(() => orders.reached.length).toBe(1);
    const booked = orders.reached[0];
    expect(booked?.status).toBe(200);
    const bookedOrder = JSON.parse(booked?.body ?? '{}') as { success: boolean; returnData: { ord: { id: string } } };
    expect(bookedOrder.success).toBe(true);

    const busy = page.getByRole('alertdialog', { name: BUSY });
    if (fault.kind === 'hang') {
      // Waiting: 订单生成中 covers the form (its button is busy underneath), and a second tap sends nothing.
      const creating = page.getByRole('dialog', { name: '订单生成中' });
      await expect(creating).toBeVisible();
      const submitUnderneath = page.locator('button', { hasText: '提交订单' });
      await expect(submitUnderneath).toHaveAttribute('aria-busy', 'true');
      await submitUnderneath.click({ force: true });
      await crossRequestTimeout(page, tappedAt, {
        stillWaiting: async () => {
          await expect(creating).toBeVisible();
          await expect(busy).toHaveCount(0);
          expect(orders.asked).toBe(1);
          expect(orders.abandoned).toBe(0);
        },
        timedOut: () => expect(busy).toBeVisible({ timeout: TIMED_OUT_AT_ONCE_MS }),
      });
    }
    await expect(busy).toBeVisible();
    if (fault.kind === 'hang') expect(orders.abandoned).toBe(1);
    await expectAccessible(page);
    await busy.getByRole('button', { name: '确定' }).click();
    await expect(busy).toBeHidden();
    await expect(page.getByText('订单生成中')).toBeHidden();
    await expect(loadingBar(page)).toBeHidden();
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/#\/PersonOrders/);
    await expect(page.getByRole('textbox', { name: '身份证件号码' })).toHaveValue(visitor.idcard);
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue(visitor.name);
    await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue(visitor.tel);

    // The visitor taps again later than the server's keyless repeat window (10 s): only the Idempotency-Key can tell
    // the server this is the order it already booked (without it: 该体检人已有…的健康体检预约 …).
    await moveServerClock(page, REQUEST_TIMEOUT_MS);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/OrderListApi/PersonOrderAdd'));
    await submit.click();
    const again = (await (await answer).json()) as {
      success: boolean;
      returnMsg: string;
      returnData: { ord: { id: string } };
    };
    expect(again.success, again.returnMsg).toBe(true);
    expect(again.returnData.ord.id).toBe(bookedOrder.returnData.ord.id);
    await expect(page).toHaveURL(/#\/PersonPayment/, { timeout: 20_000 });
    await expect(page.getByText('待付款')).toBeVisible();
    expect(orders.asked).toBe(2);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);

    // The visitor's orders: exactly this one.
    await page.goto('/#/MyOrderList');
    await expect(page.getByRole('region', { name: BASIC_MALE })).toHaveCount(1);
    await expect(page.getByRole('region')).toHaveCount(1);
    expectOnlyNetworkErrors(watchdog.errors, errors);
  });
}

/**
 * Taps `button` with the next `pattern` call answered by the gateway's 502 page after the server answered it (that
 * answer is lost on the way), and returns the faults and the lost answer's JSON once the server gave it (a 200).
 */
async function tapWithAnswerLost(
  page: Page,
  pattern: string,
  button: Locator,
): Promise<{ calls: Faults; lostAnswer: unknown }> {
  const calls = await faultRoute(page, pattern);
  calls.next.push({ kind: 'gateway', status: 502, reachServer: true });
  await button.click();
  await expect.poll(() => calls.reached.length).toBe(1);
  expect(calls.reached[0]?.status).toBe(200);
  return { calls, lostAnswer: JSON.parse(calls.reached[0]?.body ?? '{}') };
}

async function smsCount(page: Page, tel: string): Promise<number> {
  const outbox = await page.request.get(`/sandbox/sms?tel=${tel}`);
  return ((await outbox.json()) as { returnData: { tel: string }[] }).returnData.filter(
    (message) => message.tel === tel,
  ).length;
}

test('report login that the server accepts but whose answer the gateway replaces by its 502 page: 系统繁忙, the form is kept, and 查询报告 again with the same code opens the reports', async ({
  page,
  watchdog,
}) => {
  // A seeded person with two reports, this test's own.
  const visitor = REPORT_PEOPLE.linTao;
  await openReportLogin(page, visitor);
  const code = await typeReportLoginCode(page, visitor.tel);

  const logIn = page.getByRole('button', { name: '查询报告' });
  const { calls: loginCalls, lostAnswer } = await tapWithAnswerLost(page, '**/api/ReportApi/ReportLogin', logIn);
  // The server did accept the code (and used it up): its answer, lost on the way, said so.
  expect(lostAnswer).toEqual({ success: true, returnMsg: '登录成功' });

  const busy = page.getByRole('alertdialog', { name: BUSY });
  await expect(busy).toBeVisible();
  await expect(page.getByText('Bad Gateway')).toHaveCount(0);
  await busy.getByRole('button', { name: '确定' }).click();
  await expect(busy).toBeHidden();
  await expect(logIn).toBeEnabled();
  await expect(loadingBar(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/ReportLogin/);
  await expect(page.getByLabel('验证码')).toHaveValue(code);

  // The visitor taps again half a minute later, with the same code: the server knows this session's request and
  // logs it in again (before: 验证码已过期，请重新获取, and no new code for up to 60 s).
  await moveServerClock(page, 30_000);
  await logIn.click();
  await expect(page).toHaveURL(/#\/ReportList/);
  await expect(
    page
      .getByRole('main')
      .getByRole('button')
      .filter({ hasText: /\d{4}-\d{2}-\d{2}/ }),
  ).toHaveCount(2);
  expect(loginCalls.asked).toBe(2);
  await expect(page.getByText('验证码已过期，请重新获取')).toHaveCount(0);
  expectOnlyNetworkErrors(watchdog.errors, [ERROR_STATUS(502), serverErrorLog('ReportLogin', 502)]);
});

test('sign-in (/login) that the server accepts but whose answer the gateway replaces by its 502 page: 系统繁忙, the form is kept, and 登录 / 注册 again with the same code signs the visitor in', async ({
  page,
  watchdog,
}) => {
  const visitor = freshVisitor('冯十三', true);
  await page.goto('/#/MyOrderList');
  await startSignInAsNewVisitor(page, visitor);
  const code = await lastSmsCode(page, visitor.tel);
  const codeField = page.getByRole('textbox', { name: '验证码' });
  await codeField.fill(code);

  const signIn = page.getByRole('button', { name: '登录 / 注册' });
  const { calls: registrations, lostAnswer } = await tapWithAnswerLost(page, '**/api/UserInfoApi/UserRegister', signIn);
  // The server did accept the code (and used it up) and registered the visitor: its answer, lost on the way, said so.
  expect(lostAnswer).toMatchObject({
    success: true,
    returnMsg: '注册成功',
    returnData: { name: visitor.name, tel: visitor.tel },
  });

  await expect(toastWith(page, BUSY)).toBeVisible();
  await expect(page.getByText('Bad Gateway')).toHaveCount(0);
  await expect(signIn).toBeEnabled();
  await expect(signIn).not.toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('textbox', { name: '证件号码' })).toHaveValue(visitor.idcard);
  await expect(codeField).toHaveValue(code);

  // The visitor taps again half a minute later, with the same code: the server knows this openid's registration and
  // answers it again (before: 验证码错误或已过期, and no new code for up to 60 s).
  await moveServerClock(page, 30_000);
  await signIn.click();
  await expect(page).toHaveURL(/#\/MyOrderList/);
  await expect(page.getByText('暂无体检订单')).toBeVisible();
  expect(registrations.asked).toBe(2);
  await expect(page.getByText('验证码错误或已过期')).toHaveCount(0);
  expectOnlyNetworkErrors(watchdog.errors, [ERROR_STATUS(502), serverErrorLog('UserRegister', 502)]);
});
