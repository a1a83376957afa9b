/**
 * The system Chromium and the flags every benchmark launches it with: the end-to-end suite's (no sandbox, GPU or
 * background traffic). `CHROME_PATH` overrides the binary, as Lighthouse reads it.
 */
import { chromiumLaunchOptions } from '../tests/e2e/support/browser';

export const chromiumPath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

export const chromiumFlags: readonly string[] = chromiumLaunchOptions.args;
