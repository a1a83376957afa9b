/** The system Chromium and the flags every benchmark launches it with (no sandbox, GPU or background traffic). */
export const chromiumPath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
