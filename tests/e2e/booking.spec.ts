import { expect, expectAccessible, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** From home to a package's details through the personal card's choice (健康体检 / 入职体检). */
async function openPackage(page: Page, kind: '健康体检' | '入职体检', packageName: RegExp): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: '立即预约' }).click();
  await page.getByRole('button', { name: kind }).click();
  const decline = page.getByRole('button', { name: '不用了' });
  if (kind === '健康体检') await decline.click();
  await page.getByText(packageName).first().click();
  await expect(page).toHaveURL(/#\/PersonDetails/);
}

test('personal check-up: package → day and time → order → pay ok', async ({ page }) => {
  await openPackage(page, '健康体检', /男士基础体检套餐/);
  await expectAccessible(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: /否|不添加|取消/ }).first().click();
  // Login required from here: the sandbox sign-in returns to the calendar.
  await page.getByRole('link', { name: /张伟/ }).click();
  await expect(page).toHaveURL(/#\/PersonBookSum/);
  await expectAccessible(page);
  await page.getByRole('gridcell', { name: /余\d+人/ }).first().click();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: '日期确认' }).click();
  await expect(page).toHaveURL(/#\/PersonOrders/);
  await expectAccessible(page);
  await page.getByRole('button', { name: /提交/ }).click();
  await expect(page).toHaveURL(/#\/PersonPayment/, { timeout: 15_000 });
  await expect(page.getByText('待付款')).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page).toHaveURL(/#\/MyOrderList/);
  await expect(page.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();
});
