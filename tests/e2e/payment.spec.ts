import { expect, expectAccessible, moveServerClock, test } from './support/fixtures';
import { freshVisitor } from './support/people';
import { answerPaySheet, bookPersonalUntilPayment, toastWith } from './support/journeys';

test('pending payment: the pay dialog fails (支付失败 and its causes), then is cancelled (取消支付)', async ({
  page,
}) => {
  await bookPersonalUntilPayment(page, '男士全面体检套餐', freshVisitor('钱一', true));
  await page.getByRole('button', { name: '确认支付' }).click();
  await answerPaySheet(page, '失败');
  const failure = page.getByRole('alertdialog').filter({ hasText: '支付失败，可能的原因：' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('listitem')).toHaveCount(5);
  await expect(failure).toContainText('2、订单已超过支付时间；');
  await expectAccessible(page);
  await failure.getByRole('button').click();
  await expect(page).toHaveURL(/#\/PersonPayment/);

  await page.getByRole('button', { name: '确认支付' }).click();
  await answerPaySheet(page, '取消');
  // The toast shows on the pay screen that raised it, which then leaves for 我的预约 (and the toast with it).
  await expect(toastWith(page, '取消支付')).toBeVisible();
  await expect(page).toHaveURL(/#\/MyOrderList/);
});

test('payment expiry: 16 minutes later on the server clock the order shows 订单已过期 and no pay button', async ({
  page,
}) => {
  await bookPersonalUntilPayment(page, '男士深度防癌体检套餐', freshVisitor('钱二', true));
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
  await moveServerClock(page, 16 * 60_000);
  try {
    await page.reload();
    await expect(page.getByText('订单已过期')).toBeVisible();
    await expect(page.getByRole('button', { name: '确认支付' })).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await moveServerClock(page, 0);
  }
});
