import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/** Seed (server/src/db/seed/catalogData.ts): a package of the personal list. */
const BASIC_MALE = '男士基础体检套餐';

/** The screen's name: its NavBar's `<h1>`. */
const heading = (page: Page, name: string): Locator => page.getByRole('heading', { level: 1, name, exact: true });

/** The page is titled after the screen, whose heading has focus, without a focus ring. */
async function expectArrivedAt(page: Page, name: string): Promise<void> {
  await expect(page).toHaveTitle(name);
  await expect(heading(page, name)).toBeFocused();
  expect(await heading(page, name).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
}

test('each screen titles the page, and focus moves to its heading after an in-app navigation (back included), not on a first load nor away from a dialog', async ({
  page,
}) => {
  // First load: the browser's own (page load), nothing moved.
  await page.goto('/');
  await expect(heading(page, '体检预约')).toBeVisible();
  await expect(page).toHaveTitle('体检预约');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expectAccessible(page);

  // Home → the personal package list: its 健康问卷调查 offer opens on arrival and keeps focus…
  await page.getByRole('button', { name: '立即预约' }).tap();
  await page.getByRole('button', { name: '健康体检' }).tap();
  await expect(page).toHaveURL(/#\/PersonIndex/);
  await expect(page).toHaveTitle('健康体检套餐');
  const offer = page.getByRole('alertdialog').filter({ hasText: '健康问卷调查' });
  await expect(offer).toBeVisible();
  await expect(offer.locator(':focus')).toHaveCount(1);
  await expectAccessible(page);
  // …and gives it back to the list's heading when answered.
  await offer.getByRole('button', { name: '不用了' }).tap();
  await expect(offer).toBeHidden();
  await expectArrivedAt(page, '健康体检套餐');
  await expectAccessible(page);

  // The list → a package's details.
  await page.getByText(BASIC_MALE).first().tap();
  await expect(page).toHaveURL(/#\/PersonDetails/);
  await expectArrivedAt(page, '套餐详情');
  await expectAccessible(page);

  // The NavBar's back arrow: one step back, to the list's heading (the arrow that had focus is gone).
  await page.getByRole('button', { name: '返回' }).tap();
  await expect(page).toHaveURL(/#\/PersonIndex/);
  await expectArrivedAt(page, '健康体检套餐');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The browser's forward step: the details again.
  await page.goForward();
  await expect(page).toHaveURL(/#\/PersonDetails/);
  await expectArrivedAt(page, '套餐详情');
  await expectAccessible(page);

  // A first load on another screen (a shared link): titled after it too, focus left to the browser.
  await page.goto('/#/StaffIndex');
  await page.reload();
  await expect(heading(page, '入职体检套餐')).toBeVisible();
  await expect(page).toHaveTitle('入职体检套餐');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});
