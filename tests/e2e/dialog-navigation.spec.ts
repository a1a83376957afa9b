import { expect, test } from './support/fixtures';
import { openPackageListFromHome } from './support/journeys';

test('a question left open goes with its screen: back from the list closes 健康问卷调查 unanswered, and it acts nowhere else', async ({
  page,
}) => {
  await openPackageListFromHome(page, '健康体检');
  const offer = page.getByRole('alertdialog').filter({ hasText: '健康问卷调查' });
  await expect(offer).toBeVisible();

  // The phone's back gesture while the question is open.
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/(#\/)?$/);
  await expect(offer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '体检预约' })).toBeFocused();
  // Unanswered: nothing it would have done happens (去填写 would go to the questionnaire, 不用了 would stop asking).
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/:\d+\/(#\/)?$/);

  await page.goForward();
  await expect(page).toHaveURL(/#\/PersonIndex/);
  await expect(offer).toBeVisible();
});
