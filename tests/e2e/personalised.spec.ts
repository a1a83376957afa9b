import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInOnSandboxPage } from './support/journeys';

/** Answers the current question of /question with its first choice (or a short text); returns the button used. */
async function answerQuestion(page: Page): Promise<'下一题' | '提交'> {
  const text = page.getByRole('main').getByRole('textbox');
  if ((await text.count()) > 0) await text.first().fill('无');
  else if ((await page.getByRole('radio').count()) > 0) await page.getByRole('radio').first().click();
  else await page.getByRole('checkbox').first().click();
  const submit = page.getByRole('button', { name: '提交', exact: true });
  const button = (await submit.count()) > 0 ? '提交' : '下一题';
  await page.getByRole('button', { name: button, exact: true }).click();
  return button;
}

test('personalised questionnaire: basic info → questions → base-info form → AI assessment → recommended items', async ({ page }) => {
  await page.goto('/#/Questionnaire');
  await expect(page.getByRole('heading', { name: '个性化体检', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '开始评估' }).click();
  await signInOnSandboxPage(page);
  await expect(page).toHaveURL(/#\/questionBaseInfo/);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('textbox', { name: '身份证号' }).fill('330106198503120319');
  await page.getByRole('radio', { name: '已婚' }).click();
  await page.getByRole('textbox', { name: '身高（cm）' }).fill('175');
  await page.getByRole('textbox', { name: '体重（kg）' }).fill('70');
  await expect(page.getByText('22.86')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/#\/question(\?|$)/);
  await expectAccessible(page);
  for (let position = 1; position <= 19; position += 1) {
    await expect(page.getByText(`第${position}题`)).toBeVisible();
    if ((await answerQuestion(page)) === '提交') break;
  }
  const confirmSubmit = page.getByRole('alertdialog').filter({ hasText: '确认提交问卷吗？' });
  await confirmSubmit.getByRole('button', { name: '提交' }).click();

  await expect(page).toHaveURL(/#\/questionJkpg/);
  // The base-info form: age, sex, height and weight come from the basic info; the abdominal-fat answer is required.
  await expect(page.getByRole('textbox', { name: '体重（kg）' })).toHaveValue('70');
  await expectAccessible(page);
  await page.getByRole('button', { name: '开始评估' }).click();
  await expect(page.getByRole('status').filter({ hasText: '请完善信息' })).toBeVisible();
  await page.getByRole('radiogroup', { name: /腹型肥胖/ }).getByRole('radio', { name: '否' }).click();
  await page.getByRole('button', { name: '开始评估' }).click();
  const assessment = page.getByRole('region', { name: '问卷AI评估' });
  await expect(assessment).not.toBeEmpty();
  await expectAccessible(page);
  await page.getByRole('button', { name: '查看推荐项目' }).click();

  await expect(page).toHaveURL(/#\/questionResult/);
  await expect(page.getByRole('heading', { name: '推荐体检项目', level: 1 })).toBeVisible();
  await expect(page.getByText('适宜人群').first()).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: '选择项目去预约' })).toBeVisible();
});
