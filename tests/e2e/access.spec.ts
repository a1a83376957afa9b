import { DEMO_USER, expect, expectAccessible, signInVia, test } from './support/fixtures';

test('a login-required route sends the visitor through sign-in and back to it', async ({ page }) => {
  await page.goto('/#/MyOrderList');
  await expect(page.getByRole('heading', { name: '授权登录（沙箱）' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(DEMO_USER.name) }).click();
  await expect(page).toHaveURL(/#\/MyOrderList/);
  await expect(page.getByText('暂无体检订单')).toHaveCount(0);
  await expectAccessible(page);
});

test('home: smart guide is not open yet, the notice opens', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /智能导检/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '暂未开放' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /体检须知/ }).click();
  await expect(page).toHaveURL(/#\/notice/);
  await expectAccessible(page);
});

test('home: a tap on the static frame before the app’s code has run is carried out once the code runs', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The app's entry module held back, as on a slow network: only index.html's frame is on screen.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const frameButton = page.locator('#root > .boot').getByRole('button', { name: '立即预约' });
  await frameButton.click();
  await expect(frameButton).toHaveClass(/boot-tapped/);
  release();
  await expect(page.getByRole('dialog', { name: '选择体检类型' })).toBeVisible();
  await expect(page.locator('#root > .boot')).toHaveCount(0);
  await expectAccessible(page);
});

test('signed in once, other login-required routes open directly', async ({ page }) => {
  await signInVia(page, '/PayRecord');
  await page.goto('/#/MyOrderList');
  await expect(page).toHaveURL(/#\/MyOrderList/);
});
