import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { openReportLogin, typeReportLoginCode } from './support/journeys';
import { REPORT_PEOPLE, type Visitor } from './support/people';

/** Signs in, then logs in to `person`'s reports with the code the sandbox SMS gateway received; ends on /ReportList. */
async function logInToReports(page: Page, person: Visitor): Promise<void> {
  await openReportLogin(page, person);
  await expectAccessible(page);
  // The sandbox SMS gateway keeps the code in an outbox the test reads like the visitor's phone.
  await typeReportLoginCode(page, person.tel);
  await expect(page.getByRole('button', { name: /重新获取\(\d+s\)/ })).toBeDisabled();
  await page.getByRole('button', { name: '查询报告' }).click();
  await expect(page).toHaveURL(/#\/ReportList/);
}

test('report login with the sandbox code → year filter → report → indicators → AI streamed and stopped → PDF', async ({
  page,
}) => {
  await logInToReports(page, REPORT_PEOPLE.zhangWei);
  await expectAccessible(page);
  // The year filter is the kit's bottom-sheet picker, not a native select.
  const years = page.getByRole('button', { name: /^年份/ });
  const sheet = page.getByRole('dialog', { name: '年份' });
  const reports = page
    .getByRole('main')
    .getByRole('button')
    .filter({ hasText: /\d{4}-\d{2}-\d{2}/ });
  await expect(reports).toHaveCount(2);
  await expect(page.locator('select')).toHaveCount(0);
  await years.click();
  const options = await sheet.getByRole('button').allTextContents();
  const earlierYear = options.filter((o) => /^\d{4}$/.test(o)).sort()[0] ?? '';
  await sheet.getByRole('button', { name: earlierYear, exact: true }).click();
  await expect(reports).toHaveCount(1);
  await expect(reports).toContainText(earlierYear);
  await expect(years).toHaveAccessibleName(`年份 ${earlierYear}`);
  await years.click();
  await sheet.getByRole('button', { name: '全部年份', exact: true }).click();
  await expect(reports).toHaveCount(2);

  await reports.first().click();
  await expect(page).toHaveURL(/#\/ReportMian/);
  await expectAccessible(page);

  await page.getByRole('button', { name: '检查明细' }).click();
  await expect(page).toHaveURL(/#\/ReportDetails/);
  await expect(page.getByText('收缩压').first()).toBeVisible();
  // Categories by name, never the catalogue's codes; a one-sided range worded as the PDF words it.
  await expect(page.getByText('检验项目').first()).toBeVisible();
  await expect(page.getByText('影像检查').first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/^(01|05|23)$/)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /高密度脂蛋白胆固醇/ }).first()).toContainText('≥1.04');
  await expectAccessible(page);
  await page.goBack();

  await page.getByRole('button', { name: '总检结论' }).click();
  await expect(page).toHaveURL(/#\/ReportFinal/);
  await expectAccessible(page);
  // A slow network (DevTools protocol) keeps the short built-in answer streaming long enough to watch and stop it.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 3_000,
    uploadThroughput: -1,
  });
  await page.getByRole('button', { name: 'AI解读报告' }).click();
  const ai = page.getByRole('region', { name: '报告AI解读' });
  const stop = ai.getByRole('button', { name: '停止生成' });
  await expect(stop).toBeVisible();
  const streamed = ai.locator('div').first();
  await expect(streamed).not.toBeEmpty();
  const partial = await streamed.innerText();
  await stop.click();
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(partial.length).toBeGreaterThan(0);
  await expect(ai.getByText('已停止生成')).toBeVisible();
  // The one button changed from stop to retry.
  const retry = ai.getByRole('button', { name: '重新生成' });
  await expect(retry).toBeVisible();
  await expect(stop).toHaveCount(0);
  // Stopped means stopped: on the fast network again, the text does not grow any more.
  const atStop = await streamed.innerText();
  expect(atStop.startsWith(partial)).toBe(true);
  await page.waitForTimeout(1_000);
  expect(await streamed.innerText()).toBe(atStop);
  await expectAccessible(page);
  // Retry streams the whole answer, longer than the stopped one: the stop had cut it short.
  await retry.click();
  await expect(ai.getByRole('button')).toHaveCount(0, { timeout: 30_000 });
  await expect(ai.getByText('已停止生成')).toHaveCount(0);
  expect((await streamed.innerText()).length).toBeGreaterThan(atStop.length);
  await page.goBack();

  // The PDF: the page goes to /home/pdf?code=...; the test reads the bytes on the way through.
  let pdfBytes: Buffer = Buffer.alloc(0);
  await page.route('**/home/pdf**', async (route) => {
    const response = await route.fetch();
    pdfBytes = await response.body();
    await route.fulfill({ response, body: pdfBytes });
  });
  const pdfResponse = page.waitForResponse((response) => response.url().includes('/home/pdf'));
  await page.getByRole('button', { name: '下载PDF报告' }).click();
  expect((await pdfResponse).status()).toBe(200);
  await expect.poll(() => pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

/** Report text as a compromised hospital system might send it: markup that would run if it were rendered as HTML. */
const HOSTILE_TEXT = '<img src=x onerror=alert(1)><script>alert(2)</script>';

test('hostile report text is shown as text: no element, dialog or console error comes of it', async ({ page }) => {
  // The report's summary and a result carry the payload; everything else is the server's real answer.
  await page.route('**/api/ReportApi/GetReportDetail', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { returnData: string };
    const [report] = JSON.parse(envelope.returnData) as [
      Record<string, unknown> & { itemlist: { detailList: Record<string, unknown>[] }[] },
    ];
    report['sumup'] = `结论${HOSTILE_TEXT}`;
    const firstResult = report.itemlist[0]?.detailList[0];
    if (firstResult) firstResult['item_name'] = `项目${HOSTILE_TEXT}`;
    await route.fulfill({ response, json: { ...envelope, returnData: JSON.stringify([report]) } });
  });
  await logInToReports(page, REPORT_PEOPLE.heJun);
  await page
    .getByRole('main')
    .getByRole('button')
    .filter({ hasText: /\d{4}-\d{2}-\d{2}/ })
    .first()
    .click();

  await page.getByRole('button', { name: '总检结论' }).click();
  await expect(page.getByText(`结论${HOSTILE_TEXT}`)).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: '检查明细' }).click();
  await expect(page.getByText(`项目${HOSTILE_TEXT}`)).toBeVisible();
  await expect(page.locator('main img, main script, [onerror]')).toHaveCount(0);
  // The watchdog fails the test on any native dialog (alert), page error or console error.
});
