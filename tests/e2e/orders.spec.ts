import { expect, expectAccessible, signInVia, test } from './support/fixtures';
import { answerPaySheet, toastWith } from './support/journeys';

/** Seeded orders of the demo visitor (server/src/db/seed/index.ts): a paid personal order days ahead, a group order 40 days ago. */
const PAID_AHEAD = '女士全面体检套餐';
const GROUP_PAST = '单位员工体检套餐（男）';
/** Seeded hospital bills: one awaiting payment, one already paid. */
const BILL_DUE = { regno: 'J202600000101', name: '加项：胸部低剂量螺旋 CT' };
const BILL_PAID = 'J202600000104';

test('order list → details → cancel before the deadline is refunded (成功取消！), after it is refused', async ({ page }) => {
  await signInVia(page, '/MyOrderList');
  await expect(page.getByRole('heading', { name: '我的预约' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: `查看详情：${PAID_AHEAD}` }).click();
  await expect(page).toHaveURL(/#\/OrderDetails\?id=/);
  await expect(page.getByText('已支付').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '取消预约' }).click();
  const confirmRefund = page.getByRole('alertdialog').filter({ hasText: '取消后支付金额将原路退回' });
  await expect(confirmRefund).toBeVisible();
  await confirmRefund.getByRole('button', { name: '确定' }).click();
  await expect(toastWith(page, '成功取消！')).toBeVisible();
  await expect(page.getByText('已退款').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '取消预约' })).toHaveCount(0);

  await page.goto('/#/MyOrderList');
  await page.getByRole('link', { name: `查看详情：${GROUP_PAST}` }).first().click();
  await expect(page.getByText('预约成功').first()).toBeVisible();
  await page.getByRole('button', { name: '取消预约' }).click();
  const refused = page.getByRole('alertdialog').filter({ hasText: '已过有效取消时间，无法取消！' });
  await expect(refused).toBeVisible();
  await expectAccessible(page);
  await refused.getByRole('button').click();
  await expect(page.getByText('预约成功').first()).toBeVisible();
});

test('pay-confirm by regno: unknown is 该体检人员不存在, a paid bill cannot be paid, a due bill shows its lookup', async ({ page }) => {
  // The pay-confirm page pays for the signed-in visitor: sign in first (it is not a login-guarded route itself).
  await signInVia(page, '/PayRecord');
  await page.goto('/#/PayConfirm?regno=J000000000000');
  const pay = page.getByRole('button', { name: '确认支付' });
  await expect(page.getByText('该体检人员不存在')).toBeVisible();
  await expect(pay).toBeDisabled();
  await expectAccessible(page);

  await page.goto(`/#/PayConfirm?regno=${BILL_PAID}`);
  await expect(page.getByText('订单已过期')).toBeVisible();
  await expect(pay).toBeDisabled();

  await page.goto(`/#/PayConfirm?regno=${BILL_DUE.regno}`);
  await expect(page.getByText(BILL_DUE.regno)).toBeVisible();
  await expect(page.getByText(BILL_DUE.name)).toBeVisible();
  await expect(page.getByText('350.00')).toBeVisible();
  await expect(pay).toBeEnabled();
  await expectAccessible(page);
});

test('payment records → pay a due bill → sandbox 取消 leaves it 缴费中 and payable → 支付 → now paid', async ({ page }) => {
  await signInVia(page, '/PayRecord');
  await expect(page.getByRole('heading', { name: '缴费记录' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `去缴费：${BILL_DUE.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/PayConfirm\\?regno=${BILL_DUE.regno}`));
  await expect(page.getByText(BILL_DUE.regno)).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await answerPaySheet(page, '取消');
  await expect(page).toHaveURL(/#\/PayRecord/);
  await expect(page.getByRole('region', { name: BILL_DUE.name })).toContainText('缴费中');

  await page.getByRole('button', { name: `去缴费：${BILL_DUE.name}` }).click();
  await expect(page.getByText(BILL_DUE.regno)).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await answerPaySheet(page, '支付');
  await expect(page).toHaveURL(/#\/PayRecord/);
  await expect(page.getByRole('button', { name: `去缴费：${BILL_DUE.name}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: BILL_DUE.name })).toContainText('已缴费');
});
