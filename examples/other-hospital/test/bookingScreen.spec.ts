import { expect, test } from '@playwright/test';

/** The azure theme's tokens (ui/src/theme/themeTokens.ts), as the browser computes them. */
const azure = { brand: 'rgb(31, 95, 191)', page: 'rgb(245, 247, 250)' };

test('the packed kit renders a booking screen under the hospital’s theme', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '东湖医院体检预约' })).toBeVisible();

  // Calendar: the month, a day's availability, selection.
  const calendar = page.getByRole('grid', { name: '2026年12月' });
  await expect(calendar).toBeVisible();
  const day = calendar.getByRole('gridcell', { name: /12月9日.*余42人/ });
  await day.click();
  await expect(day).toHaveAttribute('aria-selected', 'true');

  // Time slots: a full one cannot be chosen, an open one can.
  const slots = page.getByRole('radiogroup', { name: '到检时段' });
  await expect(slots.getByRole('radio', { name: /08:30-09:30/ })).toBeDisabled();
  await slots.getByRole('radio', { name: /07:30-08:30/ }).click();
  await expect(slots.getByRole('radio', { name: /07:30-08:30/ })).toBeChecked();

  // Tree-select: categories and a checkable item.
  await page.getByRole('tab', { name: /影像检查/ }).click();
  const thyroid = page.getByRole('checkbox', { name: /甲状腺彩超/ });
  await thyroid.check();
  await expect(thyroid).toBeChecked();

  // A combobox of the hospital's own markup on the kit's useCombobox.
  const department = page.getByRole('combobox', { name: '复查科室' });
  await department.fill('内');
  await expect(page.getByRole('listbox', { name: '复查科室' }).getByRole('option')).toHaveCount(2);
  await department.press('ArrowDown');
  await department.press('ArrowDown');
  await department.press('Enter');
  await expect(department).toHaveValue('内分泌科');

  // Countdown: fifteen minutes, running.
  const timer = page.getByRole('timer', { name: '支付剩余时间' });
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');

  // The theme is the other hospital's, through the kit's own components and global layer.
  await expect(page.locator('body')).toHaveCSS('background-color', azure.page);
  await expect(day).toHaveCSS('background-color', azure.brand);
});
