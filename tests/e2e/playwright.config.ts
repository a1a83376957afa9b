import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './support/browser';

const port = Number(process.env['E2E_PORT'] ?? 18181);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Every journey in real Chromium on a phone-sized touch screen, against the reference server started here on a
 * fresh in-memory database (demo data seeded at start) with the sandbox clock enabled.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two cores run both the server and the browser: one worker keeps timings honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `${repoRoot}test-results/e2e`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN',
    launchOptions: chromiumLaunchOptions,
    // A missing control fails in seconds instead of running into the test timeout.
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/config.json`,
    reuseExistingServer: process.env['E2E_REUSE_SERVER'] === '1',
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      CHECKUP_DATA_DIR: 'memory://',
      CHECKUP_SANDBOX_CLOCK: '1',
      // Every journey asks its codes from one address, a few phones many times over the run; the limits have their
      // own server tests (server/test/http/smsLimits.test.ts).
      CHECKUP_SMS_PER_PHONE_PER_HOUR: '1000',
      CHECKUP_SMS_PER_ADDRESS_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
