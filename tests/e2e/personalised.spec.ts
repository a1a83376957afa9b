import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { pickFirstDayAndTime, signInAsNewVisitor, submitPersonalOrder } from './support/journeys';
import { freshVisitor } from './support/people';

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

/**
 * Each choice group of the form (性别, 婚姻状况, 血型 …) sits on the surface of the text fields (a white band), not on the
 * bare page: the backgrounds behind the groups are the one behind the first text field, and not the page's.
 */
async function expectChoicesOnFieldSurface(page: Page): Promise<void> {
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  const surfaces = await page.getByRole('main').evaluate((main) => {
    const surfaceOf = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
      }
      return 'none';
    };
    const field = main.querySelector('input:not([type=radio])');
    return {
      page: surfaceOf(main),
      field: field ? surfaceOf(field.parentElement ?? field) : 'no text field',
      groups: [...main.querySelectorAll('[role=radiogroup]')].map(surfaceOf),
    };
  });
  expect(surfaces.field).not.toBe(surfaces.page);
  expect(surfaces.groups.length).toBeGreaterThan(0);
  for (const surface of surfaces.groups) expect(surface).toBe(surfaces.field);
}

/** A regular expression matching `text` literally at the start of a name. */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('personalised questionnaire: basic info → questions → base-info form → AI assessment → recommended items → booked with them', async ({
  page,
}) => {
  const visitor = freshVisitor('孙个性', true);
  await page.goto('/#/Questionnaire');
  await expect(page.getByRole('heading', { name: '个性化体检', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '开始评估' }).click();
  await signInAsNewVisitor(page, visitor);
  await expect(page).toHaveURL(/#\/questionBaseInfo/);
  await expectAccessible(page);
  await expectChoicesOnFieldSurface(page);
  await page.getByRole('textbox', { name: '姓名' }).fill(visitor.name);
  await page.getByRole('textbox', { name: '身份证号' }).fill(visitor.idcard);
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
  await expectChoicesOnFieldSurface(page);
  await page.getByRole('button', { name: '开始评估' }).click();
  await expect(page.getByRole('status').filter({ hasText: '请完善信息' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /腹型肥胖/ })
    .getByRole('radio', { name: '否' })
    .click();
  await page.getByRole('button', { name: '开始评估' }).click();
  const assessment = page.getByRole('region', { name: '问卷AI评估' });
  await expect(assessment).not.toBeEmpty();
  await expectAccessible(page);
  await page.getByRole('button', { name: '查看推荐项目' }).click();

  await expect(page).toHaveURL(/#\/questionResult/);
  await expect(page.getByRole('heading', { name: '推荐体检项目', level: 1 })).toBeVisible();
  await expect(page.getByText('适宜人群').first()).toBeVisible();
  await expectAccessible(page);

  // 选择项目去预约: the base package as a personalised (个性化体检) booking, the recommended items as its extras.
  const basePackage = ((await page.getByRole('listitem').filter({ hasText: '基础套餐' }).textContent()) ?? '')
    .replace('基础套餐', '')
    .trim();
  expect(basePackage).not.toBe('');
  const recommended = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
  expect(recommended.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: '选择项目去预约' }).click();
  await expect(page).toHaveURL(/#\/addClusItem\?types=question/);
  await expectAccessible(page);
  // Each recommended item is chosen already, unless the base package has it (then it cannot be chosen at all).
  const search = page.getByRole('searchbox', { name: '搜索体检项目' });
  const carried: string[] = [];
  for (const name of recommended) {
    await search.fill(name);
    const item = page.getByRole('checkbox', { name: startingWith(name) });
    if (await item.isDisabled()) continue;
    await expect(item).toBeChecked();
    carried.push(name);
  }
  expect(carried.length).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: '合计' })).toContainText(`已选${carried.length}项`);
  await page.getByRole('button', { name: '立即预约' }).click();
  const popup = page.getByRole('dialog').filter({ hasText: '确认添加以下项目' });
  await expect(popup.getByRole('listitem')).toHaveCount(carried.length);
  await popup.getByRole('button', { name: '确认' }).click();

  await expect(page).toHaveURL(/#\/PersonBookSum\?types=question/);
  await pickFirstDayAndTime(page);
  await expect(page).toHaveURL(/#\/PersonOrders/);
  await expect(page.getByRole('listitem').filter({ hasText: '体检类型' })).toContainText('个性化体检');
  await expect(page.getByRole('listitem').filter({ hasText: '体检套餐' })).toContainText(basePackage);
  const extras = page.getByRole('region', { name: '套餐外项目' }).getByRole('listitem');
  await expect(extras).toHaveCount(carried.length);
  for (const name of carried) await expect(extras.filter({ hasText: name })).toHaveCount(1);
  const total = ((await page.getByRole('listitem').filter({ hasText: '合计' }).textContent()) ?? '')
    .replace('合计', '')
    .trim();
  expect(total).toMatch(/^¥\d+\.\d{2}$/);
  await submitPersonalOrder(page);
  await expect(page.getByRole('listitem').filter({ hasText: '体检套餐' })).toContainText(basePackage);
  await expect(page.getByRole('listitem').filter({ hasText: '支付金额' })).toContainText(total);
});
