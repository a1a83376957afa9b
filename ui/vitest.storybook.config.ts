import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { browserOptimizeDeps, chromiumLaunchOptions } from './test/chromium';

// Every story becomes a test in real Chromium; the a11y addon (parameters.a11y.test = 'error') fails it on violations.
// This is a file project of the root config, so it inherits nothing from it (`extends: true` only applies to inline
// projects): the dependency list below is what keeps the cold first run from re-optimising and reloading mid-run.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir: join(import.meta.dirname, '../.storybook') })],
  optimizeDeps: { include: browserOptimizeDeps },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 390, height: 844 },
    },
  },
});
