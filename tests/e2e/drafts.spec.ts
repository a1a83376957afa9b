/**
 * Typed input survives a reload of the tab (the messaging app's webview is often reloaded or killed while the visitor
 * reads the SMS code or looks up an ID number), and is gone once its form was sent.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  answerQuestionnaireOffer,
  choosePackage,
  lastSmsCode,
  openPackageListFromHome,
  openReportLogin,
  pickFirstDayAndTime,
  startSignInAsNewVisitor,
  typeReportLoginCode,
} from './support/journeys';
import { freshVisitor } from './support/people';

/** Where the app keeps the drafts: sessionStorage keys `draft:<form>`, none in localStorage or a cookie. */
async function draftKeys(page: Page): Promise<{ session: string[]; local: string[]; cookies: string }> {
  return page.evaluate(() => ({
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')),
    local: Object.keys(localStorage).filter((key) => key.startsWith('draft:')),
    cookies: document.cookie,
  }));
}

test('report login: name, ID number, phone, code and the resend wait survive a reload; after logging in the form is empty again', async ({
  page,
}) => {
  // A visitor without reports: the form is the point here, and the phone is this test's own.
  const person = freshVisitor('郑十', true);
  await openReportLogin(page, person);
  const code = await typeReportLoginCode(page, person.tel);

  // The webview is reloaded while the visitor is away.
  await page.reload();
  await expect(page.getByRole('heading', { name: '体检报告查询' })).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveValue(person.name);
  await expect(page.getByLabel('身份证号')).toHaveValue(person.idcard);
  await expect(page.getByLabel('手机号')).toHaveValue(person.tel);
  await expect(page.getByLabel('验证码')).toHaveValue(code);
  // The server refuses another code within 60 s: the button still counts down rather than offering one.
  await expect(page.getByRole('button', { name: /重新获取\(\d+s\)/ })).toBeDisabled();
  const stored = await draftKeys(page);
  expect(stored.session).toEqual(['draft:ReportLogin']);
  expect(stored.local).toEqual([]);
  expect(stored.cookies).not.toContain('draft');

  await page.getByRole('button', { name: '查询报告' }).click();
  await expect(page).toHaveURL(/#\/ReportList/);
  expect((await draftKeys(page)).session).toEqual([]);

  await page.goto('/#/ReportLogin');
  await expect(page.getByRole('heading', { name: '体检报告查询' })).toBeVisible();
  for (const label of ['姓名', '身份证号', '手机号', '验证码']) await expect(page.getByLabel(label)).toHaveValue('');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('booking: the sign-in form and the order form survive a reload; after the order the form shows the signed-in visitor again', async ({
  page,
}) => {
  const visitor = freshVisitor('周八', true);
  const someoneElse = freshVisitor('吴九', true);
  await openPackageListFromHome(page, '健康体检');
  await answerQuestionnaireOffer(page, false);
  await choosePackage(page, '男士基础体检套餐');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '不添加' }).click();

  // Sign-in (registration) with an SMS code, reloaded while the visitor reads the SMS.
  await startSignInAsNewVisitor(page, visitor);
  await page.reload();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue(visitor.name);
  await expect(page.getByRole('textbox', { name: '证件号码' })).toHaveValue(visitor.idcard);
  await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue(visitor.tel);
  await expect(page.getByRole('button', { name: /重新获取\(\d+s\)/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(await lastSmsCode(page, visitor.tel));
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await expect(page).toHaveURL(/#\/PersonBookSum/);

  // The order form, prefilled with the visitor, booked for someone else whose ID number had to be looked up.
  await pickFirstDayAndTime(page);
  await expect(page).toHaveURL(/#\/PersonOrders/);
  const idNumber = page.getByRole('textbox', { name: '身份证件号码' });
  const name = page.getByRole('textbox', { name: '姓名' });
  const phone = page.getByRole('textbox', { name: '手机号码' });
  await expect(idNumber).toHaveValue(visitor.idcard);
  await idNumber.fill(someoneElse.idcard);
  await name.fill(someoneElse.name);
  await phone.fill(someoneElse.tel);
  await page.reload();
  await expect(idNumber).toHaveValue(someoneElse.idcard);
  await expect(name).toHaveValue(someoneElse.name);
  await expect(phone).toHaveValue(someoneElse.tel);
  expect((await draftKeys(page)).local).toEqual([]);

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/#\/PersonPayment/, { timeout: 20_000 });
  await expect(page.getByText('待付款')).toBeVisible();
  expect((await draftKeys(page)).session).toEqual([]);

  // Back on the order form (the booking is still in the tab): the signed-in visitor again, not the person typed.
  await page.goto('/#/PersonOrders');
  await expect(idNumber).toHaveValue(visitor.idcard);
  await expect(name).toHaveValue(visitor.name);
  await expect(phone).toHaveValue(visitor.tel);
});
