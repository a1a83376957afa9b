/**
 * Journeys that cross several rules at once: the personalised flow's recommended items through the add-item rules to a
 * paid order, and the married-package confirmation when the package was chosen before sign-in.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  answerPaySheet,
  answerQuestionnaireOffer,
  openPackageListFromHome,
  pickFirstDayAndTime,
  signInAsNewVisitor,
  signInOnSandboxPage,
  submitPersonalOrder,
  toastWith,
} from './support/journeys';
import { freshVisitor } from './support/people';

/** A row of a cell group by its title. */
const row = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });
/** The price a row shows (¥N.NN). */
async function priceIn(page: Page, title: string): Promise<string> {
  const text = (await row(page, title).first().textContent()) ?? '';
  return /¥\d+\.\d{2}/.exec(text)?.[0] ?? `no price in "${text}"`;
}

/**
 * Answers /question: 吸烟 on 您是否吸烟？ and 是 on 您是否有腰背酸痛或身高变矮的情况？, the first choice (or a short text)
 * everywhere else, then 提交 and its confirmation.
 */
async function answerQuestionnaire(page: Page): Promise<void> {
  for (let position = 1; position <= 19; position += 1) {
    await expect(page.getByText(`第${position}题`)).toBeVisible();
    const main = page.getByRole('main');
    const text = main.getByRole('textbox');
    if (await main.getByText('您是否吸烟？').count())
      await page.getByRole('radio', { name: '吸烟', exact: true }).click();
    else if (await main.getByText('腰背酸痛').count())
      await page.getByRole('radio', { name: '是', exact: true }).click();
    else if ((await text.count()) > 0) await text.first().fill('无');
    else if ((await page.getByRole('radio').count()) > 0) await page.getByRole('radio').first().click();
    else await page.getByRole('checkbox').first().click();
    const submit = page.getByRole('button', { name: '提交', exact: true });
    if ((await submit.count()) > 0) {
      await submit.click();
      break;
    }
    await page.getByRole('button', { name: '下一题', exact: true }).click();
  }
  await page
    .getByRole('alertdialog')
    .filter({ hasText: '确认提交问卷吗？' })
    .getByRole('button', { name: '提交' })
    .click();
}

