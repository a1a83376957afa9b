import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { answerPaySheet, bookPersonalUntilPayment, toastWith } from './support/journeys';
import { freshVisitor } from './support/people';

/** What has focus: its tag and, for a heading, its text (`body` when focus was dropped). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return 'none';
    const tag = active.tagName.toLowerCase();
    return /^h\d$/.test(tag) ? `${tag} ${active.textContent}` : tag;
  });
}

test('the pay sheet, still open after going back, gives focus to the screen shown when it closes (not <body>)', async ({
  page,
}) => {
  await bookPersonalUntilPayment(page, '男士全面体检套餐', freshVisitor('钱三', true));
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/#\/OrderDetails\?id=/);
  await page.getByRole('button', { name: '立即支付' }).click();
  const sheet = page.getByRole('dialog').filter({ hasText: '模拟支付' });
  await expect(sheet).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);

  // The phone's back gesture: the order details (and its 立即支付) go, the sheet stays over /PersonPayment.
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/#\/PersonPayment/);
  await expect(page.getByRole('heading', { level: 1, name: '订单支付', includeHidden: true })).toBeAttached();
  await expect(sheet).toBeVisible();

  await answerPaySheet(page, '取消');
  await expect(sheet).toBeHidden();
  await expect(toastWith(page, '取消支付')).toBeVisible();
  await expect.poll(() => focused(page)).toBe('h1 订单支付');
});
