import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signInVia, test } from './support/fixtures';
import { answerPaySheet, openCalendarAsNewVisitor, submitPersonalOrder, toastWith } from './support/journeys';
import { freshVisitor } from './support/people';

/** Seeded orders of the demo visitor (server/src/db/seed/index.ts): a paid personal order days ahead, a group order 40 days ago. */
const PAID_AHEAD = '女士全面体检套餐';
const GROUP_PAST = '单位员工体检套餐（男）';
/** Seeded hospital bills: one awaiting payment, one already paid. */
const BILL_DUE = { regno: 'J202600000101', name: '加项：胸部低剂量螺旋 CT' };
const BILL_PAID = 'J202600000104';

test('order list → details → cancel before the deadline is refunded (成功取消！), after it is refused', async ({
  page,
}) => {
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
  await expectAccessible(page);
  await confirmRefund.getByRole('button', { name: '取消预约' }).click();
  await expect(toastWith(page, '成功取消！')).toBeVisible();
  await expect(page.getByText('已退款').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '取消预约' })).toHaveCount(0);

  await page.goto('/#/MyOrderList');
  await page
    .getByRole('link', { name: `查看详情：${GROUP_PAST}` })
    .first()
    .click();
  await expect(page.getByText('预约成功').first()).toBeVisible();
  await page.getByRole('button', { name: '取消预约' }).click();
  const refused = page.getByRole('alertdialog').filter({ hasText: '已过有效取消时间，无法取消！' });
  await expect(refused).toBeVisible();
  await expectAccessible(page);
  await refused.getByRole('button').click();
  await expect(page.getByText('预约成功').first()).toBeVisible();
});

