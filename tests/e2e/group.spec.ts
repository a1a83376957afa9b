import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  fillGroupLogin,
  GROUP,
  groupLogin,
  pickFirstDayAndTime,
  signInOnSandboxPage,
  toastWith,
} from './support/journeys';

const login = (page: Page) => page.getByRole('button', { name: '登录', exact: true });

/** Submits the group login form and expects the toast `message`. */
async function expectRefusal(page: Page, fields: Parameters<typeof fillGroupLogin>[1], message: string): Promise<void> {
  await fillGroupLogin(page, fields);
  await login(page).click();
  await expect(toastWith(page, message)).toBeVisible();
}

test('group login: each missing or wrong field has its message, so has each refusal of the server, then a seeded member logs in', async ({
  page,
}) => {
  await page.goto('/#/GroupLogin');
  await signInOnSandboxPage(page);
  await expect(page.getByRole('heading', { name: '团体体检登录' })).toBeVisible();
  await expectAccessible(page);
  const { sunLi, chenMing } = GROUP;
  await expectRefusal(page, {}, '请输入单位名称');
  await expectRefusal(page, { company: '示范市' }, '请从下拉列表中选择单位');
  await expectRefusal(page, { company: sunLi.company, pick: true }, '请输入身份证件号');
  await expectRefusal(page, { company: sunLi.company, pick: true, idcard: '33010319830815' }, '请输入正确的身份证件号');
  await expectRefusal(page, { company: sunLi.company, pick: true, idcard: sunLi.idcard }, '请输入手机号码');
  // The server's refusals (server/src/services/users.ts teamLogin): a valid ID not on the picked company's list (孙丽
  // is an L0002 member, not L0001's), and a member whose phone is already bound (陈明, 13811110001) with another phone.
  await expectRefusal(
    page,
    { company: GROUP.company.L0001, pick: true, idcard: sunLi.idcard, tel: sunLi.tel },
    '首次登录请填写姓名并获取验证码',
  );
  // That answer opens the first-use rows (姓名, 验证码); a fresh page starts without them again.
  await expect(page.getByRole('textbox', { name: '验证码' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '团体体检登录' })).toBeVisible();
  await expectRefusal(
    page,
    { company: chenMing.company, pick: true, idcard: chenMing.idcard, tel: '13900001111' },
    '首次登录请填写姓名并获取验证码',
  );
  await expect(page).toHaveURL(/#\/GroupLogin/);
  await page.reload();
  await expect(page.getByRole('heading', { name: '团体体检登录' })).toBeVisible();
  await fillGroupLogin(page, { company: sunLi.company, pick: true, idcard: sunLi.idcard, tel: sunLi.tel });
  await login(page).click();
  await expect(page).toHaveURL(/#\/TeamDetails\?type=notAdd/, { timeout: 15_000 });
  await expect(page.getByText(sunLi.name)).toBeVisible();
  await expectAccessible(page);
});

/** From /TeamBookSum: a day and time, then the read-only confirmation, submit, and the order list. */
async function bookGroupDay(page: Page, expectedExtras: RegExp): Promise<void> {
  await expect(page).toHaveURL(/#\/TeamBookSum/);
  await expectAccessible(page);
  await pickFirstDayAndTime(page);
  await expect(page).toHaveURL(/#\/TeamOrders/);
  await expectAccessible(page);
  await expect(page.getByText(expectedExtras).first()).toBeVisible();
  await page.getByRole('button', { name: '提交预约' }).click();
  await expect(page).toHaveURL(/#\/MyOrderList/, { timeout: 20_000 });
}

test('group booking without extras: a member with no allowance goes straight to the calendar', async ({ page }) => {
  await groupLogin(page, GROUP.sunLi);
  await expect(page.getByText('自费额度')).toHaveCount(0);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await bookGroupDay(page, /无/);
});

test('group booking with extras: beyond the allowance is refused (超出自费金额), within it is booked', async ({
  page,
}) => {
  await groupLogin(page, GROUP.liuYang);
  await expect(page.getByText('自费额度')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '添加', exact: true }).click();
  await expect(page).toHaveURL(/#\/TeamAddClusItem/);
  await expectAccessible(page);

  const search = page.getByRole('searchbox', { name: '搜索体检项目' });
  await search.fill('无痛胃镜');
  await page.getByRole('checkbox', { name: /^无痛胃镜/ }).click();
  await page.getByRole('button', { name: '立即预约' }).click();
  await expect(toastWith(page, '超出自费金额')).toBeVisible();
  await page.getByRole('checkbox', { name: /^无痛胃镜/ }).click();

  await search.fill('动脉硬化');
  await page.getByRole('checkbox', { name: /^动脉硬化检测/ }).click();
  await page.getByRole('button', { name: '立即预约' }).click();
  const popup = page.getByRole('dialog').filter({ hasText: '确认添加以下项目' });
  await expect(popup).toContainText('动脉硬化检测');
  await expectAccessible(page);
  await popup.getByRole('button', { name: '确认' }).click();
  await bookGroupDay(page, /动脉硬化检测/);
});
