import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { browserOptimizeDeps, chromiumLaunchOptions } from './test/chromium';

/**
 * Project `ui-browser`: tests that drive composed stories in real Chromium beside the `storybook` project (whose
 * plugin admits story files only): local visual regression of the key stories against committed baselines
 * (`toMatchScreenshot`), and the proof that an accessibility violation fails a story through the stories' own axe set-up.
 * Update the baselines with `npm run test:visual:update`.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [vanillaExtractPlugin(), react()],
  optimizeDeps: {
    include: [
      ...browserOptimizeDeps,
      '@testing-library/react',
      '@storybook/react-vite',
      'storybook/test',
      '@storybook/addon-a11y/preview',
    ],
  },
  test: {
    name: 'ui-browser',
    include: ['test/browser/**/*.browser.tsx'],
    // What @storybook/addon-vitest sets for a CLI run: the a11y addon then fails the test on violations.
    env: { VITEST_STORYBOOK: 'false' },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          ...chromiumLaunchOptions,
          // Same pixels on every machine: no device scaling, no hinting or LCD text differences.
          args: [
            ...chromiumLaunchOptions.args,
            '--force-device-scale-factor=1',
            '--font-render-hinting=none',
            '--disable-lcd-text',
          ],
        },
        // A window taller than the 390×844 test frame, so Vitest does not scale the frame down to fit it.
        contextOptions: { viewport: { width: 1000, height: 1000 }, deviceScaleFactor: 1 },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 390, height: 844 },
      // A failed test's screenshot goes to the ignored attachments folder, not beside the baselines, where three
      // sessions committed them by mistake (the baselines keep their own path below).
      screenshotDirectory: '.vitest-attachments/failures',
      expect: {
        toMatchScreenshot: {
          resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName, browserName, platform }) =>
            join(root, testFileDirectory, '__screenshots__', testFileName, `${arg}-${browserName}-${platform}${ext}`),
          comparatorName: 'pixelmatch',
          // Antialiasing noise passes; a changed colour, border, glyph or layout does not.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
          screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
        },
      },
    },
  },
});
