import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInVia, test } from './support/fixtures';
import {
  answerQuestionnaireOffer,
  choosePackage,
  openPackageListFromHome,
  pickFirstDayAndTime,
  signInAsNewVisitor,
  signInOnSandboxPage,
  submitPersonalOrder,
} from './support/journeys';
import { freshVisitor } from './support/people';

test('staff check-up (入职体检): no extras prompt, straight to the calendar, order typed 入职体检', async ({
  page,
}) => {
  await openPackageListFromHome(page, '入职体检');
  await expect(page.getByRole('heading', { name: '入职体检套餐', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await choosePackage(page, '入职体检套餐（男）');
  await page.getByRole('button', { name: '下一步' }).click();
  await signInAsNewVisitor(page, freshVisitor('孙入职', true));
  await expect(page).toHaveURL(/#\/PersonBookSum/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await pickFirstDayAndTime(page);
  await expect(page.getByRole('listitem').filter({ hasText: '体检类型' })).toContainText('入职体检');
  await submitPersonalOrder(page);
});

test('vehicle check-up (/VehicleIndexs): one 驾驶证 tab, order typed 驾驶证体检', async ({ page }) => {
  await page.goto('/#/VehicleIndexs');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(1);
  await expect(tabs).toHaveText('驾驶证');
  await expectAccessible(page);
  await choosePackage(page, '机动车驾驶人体检');
  await expectAccessible(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '不添加' }).click();
  await signInAsNewVisitor(page, freshVisitor('周驾驶', false));
  await expect(page).toHaveURL(/#\/PersonBookSum/);
  await pickFirstDayAndTime(page);
  await expect(page.getByRole('listitem').filter({ hasText: '体检类型' })).toContainText('驾驶证体检');
  await submitPersonalOrder(page);
});

test('married package: an unmarried user is asked 这是已婚套餐，确认已婚可选择 and may cancel or continue', async ({
  page,
}) => {
  await signInVia(page, '/MyOrderList', '李娜');
  await page.goto('/#/PersonIndex');
  await answerQuestionnaireOffer(page, false);
  await expect(page.getByRole('tab', { name: '女', selected: true })).toBeVisible();
  const married = page.getByText('已婚女士妇科专项套餐');
  const dialog = page.getByRole('alertdialog').filter({ hasText: '这是已婚套餐，确认已婚可选择' });

  await married.click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '重新选择' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/PersonIndex/);

  await married.click();
  await dialog.getByRole('button', { name: '继续' }).click();
  await expect(page).toHaveURL(/#\/PersonDetails/);
  await expect(page.getByText('已婚女士妇科专项套餐').first()).toBeVisible();
});

/** Answers the current question of /questionIndex with its first choice (or a short text) and goes on. */
async function answerQuestion(page: Page): Promise<void> {
  const text = page.getByRole('textbox');
  if ((await text.count()) > 0) await text.fill('无');
  else if ((await page.getByRole('radio').count()) > 0) await page.getByRole('radio').first().click();
  else await page.getByRole('checkbox').first().click();
  await page.getByRole('button', { name: '下一题' }).click();
}

test('health questionnaire → 您已完成健康调查，感谢您的支持 → the personal package list', async ({ page }) => {
  await openPackageListFromHome(page, '健康体检');
  await answerQuestionnaireOffer(page, true);
  await signInOnSandboxPage(page);
  await expect(page).toHaveURL(/#\/questionIndex/);
  await expect(page.getByText('第1题')).toBeVisible();
  await expectAccessible(page);

  // An unanswered question is refused.
  await page.getByRole('button', { name: '下一题' }).click();
  await expect(page.getByText(/请完问题|请完成多选题/).first()).toBeVisible();

  const finished = page.getByRole('alertdialog').filter({ hasText: '您已完成健康调查，感谢您的支持' });
  for (let position = 1; position <= 19; position += 1) {
    await expect(page.getByText(`第${position}题`)).toBeVisible();
    await answerQuestion(page);
    await expect(page.getByText(`第${position + 1}题`).or(finished)).toBeVisible();
    if (await finished.isVisible()) break;
  }
  await expect(finished).toBeVisible();
  await expectAccessible(page);
  await finished.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/#\/PersonIndex/);
  await expect(page.getByRole('heading', { name: '健康体检套餐', level: 1 })).toBeVisible();
});
