import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  answerPaySheet,
  answerQuestionnaireOffer,
  choosePackage,
  openPackageListFromHome,
  pickFirstDayAndTime,
  signInAsNewVisitor,
  submitPersonalOrder,
  toastWith,
} from './support/journeys';
import { freshVisitor } from './support/people';

/** Seed (server/src/db/seed/catalogData.ts): P1001, ¥399, no discount. */
const BASIC_MALE = { name: '男士基础体检套餐', price: '¥399.00' } as const;

/** A row of a cell list (订单状态, 合计, …) by its title. */
const row = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test('personal check-up: package → day and time → order → pay ok → 已支付 in 我的预约 and in its details', async ({
  page,
}) => {
  const visitor = freshVisitor('赵一', true);
  await openPackageListFromHome(page, '健康体检');
  await answerQuestionnaireOffer(page, false);
  await choosePackage(page, BASIC_MALE.name);
  await expectAccessible(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '不添加' }).click();
  // Login required from here: a new visitor signs in (and registers), then returns to the calendar.
  await signInAsNewVisitor(page, visitor);
  await expect(page).toHaveURL(/#\/PersonBookSum/);
  await expectAccessible(page);
  await pickFirstDayAndTime(page);
  // The visitor books for themself: the form is prefilled with the signed-in user.
  await expect(page.getByRole('textbox', { name: '身份证件号码' })).toHaveValue(visitor.idcard);
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue(visitor.name);
  await submitPersonalOrder(page);
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await answerPaySheet(page, '支付');
  // The toast shows on the pay screen that raised it, which then leaves for 我的预约 (and the toast with it).
  await expect(toastWith(page, '支付成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/MyOrderList/);

  // The visitor's only order, as they now see it: paid (F → 已支付), not 待付款, on the card and in the details.
  const card = page.getByRole('region', { name: BASIC_MALE.name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('已支付');
  await expect(card).not.toContainText('待付款');
  await expect(card).toContainText(BASIC_MALE.price);
  await card.getByRole('link', { name: `查看详情：${BASIC_MALE.name}` }).click();
  await expect(page).toHaveURL(/#\/OrderDetails\?id=/);
  await expect(row(page, '订单状态')).toContainText('已支付');
  await expect(row(page, '体检人')).toContainText(visitor.name);
  await expect(row(page, '订单金额')).toContainText(BASIC_MALE.price);
  // A paid order offers the (refunding) cancel and no payment.
  await expect(page.getByRole('button', { name: '取消预约' })).toBeVisible();
  await expect(page.getByRole('button', { name: '立即支付' })).toHaveCount(0);
  await expectAccessible(page);
});

/** Extras of the seed catalogue (server/src/db/seed/catalogData.ts) outside P1001: price, and act_price (what is charged). */
const THYROID = { name: '甲状腺功能（五项）', search: '甲状腺功能', act: '¥100.00', original: '¥120.00' } as const;
const ARTERIES = { name: '动脉硬化检测', search: '动脉硬化', act: '¥150.00' } as const;
/** ¥399 + ¥100 + ¥150. */
const TOTAL_WITH_EXTRAS = '¥649.00';

test('personal check-up with extras: 添加 → /addClusItem → 确认 → the order lists them, total = package + act_price → booked, its details list them', async ({
  page,
}) => {
  const visitor = freshVisitor('赵二', true);
  await openPackageListFromHome(page, '健康体检');
  await answerQuestionnaireOffer(page, false);
  await choosePackage(page, BASIC_MALE.name);
  await page.getByRole('button', { name: '下一步' }).click();
  const offer = page
    .getByRole('alertdialog')
    .filter({ hasText: '如有需求，可添加套餐外的体检项目。是否添加体检项目？' });
  await offer.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page).toHaveURL(/#\/addClusItem/);
  await expectAccessible(page);

  const search = page.getByRole('searchbox', { name: '搜索体检项目' });
  // An item of the package itself is listed but cannot be chosen.
  await search.fill('血常规');
  await expect(page.getByRole('checkbox', { name: /^血常规/ })).toBeDisabled();
  await search.fill(THYROID.search);
  await page.getByRole('checkbox', { name: new RegExp(`^${THYROID.search}`) }).click();
  await search.fill(ARTERIES.search);
  await page.getByRole('checkbox', { name: new RegExp(`^${ARTERIES.name}`) }).click();
  const footer = page.getByRole('region', { name: '合计' });
  await expect(footer).toContainText('已选2项');
  await expect(footer).toContainText('¥250.00');
  await page.getByRole('button', { name: '立即预约' }).click();

  const popup = page.getByRole('dialog').filter({ hasText: '确认添加以下项目' });
  await expect(popup.getByRole('listitem')).toHaveCount(2);
  await expect(popup.getByRole('listitem').filter({ hasText: THYROID.name })).toContainText(THYROID.act);
  await expect(popup.getByRole('listitem').filter({ hasText: THYROID.name })).toContainText(THYROID.original);
  await expect(popup.getByRole('listitem').filter({ hasText: ARTERIES.name })).toContainText(ARTERIES.act);
  await expect(popup).toContainText('¥250.00');
  await expectAccessible(page);
  await popup.getByRole('button', { name: '确认' }).click();

  await signInAsNewVisitor(page, visitor);
  await expect(page).toHaveURL(/#\/PersonBookSum/);
  await pickFirstDayAndTime(page);
  await expect(page).toHaveURL(/#\/PersonOrders/);
  const extras = page.getByRole('region', { name: '套餐外项目' });
  await expect(extras.getByRole('listitem')).toHaveCount(2);
  await expect(extras.getByRole('listitem').filter({ hasText: THYROID.name })).toContainText(THYROID.act);
  await expect(extras.getByRole('listitem').filter({ hasText: ARTERIES.name })).toContainText(ARTERIES.act);
  await expect(row(page, '合计')).toContainText(TOTAL_WITH_EXTRAS);
  await submitPersonalOrder(page);
  await expect(row(page, '支付金额')).toContainText(TOTAL_WITH_EXTRAS);

  // The booked order (awaiting payment) keeps its extras and their price.
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/#\/OrderDetails\?id=/);
  await expect(row(page, '订单状态')).toContainText('待付款');
  await expect(row(page, '订单金额')).toContainText(TOTAL_WITH_EXTRAS);
  const extrasToggle = page.getByRole('button', { name: /套餐外项目/ });
  await expect(extrasToggle).toContainText('共2项');
  await extrasToggle.click();
  await expect(page.getByRole('listitem').filter({ hasText: THYROID.name })).toContainText(THYROID.act);
  await expect(page.getByRole('listitem').filter({ hasText: ARTERIES.name })).toContainText(ARTERIES.act);
  await expectAccessible(page);
});
