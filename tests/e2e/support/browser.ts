/** The same system Chromium and flags as ui's browser projects (one list, kept in ui/test/chromium.ts). */
export { chromiumLaunchOptions } from '../../../ui/test/chromium';
