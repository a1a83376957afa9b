/** The system Chromium (Playwright's own download does not work on our machines), shared by the browser projects. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

/**
 * Pre-bundled up front so the cold first run does not re-optimise and reload mid-run ("Vite unexpectedly reloaded a
 * test"); a browser project inherits nothing from the root config.
 */
export const browserOptimizeDeps = [
  '@vanilla-extract/css',
  '@vanilla-extract/css/adapter',
  '@vanilla-extract/css/fileScope',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  'radix-ui',
  'dompurify',
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
];
