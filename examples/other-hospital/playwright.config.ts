import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../ui/test/chromium';

const port = Number(process.env['EXAMPLE_PORT'] ?? 18190);

/** The other hospital's built page (`vite preview` of its dist), in the system Chromium on a phone-sized screen. */
export default defineConfig({
  testDir: 'test',
  testMatch: '**/*.spec.ts',
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: '../../test-results/examples',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/`,
    timeout: 30_000,
  },
});
