/**
 * Puts the page in a state whose pixels depend on the code only: fixed 390×844 viewport, no animations, transitions
 * or caret, fonts loaded, the page at least one screen tall (fixed overlays are inside the shot) and scrolled to top.
 */
import { page } from 'vitest/browser';

const SHOT_VIEWPORT = { width: 390, height: 844 } as const;

const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
html, body { min-height: 100vh; margin: 0; }
`;

export async function freezePage(): Promise<void> {
  await page.viewport(SHOT_VIEWPORT.width, SHOT_VIEWPORT.height);
  if (!document.getElementById('visual-freeze')) {
    const style = document.createElement('style');
    style.id = 'visual-freeze';
    style.textContent = FREEZE_CSS;
    document.head.append(style);
  }
  window.dispatchEvent(new Event('resize'));
}

/** Waits for fonts and two frames, so layout and paint have settled, then scrolls to the top. */
export async function settle(): Promise<void> {
  await document.fonts.ready;
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  window.scrollTo(0, 0);
}
