import { expect, expectAccessible, test } from './support/fixtures';
import {
  answerPaySheet,
  answerQuestionnaireOffer,
  choosePackage,
  openPackageListFromHome,
  pickFirstDayAndTime,
  signInOnSandboxPage,
  submitPersonalOrder,
  toastWith,
} from './support/journeys';

test('personal check-up: package → day and time → order → pay ok', async ({ page }) => {
  await openPackageListFromHome(page, '健康体检');
  await answerQuestionnaireOffer(page, false);
  await choosePackage(page, /男士基础体检套餐/);
  await expectAccessible(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '不添加' }).click();
  // Login required from here: the sandbox sign-in returns to the calendar.
  await signInOnSandboxPage(page);
  await expect(page).toHaveURL(/#\/PersonBookSum/);
  await expectAccessible(page);
  await pickFirstDayAndTime(page);
  // The signed-in visitor books for themself (the form is prefilled).
  await submitPersonalOrder(page);
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await answerPaySheet(page, '支付');
  await expect(page).toHaveURL(/#\/MyOrderList/);
  await expect(toastWith(page, '支付成功')).toBeVisible();
});
