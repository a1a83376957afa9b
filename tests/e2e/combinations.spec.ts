/**
 * Journeys that cross several rules at once: the personalised flow's recommended items through the add-item rules to a
 * paid order, the married-package confirmation when the package was chosen before sign-in, and a group member's first
 * login through the self-pay allowance to a booked order.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  answerPaySheet,
  answerQuestionnaireOffer,
  fillGroupLogin,
  GROUP,
  lastSmsCode,
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

test('group member’s first login (phone not bound yet) → extras beyond the allowance refused, within it booked → 预约成功 with three extras and their 530 as the amount', async ({
  page,
}) => {
  test.slow();
  const member = GROUP.qianCheng;
  const chosen = ['胸部低剂量螺旋 CT', '影像胶片及数字存档', '动脉硬化检测'];
  // The member opens the group link for the first time: registers on the way, with the phone the roster will bind.
  const { tel } = freshVisitor(member.name, true);
  await page.goto('/#/GroupLogin');
  await signInAsNewVisitor(page, { name: member.name, idcard: member.idcard, tel });
  await expect(page.getByRole('heading', { name: '团体体检登录' })).toBeVisible();

  // docs/adr/0050: an unbound member is first asked for the name and an SMS code to that phone.
  await fillGroupLogin(page, { company: member.company, pick: true, idcard: member.idcard, tel });
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toastWith(page, '首次登录请填写姓名并获取验证码')).toBeVisible();
  await page.getByRole('textbox', { name: '姓名' }).fill(member.name);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toastWith(page, '验证码发送成功，5分钟内有效。')).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(await lastSmsCode(page, tel));
  await expectAccessible(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL(/#\/TeamDetails/, { timeout: 15_000 });
  await expect(row(page, '姓名')).toContainText(member.name);
  expect(await priceIn(page, '自费额度')).toBe('¥600.00');
  await page.getByRole('button', { name: '下一步' }).click();
  await page
    .getByRole('alertdialog')
    .filter({ hasText: '是否添加体检项目？' })
    .getByRole('button', { name: '添加', exact: true })
    .click();
  await expect(page).toHaveURL(/#\/TeamAddClusItem/);

  // CT 350 with its companion film 30, and 24-hour blood pressure 200 with its cuff 30: 610, over the 600 allowance.
  const search = page.getByRole('searchbox', { name: '搜索体检项目' });
  const total = page.getByRole('region', { name: '合计' });
  await search.fill('螺旋 CT');
  await page.getByRole('checkbox', { name: /^胸部低剂量螺旋 CT/ }).click();
  await search.fill('动态血压');
  const bloodPressure = page.getByRole('checkbox', { name: /^24 小时动态血压监测/ });
  await bloodPressure.click();
  await expect(total).toContainText('¥610.00');
  await expect(total).toContainText('已选4项');
  await page.getByRole('button', { name: '立即预约' }).click();
  await expect(toastWith(page, '超出自费金额')).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: '确认添加以下项目' })).toHaveCount(0);
  await expect(page).toHaveURL(/#\/TeamAddClusItem/);

  // Blood pressure (and its cuff) out, 动脉硬化检测 150 in: 530, within the allowance.
  await bloodPressure.click();
  await search.fill('动脉硬化');
  await page.getByRole('checkbox', { name: /^动脉硬化检测/ }).click();
  await expect(total).toContainText('¥530.00');
  await expect(total).toContainText('已选3项');
  await page.getByRole('button', { name: '立即预约' }).click();
  const popup = page.getByRole('dialog').filter({ hasText: '确认添加以下项目' });
  for (const name of chosen) await expect(popup).toContainText(name);
  await expect(popup).not.toContainText('动态血压');
  await popup.getByRole('button', { name: '确认' }).click();

  await expect(page).toHaveURL(/#\/TeamBookSum/);
  await pickFirstDayAndTime(page);
  await expect(page).toHaveURL(/#\/TeamOrders/);
  for (const name of chosen) await expect(row(page, '加项')).toContainText(name);
  await expect(row(page, '加项')).not.toContainText('动态血压');
  await expectAccessible(page);
  await page.getByRole('button', { name: '提交预约' }).click();

  // The company pays the package; the member owes the extras, paid at the centre (docs/product/booking-journey.md §6):
  // no payment step, the order is booked (预约成功) and its amount is the extras' 530.
  await expect(page).toHaveURL(/#\/MyOrderList/, { timeout: 20_000 });
  const card = page.getByRole('region', { name: '单位员工体检套餐（男）' });
  await expect(card).toContainText('预约成功');
  await expect(card).toContainText(member.name);
  await expect(card).toContainText('¥530.00');
  await card.getByRole('link', { name: '查看详情：单位员工体检套餐（男）' }).click();
  await expect(page).toHaveURL(/#\/OrderDetails\?id=/);
  await expect(row(page, '订单状态')).toContainText('预约成功');
  await expect(row(page, '单位名称')).toContainText(member.company);
  expect(await priceIn(page, '订单金额')).toBe('¥530.00');
  const extras = page.getByRole('button', { name: /套餐外项目/ });
  await expect(extras).toContainText('共3项');
  await extras.click();
  for (const name of chosen) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '立即支付' })).toHaveCount(0);
  await expectAccessible(page);
});
