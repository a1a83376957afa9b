/**
 * A tap on index.html's static home frame before the app's code had run (docs/decisions.md, "Early taps on home's
 * static frame"): the boot script marks the tapped button pressed, starts the app's code at once and leaves the
 * button's `data-tap` here; home carries it out on its first render, so a tap on a slow phone is not lost.
 */
declare global {
  interface Window {
    /** Set by index.html's boot script: the `data-tap` of the frame's last tapped button. */
    checkupBootTap?: string;
  }
}

/** The frame's buttons, by their `data-tap`. */
export const bootTaps = ['book', 'group', 'orders', 'reports', 'guide', 'notice'] as const;
export type BootTap = (typeof bootTaps)[number];

/** The frame's last tap, once (later calls answer `undefined`); anything else the global may hold is ignored. */
export function takeBootTap(page: Window = window): BootTap | undefined {
  const tap = page.checkupBootTap;
  delete page.checkupBootTap;
  return bootTaps.find((known) => known === tap);
}