test('pay-confirm by regno: unknown is 该体检人员不存在, a paid bill cannot be paid, a due bill shows its lookup', async ({
  page,
}) => {
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

test('payment records → pay a due bill → sandbox 取消 leaves it 缴费中 and payable → 支付 → now paid', async ({
  page,
}) => {
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

/** The calendar's name of the Asia/Shanghai day `daysAhead` from now, without its weekday (e.g. 11月28日). */
function shanghaiDay(daysAhead: number): string {
  const day = new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000);
  return `${day.getUTCMonth() + 1}月${day.getUTCDate()}日`;
}

/** A calendar day by its name (e.g. 11月28日 星期六), turning to the next month when it is not in the one shown. */
async function dayCell(page: Page, dayName: string): Promise<Locator> {
  const cell = page.getByRole('gridcell', { name: new RegExp(`^${dayName} `) });
  await expect(page.getByRole('gridcell', { name: /余\d+人/ }).first()).toBeVisible();
  if ((await cell.count()) === 0) await page.getByRole('button', { name: '下个月' }).click();
  return cell;
}

/**
 * On /PersonBookSum: the first day with places after tomorrow (its cancel deadline, 23:30 the day before, is then
 * hours away whenever the suite runs), its first open slot, 日期确认. Returns the day's name and its places left.
 */
async function pickDayAfterTomorrow(page: Page): Promise<{ dayName: string; left: number }> {
  const open = page.getByRole('gridcell', { name: new RegExp(`^(?!${shanghaiDay(1)} ).* 余\\d+人$`) });
  await expect(page.getByRole('gridcell', { name: /余\d+人/ }).first()).toBeVisible();
  if ((await open.count()) === 0) await page.getByRole('button', { name: '下个月' }).click();
  const day = open.first();
  // The cell's name is its visually hidden first text (the number and label beside it are hidden from the name).
  const name = (await day.locator('span').first().textContent()) ?? '';
  const [, dayName = '', left = ''] = /^(.*) 余(\d+)人$/.exec(name) ?? [];
  await day.click();
  await page.getByRole('radio', { disabled: false }).first().click();
  await page.getByRole('button', { name: '日期确认' }).click();
  return { dayName, left: Number(left) };
}

/** The calendar label of a day with `left` places (0 is 约满). */
const placesLabel = (left: number) => (left > 0 ? `余${left}人` : '约满');

test('an unpaid order (待付款): its details offer 立即支付 and 取消预约; cancelled it is 已撤销 and its place is free again', async ({
  page,
}) => {
  const visitor = freshVisitor('钱三', true);
  const packageName = '男士全面体检套餐';
  await openCalendarAsNewVisitor(page, packageName, visitor);
  const { dayName, left } = await pickDayAfterTomorrow(page);
  expect(left).toBeGreaterThan(0);
  await submitPersonalOrder(page);

  // The order took a place of its day.
  await page.goto('/#/PersonBookSum');
  await expect(await dayCell(page, dayName)).toHaveAccessibleName(`${dayName} ${placesLabel(left - 1)}`);

  await page.goto('/#/MyOrderList');
  const card = page.getByRole('region', { name: packageName });
  await expect(card).toContainText('待付款');
  await card.getByRole('link', { name: `查看详情：${packageName}` }).click();
  await expect(page).toHaveURL(/#\/OrderDetails\?id=/);
  await expect(page.getByRole('listitem').filter({ hasText: '订单状态' })).toContainText('待付款');
  await expect(page.getByRole('button', { name: '立即支付' })).toBeVisible();
  await page.getByRole('button', { name: '取消预约' }).click();
  // An unpaid order is revoked (PersonOrderNoPayRefund): no refund wording.
  const confirmCancel = page.getByRole('alertdialog').filter({ hasText: '确定要取消该预约吗？' });
  await expect(confirmCancel).not.toContainText('原路退回');
  await confirmCancel.getByRole('button', { name: '取消预约' }).click();
  await expect(toastWith(page, '撤销成功')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '订单状态' })).toContainText('已撤销');
  await expect(page.getByRole('button', { name: '取消预约' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即支付' })).toHaveCount(0);
  // Only back is left: the bar's and the footer's.
  await expect(page.getByRole('button', { name: '返回', exact: true })).toHaveCount(2);

  await page.goto('/#/MyOrderList');
  await expect(card).toContainText('已撤销');
  await expect(card).not.toContainText('待付款');
  // Its place is back on the calendar.
  await page.goto('/#/PersonBookSum');
  await expect(await dayCell(page, dayName)).toHaveAccessibleName(`${dayName} ${placesLabel(left)}`);
});

/**
 * The lines that the time range of each 体检日期 row on the screen covers (a range over its characters): 1 when
 * 08:30-09:00 stays whole, 2 when it breaks after the hyphen.
 */
async function slotLineCounts(page: Page): Promise<number[]> {
  const rows = page.getByRole('listitem').filter({ hasText: '体检日期' });
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((items) =>
    items.map((item) => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      const text = nodes.map((node) => node.data).join('');
      const match = /\d\d:\d\d-\d\d:\d\d/.exec(text);
      if (!match) return 0;
      // Map the match's start and end in the joined text back to (node, offset).
      const at = (index: number): [Text, number] => {
        let rest = index;
        for (const node of nodes) {
          if (rest <= node.data.length) return [node, rest];
          rest -= node.data.length;
        }
        throw new Error('offset past the text');
      };
      const range = document.createRange();
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length));
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        .size;
    }),
  );
}

test('on a 320-px phone an order’s time slot (08:30-09:00) stays on one line in the list and the details', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await signInVia(page, '/MyOrderList');
  await expect(page.getByRole('link', { name: /查看详情/ }).first()).toBeVisible();
  for (const lines of await slotLineCounts(page)) expect(lines).toBe(1);
  const links = page.getByRole('link', { name: /查看详情/ });
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await page.goto('/#/MyOrderList');
    await links.nth(index).click();
    await expect(page).toHaveURL(/#\/OrderDetails\?id=/);
    // The details' own rows (the list's cards have a 体检日期 row too, until the details replace them).
    await expect(page.getByRole('listitem').filter({ hasText: '订单编号' })).toBeVisible();
    expect(await slotLineCounts(page)).toEqual([1]);
  }
});
