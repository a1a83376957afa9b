/**
 * A tap on index.html's static home frame before the app's code had run (docs/adr/0025-static-home-frame-and-boot-script.md,
 * early taps): the boot script marks the tapped button pressed, starts the app's code at once and leaves the
 * button's `data-tap` here; home carries it out on its first render, so a tap on a slow phone is not lost. A press
 * the frame's replacement cut short (pressed on the frame, released on home) is left there later, with an event.
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

/** The event index.html's boot script dispatches on the document when it leaves a tap after home may have looked. */
const BOOT_TAP_EVENT = 'checkupboottap';

/** Calls `listener` whenever the boot script leaves a tap from now on; returns the function that stops listening. */
export function onBootTap(listener: () => void, doc: Document = document): () => void {
  doc.addEventListener(BOOT_TAP_EVENT, listener);
  return () => doc.removeEventListener(BOOT_TAP_EVENT, listener);
}
