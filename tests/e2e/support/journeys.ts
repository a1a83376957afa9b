/** Steps several journeys share: reaching a package, booking a day and time, the sandbox pay sheet, group login, report login. */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signInVia } from './fixtures';
import type { Visitor } from './people';

/** Home's personal card → 健康体检 / 入职体检 → the list (the personal list first offers the questionnaire). */
export async function openPackageListFromHome(page: Page, kind: '健康体检' | '入职体检'): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: '立即预约' }).click();
  await page.getByRole('button', { name: kind }).click();
  await expect(page).toHaveURL(kind === '健康体检' ? /#\/PersonIndex/ : /#\/StaffIndex/);
}

/** Answers the personal list's 健康问卷调查 offer. */
export async function answerQuestionnaireOffer(page: Page, go: boolean): Promise<void> {
  const dialog = page.getByRole('alertdialog').filter({ hasText: '健康问卷调查' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: go ? '去填写' : '不用了' }).click();
  await expect(dialog).toBeHidden();
}

/** Taps a package card by its name on a package list and waits for its details. */
export async function choosePackage(page: Page, name: string | RegExp): Promise<void> {
  await page.getByText(name).first().click();
  await expect(page).toHaveURL(/#\/PersonDetails/);
}

/** The sandbox sign-in page (shown when a login-required route is reached without a user): picks a demo person. */
export async function signInOnSandboxPage(page: Page, person = '张伟'): Promise<void> {
  await expect(page.getByRole('heading', { name: '授权登录（沙箱）' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(person) }).click();
}

/** The code the sandbox SMS gateway last sent to `tel` (its outbox stands in for the visitor's phone). */
export async function lastSmsCode(page: Page, tel: string): Promise<string> {
  const outbox = await page.request.get(`/sandbox/sms?tel=${tel}`);
  const messages = ((await outbox.json()) as { returnData: { tel: string; code: string }[] }).returnData;
  const code = messages[0]?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * The sandbox sign-in page as a new visitor: 允许 with no openid (the sandbox makes a fresh one), then /login
 * registers `visitor` with the SMS code; the app then returns to the route that asked for sign-in (the caller checks
 * it). A fresh openid per journey keeps journeys apart: the server limits the active personal orders of one visitor
 * (openid), and the visitor's order list holds only this journey's orders.
 */
export async function signInAsNewVisitor(page: Page, visitor: Visitor): Promise<void> {
  await startSignInAsNewVisitor(page, visitor);
  await page.getByRole('textbox', { name: '验证码' }).fill(await lastSmsCode(page, visitor.tel));
  await page.getByRole('button', { name: '登录 / 注册' }).click();
}

/** The first half of {@link signInAsNewVisitor}: 允许, then /login typed with `visitor` and a code sent to its phone. */
export async function startSignInAsNewVisitor(page: Page, visitor: Visitor): Promise<void> {
  await expect(page.getByRole('heading', { name: '授权登录（沙箱）' })).toBeVisible();
  await page.getByRole('button', { name: '允许' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await page.getByRole('textbox', { name: '姓名' }).fill(visitor.name);
  await page.getByRole('textbox', { name: '证件号码' }).fill(visitor.idcard);
  await page.getByRole('textbox', { name: '手机号码' }).fill(visitor.tel);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toastWith(page, '验证码发送成功，5分钟内有效。')).toBeVisible();
}

/**
 * Signs in (sandbox, the demo user) on the way to /ReportLogin and types `person`'s name, ID number and phone; the
 * caller asks for the code ({@link typeReportLoginCode}) or first breaks the network.
 */
export async function openReportLogin(page: Page, person: Visitor): Promise<void> {
  await signInVia(page, '/ReportLogin');
  await expect(page.getByRole('heading', { name: '体检报告查询' })).toBeVisible();
  await page.getByLabel('姓名').fill(person.name);
  await page.getByLabel('身份证号').fill(person.idcard);
  await page.getByLabel('手机号').fill(person.tel);
}

/** On /ReportLogin with a phone typed: 获取验证码, then the code the sandbox sent to `tel`, typed. Returns the code. */
export async function typeReportLoginCode(page: Page, tel: string): Promise<string> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toastWith(page, '验证码发送成功，5分钟内有效。')).toBeVisible();
  const code = await lastSmsCode(page, tel);
  await page.getByLabel('验证码').fill(code);
  return code;
}

/** On a calendar: the first selectable day with places, its first open slot, then 日期确认. */
export async function pickFirstDayAndTime(page: Page): Promise<void> {
  await page
    .getByRole('gridcell', { name: /余\d+人/ })
    .first()
    .click();
  await page.getByRole('radio', { disabled: false }).first().click();
  await page.getByRole('button', { name: '日期确认' }).click();
}

/** On /PersonOrders: books for `visitor` (the form is prefilled with the signed-in user), submits and waits for /PersonPayment. */
export async function submitPersonalOrder(page: Page, visitor?: Visitor): Promise<void> {
  await expect(page).toHaveURL(/#\/PersonOrders/);
  await expectAccessible(page);
  if (visitor) {
    await page.getByRole('textbox', { name: '身份证件号码' }).fill(visitor.idcard);
    await page.getByRole('textbox', { name: '姓名' }).fill(visitor.name);
    await page.getByRole('textbox', { name: '手机号码' }).fill(visitor.tel);
  }
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/#\/PersonPayment/, { timeout: 20_000 });
  await expect(page.getByText('待付款')).toBeVisible();
}

/**
 * Personal check-up (健康体检) from home to /PersonPayment, a package without extras: `visitor` signs in as a new
 * visitor on the way and books for themself (the order form is prefilled with them).
 */
export async function bookPersonalUntilPayment(page: Page, packageName: string, visitor: Visitor): Promise<void> {
  await openCalendarAsNewVisitor(page, packageName, visitor);
  await pickFirstDayAndTime(page);
  await submitPersonalOrder(page);
}

/** Personal check-up (健康体检) from home to its calendar: `packageName` without extras, `visitor` signed in on the way. */
export async function openCalendarAsNewVisitor(page: Page, packageName: string, visitor: Visitor): Promise<void> {
  await openPackageListFromHome(page, '健康体检');
  await answerQuestionnaireOffer(page, false);
  await choosePackage(page, packageName);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '不添加' }).click();
  await signInAsNewVisitor(page, visitor);
  await expect(page).toHaveURL(/#\/PersonBookSum/);
}

/** The sandbox pay sheet (the messaging app's pay dialog stand-in): 支付, 失败 or 取消. */
export async function answerPaySheet(page: Page, choice: '支付' | '失败' | '取消'): Promise<void> {
  const sheet = page.getByRole('dialog').filter({ hasText: '模拟支付' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: choice, exact: true }).click();
}

/** A toast by its text. */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** Group members of the seed (server/src/db/seed/peopleData.ts); wx_drprice is the self-pay allowance in yuan. */
export const GROUP = {
  company: { L0001: '示范市数智科技有限公司', L0002: '示范市第一中学', L0003: '浙江样例制造集团有限公司' },
  /** L0001, allowance 500. */
  chenMing: {
    company: '示范市数智科技有限公司',
    name: '陈明',
    idcard: '330106198805060139',
    tel: '13811110001',
    allowance: 500,
  },
  /** L0001, allowance 300. */
  liuYang: {
    company: '示范市数智科技有限公司',
    name: '刘洋',
    idcard: '330106199202140249',
    tel: '13811110002',
    allowance: 300,
  },
  /** L0002, no allowance. */
  sunLi: { company: '示范市第一中学', name: '孙丽', idcard: '330103198308150468', tel: '13822220004', allowance: 0 },
  /** L0001, allowance 600, no phone bound yet: the first login binds the phone it is given (name and SMS code). */
  qianCheng: { company: '示范市数智科技有限公司', name: '钱程', idcard: '330106198607150918', allowance: 600 },
} as const;

export type GroupMember = (typeof GROUP)['chenMing' | 'liuYang' | 'sunLi'];

/** Fills the new group login form; `company` is typed and, when `pick`, chosen from the type-ahead list (unless already chosen). */
export async function fillGroupLogin(
  page: Page,
  fields: { company?: string; pick?: boolean; idcard?: string; tel?: string },
): Promise<void> {
  const companyField = page.getByLabel('单位名称');
  // A company already picked stays picked (the dropdown closes once the field holds the picked name).
  if ((await companyField.inputValue()) !== (fields.company ?? '') || !fields.pick) {
    await companyField.fill(fields.company ?? '');
    if (fields.company && fields.pick) await page.getByRole('option', { name: fields.company }).click();
  }
  await page.getByLabel('身份证件号').fill(fields.idcard ?? '');
  await page.getByLabel('手机号码').fill(fields.tel ?? '');
}

/** Signs in (sandbox) on the way to /GroupLogin, logs in as a group member and waits for /TeamDetails. */
export async function groupLogin(page: Page, member: GroupMember): Promise<void> {
  await page.goto('/#/GroupLogin');
  await signInOnSandboxPage(page);
  await expect(page).toHaveURL(/#\/GroupLogin/);
  await fillGroupLogin(page, { company: member.company, pick: true, idcard: member.idcard, tel: member.tel });
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/TeamDetails/, { timeout: 15_000 });
  await expect(page.getByText(member.name)).toBeVisible();
  await expectAccessible(page);
}