test('personalised: recommended items with a linked and an on-site-only item → booked → paid; the total seen is the total charged', async ({
  page,
}) => {
  // Long: sign-in, 19 questions, the assessment, add-items, calendar, order and payment.
  test.slow();
  const visitor = freshVisitor('周组合', true);
  await page.goto('/#/Questionnaire');
  await page.getByRole('button', { name: '开始评估' }).click();
  await signInAsNewVisitor(page, visitor);
  await expect(page).toHaveURL(/#\/questionBaseInfo/);
  await page.getByRole('textbox', { name: '姓名' }).fill(visitor.name);
  await page.getByRole('textbox', { name: '身份证号' }).fill(visitor.idcard);
  await page.getByRole('radio', { name: '未婚' }).click();
  await page.getByRole('textbox', { name: '身高（cm）' }).fill('175');
  await page.getByRole('textbox', { name: '体重（kg）' }).fill('70');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/#\/question(\?|$)/);
  await answerQuestionnaire(page);

  await expect(page).toHaveURL(/#\/questionJkpg/);
  await page
    .getByRole('radiogroup', { name: /腹型肥胖/ })
    .getByRole('radio', { name: '否' })
    .click();
  await page.getByRole('button', { name: '开始评估' }).click();
  await page.getByRole('button', { name: '查看推荐项目' }).click();

  // 男士基础体检套餐 holds 血脂（四项）: recommended by 几乎不运动, yet not listed again.
  await expect(page).toHaveURL(/#\/questionResult/);
  await expect(row(page, '基础套餐')).toContainText('男士基础体检套餐');
  const ct = page.getByRole('region', { name: /胸部低剂量螺旋 CT/ });
  await expect(ct).toContainText('推荐原因：吸烟（您是否吸烟？）');
  const bone = page.getByRole('region', { name: /骨密度检测/ });
  await expect(bone).toContainText('骨密度检测：该项目需要到现场增加');
  await expect(page.getByRole('region', { name: /动脉硬化检测/ })).toContainText('推荐原因：几乎不运动');
  await expect(page.getByRole('region', { name: /血脂（四项）/ })).toHaveCount(0);
  // CT 350 + its companion 影像胶片及数字存档 30 + 动脉硬化检测 150; 骨密度检测 is not chosen.
  await expect(row(page, '已选推荐项目合计')).toContainText('¥530.00');
  await expect(row(page, '已选推荐项目合计')).toContainText('含配套项目：影像胶片及数字存档');
  await expectAccessible(page);
  await page.getByRole('button', { name: '选择项目去预约' }).click();

  await expect(page).toHaveURL(/#\/addClusItem\?types=question/);
  const search = page.getByRole('searchbox', { name: '搜索体检项目' });
  await search.fill('螺旋 CT');
  await expect(page.getByRole('checkbox', { name: /^胸部低剂量螺旋 CT/ })).toBeChecked();
  await search.fill('影像胶片');
  await expect(page.getByRole('checkbox', { name: /^影像胶片及数字存档/ })).toBeChecked();
  await search.fill('骨密度');
  const boneBox = page.getByRole('checkbox', { name: /^骨密度检测/ });
  await expect(boneBox).not.toBeChecked();
  await boneBox.click();
  await expect(toastWith(page, '骨密度检测：该项目需要到现场增加')).toBeVisible();
  await expect(boneBox).not.toBeChecked();
  await expect(page.getByRole('region', { name: '合计' })).toContainText('¥530.00');
  await expect(page.getByRole('region', { name: '合计' })).toContainText('已选3项');
  await page.getByRole('button', { name: '立即预约' }).click();
  await page.getByRole('dialog').filter({ hasText: '确认添加以下项目' }).getByRole('button', { name: '确认' }).click();

  await expect(page).toHaveURL(/#\/PersonBookSum\?types=question/);
  await pickFirstDayAndTime(page);
  // 男士基础体检套餐 399 + 530.
  await expect(page).toHaveURL(/#\/PersonOrders/);
  expect(await priceIn(page, '合计')).toBe('¥929.00');
  await submitPersonalOrder(page);
  expect(await priceIn(page, '支付金额')).toBe('¥929.00');
  await page.getByRole('button', { name: '确认支付' }).click();
  await answerPaySheet(page, '支付');
  // The toast shows on the pay screen that raised it, which then leaves for 我的预约 (and the toast with it).
  await expect(toastWith(page, '支付成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/MyOrderList/);

  const card = page.getByRole('region', { name: '男士基础体检套餐' });
  await expect(card).toContainText('已支付');
  await card.getByRole('link', { name: '查看详情：男士基础体检套餐' }).click();
  await expect(page).toHaveURL(/#\/OrderDetails\?id=/);
  await expect(row(page, '订单状态')).toContainText('已支付');
  expect(await priceIn(page, '订单金额')).toBe('¥929.00');
});

test('married package chosen signed out, then an unmarried visitor signs in: asked before submit; declining blocks, continuing books', async ({
  page,
}) => {
  test.slow();
  const person = freshVisitor('吴已婚', false);
  await openPackageListFromHome(page, '健康体检');
  await answerQuestionnaireOffer(page, false);
  await page.getByRole('tab', { name: '女' }).click();
  const dialog = page.getByRole('alertdialog').filter({ hasText: '这是已婚套餐，确认已婚可选择' });
  // Signed out, the marital status is not known: no question yet.
  await page.getByText('已婚女士妇科专项套餐').click();
  await expect(page).toHaveURL(/#\/PersonDetails/);
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '不添加' }).click();
  // 李娜 is stored as unmarried; she books for a woman of her family.
  await signInOnSandboxPage(page, '李娜');
  await expect(page).toHaveURL(/#\/PersonBookSum/);
  await pickFirstDayAndTime(page);
  await expect(page).toHaveURL(/#\/PersonOrders/);
  await page.getByRole('textbox', { name: '身份证件号码' }).fill(person.idcard);
  await page.getByRole('textbox', { name: '姓名' }).fill(person.name);
  await page.getByRole('textbox', { name: '手机号码' }).fill(person.tel);

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '重新选择' }).click();
  await expect(toastWith(page, '未确认已婚，无法预约已婚套餐，请返回选择其他套餐')).toBeVisible();
  await expect(page).toHaveURL(/#\/PersonOrders/);

  await page.getByRole('button', { name: '提交订单' }).click();
  await dialog.getByRole('button', { name: '继续' }).click();
  await expect(page).toHaveURL(/#\/PersonPayment/, { timeout: 20_000 });
  await expect(page.getByText('待付款')).toBeVisible();
  await expect(row(page, '体检套餐')).toContainText('已婚女士妇科专项套餐');
});
