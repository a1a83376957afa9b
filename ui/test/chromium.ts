/**
 * The system Chromium (Debian's `chromium`: Playwright's own download does not work on our machines) and its flags,
 * shared by ui's browser projects, the end-to-end suite and the benchmarks. `CHROMIUM_PATH` overrides the binary.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
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
