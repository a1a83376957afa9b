import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Demo visitor seeded by the server (orders in every state, pay records, reports). */
export const DEMO_USER = { name: '张伟', openid: 'o-demo-zhangwei' } as const;

interface Fixtures {
  /** Fails the test on any uncaught page error, console error or unexpected native dialog. */
  watchdog: { errors: string[] };
}

export const test = base.extend<Fixtures>({
  watchdog: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('dialog', (dialog) => {
        errors.push(`native dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use({ errors });
      expect(errors, 'no page errors, console errors or native dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the sandbox authorisation page as a demo person, starting from a login-required route. */
export async function signInVia(page: Page, route: string, person: string = DEMO_USER.name): Promise<void> {
  await page.goto(`/#${route}`);
  await page.getByRole('link', { name: new RegExp(person) }).click();
  await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(route.split('?')[0] ?? route)}`));
}

/** Axe on the current screen: zero serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Moves the server's clock (sandbox, enabled for the e2e server only). */
export async function moveServerClock(page: Page, offsetMs: number): Promise<void> {
  const response = await page.request.post('/sandbox/clock', { data: { offsetMs } });
  expect(response.ok()).toBe(true);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
