import { DEMO_USER, expect, expectAccessible, signInVia, test } from './support/fixtures';
import { signInAsNewVisitor } from './support/journeys';
import { freshVisitor } from './support/people';

test('a login-required route sends the visitor through sign-in and back to it', async ({ page }) => {
  await page.goto('/#/MyOrderList');
  await expect(page.getByRole('heading', { name: '授权登录（沙箱）' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: new RegExp(DEMO_USER.name) }).click();
  await expect(page).toHaveURL(/#\/MyOrderList/);
  await expect(page.getByText('暂无体检订单')).toHaveCount(0);
  await expectAccessible(page);
});

test('signed out, a first-time visitor registers on the way and comes back to the page that asked for sign-in', async ({
  page,
}) => {
  await page.goto('/#/MyOrderList');
  await signInAsNewVisitor(page, freshVisitor('郑新', true));
  await expect(page).toHaveURL(/#\/MyOrderList$/);
  await expect(page.getByRole('heading', { name: '我的预约' })).toBeVisible();
  await expect(page.getByText('暂无体检订单')).toBeVisible();
});

test('home: smart guide is not open yet, the notice opens', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /智能导检/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '暂未开放' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /体检须知/ }).click();
  await expect(page).toHaveURL(/#\/notice/);
  // The seeded notice itself (server/src/db/seed/catalogData.ts NOTICE_HTML), not just its screen.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '体检须知', level: 3 })).toBeVisible();
  await expect(main.getByText('为保证体检结果准确，请您在体检前仔细阅读以下事项：')).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveCount(6);
  await expect(main.getByRole('listitem').nth(2)).toHaveText(
    '请携带本人有效身份证件，于预约的报到时间段内到达体检中心前台登记。',
  );
  await expect(main.getByText('体检报告一般在检查后 5-7 个工作日出具，可在“体检报告”中查询。')).toBeVisible();
  await expectAccessible(page);
});

test('a toast raised on one screen is gone on the next', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /体检须知/ }).click();
  await expect(page).toHaveURL(/#\/notice/);
  await page.goBack();
  await page.getByRole('button', { name: /智能导检/ }).click();
  const notOpen = page.getByRole('status').filter({ hasText: '暂未开放' });
  await expect(notOpen).toBeVisible();
  // Forward (no button pressed): the notice screen comes without home's toast over it.
  await page.goForward();
  await expect(page).toHaveURL(/#\/notice/);
  await expect(page.getByRole('main').getByRole('heading', { name: '体检须知', level: 3 })).toBeVisible();
  // Checked at once: a toast left to itself would stay for its 5 s.
  await expect(notOpen).toHaveCount(0, { timeout: 500 });
});

test('sign-in declined: /oauth says 微信授权失败 and offers 重新授权 or home', async ({ page }) => {
  await page.goto('/#/MyOrderList');
  await page.getByRole('button', { name: '拒绝' }).click();
  await expect(page).toHaveURL(/#\/oauth\?/);
  await expect(page.getByRole('alert')).toHaveText('微信授权失败');
  await expect(page.getByRole('button', { name: '重新授权' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('home: a tap on the static frame before the app’s code has run is carried out once the code runs', async ({
  page,
}) => {
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

test('/TeamLogin asks for sign-in, then leads to the group login in its place', async ({ page }) => {
  await page.goto('/#/TeamLogin');
  await expect(page.getByRole('heading', { name: '授权登录（沙箱）' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(DEMO_USER.name) }).click();
  await expect(page).toHaveURL(/#\/GroupLogin$/);
  await expect(page.getByRole('heading', { name: '团体体检登录' })).toBeVisible();
  // Signed in: the address opens the group login directly.
  await page.goto('/#/TeamLogin');
  await expect(page).toHaveURL(/#\/GroupLogin$/);
  await expect(page.getByRole('heading', { name: '团体体检登录' })).toBeVisible();
});

test('signed out, a first-time visitor sent to sign-in by /TeamLogin registers and lands on the group login', async ({
  page,
}) => {
  await page.goto('/#/TeamLogin');
  await signInAsNewVisitor(page, freshVisitor('周甲', true));
  await expect(page).toHaveURL(/#\/GroupLogin$/);
  await expect(page.getByRole('heading', { name: '团体体检登录' })).toBeVisible();
});

test('home: a tap pressed on the static frame and released after the app’s home replaced it is carried out', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const frameButton = page.locator('#root > .boot').getByRole('button', { name: '立即预约' });
  const box = await frameButton.boundingBox();
  if (!box) throw new Error('the frame’s 立即预约 has no box');
  // Pressed on the frame; the app's code arrives and its home replaces the frame under the finger; released there.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(page.getByRole('heading', { name: '体检预约' })).toBeVisible();
  await expect(page.locator('#root > .boot')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: '选择体检类型' })).toBeVisible();
  await expect(page.getByRole('button', { name: '健康体检' })).toBeVisible();
});

test('signed in once, other login-required routes open directly', async ({ page }) => {
  await signInVia(page, '/PayRecord');
  await page.goto('/#/MyOrderList');
  await expect(page).toHaveURL(/#\/MyOrderList/);
});
