/** Width of the design drafts; the spec sets the root font size to width/750 × 100 px with width capped at 750. */
export const DESIGN_WIDTH = 750;

/** Root font size in px for a viewport width: `min(width, 750) / 750 × 100`. */
export function rootFontSizeFor(viewportWidth: number, designWidth: number = DESIGN_WIDTH): number {
  const width = Math.min(Math.max(viewportWidth, 0), designWidth);
  return (width / designWidth) * 100;
}

/**
 * Keeps `<html>`'s font size at the spec's value and follows resizes and rotations.
 * Returns a function that removes the listeners and restores the previous inline font size.
 */
export function installRootFontSize(win: Window = window): () => void {
  const root = win.document.documentElement;
  const previous = root.style.fontSize;
  const apply = () => {
    root.style.fontSize = `${rootFontSizeFor(root.clientWidth || win.innerWidth)}px`;
  };
  // Restored pages (back/forward cache, `pageshow`) may come back at another width too.
  const events = ['resize', 'orientationchange', 'pageshow'] as const;
  apply();
  for (const type of events) win.addEventListener(type, apply);
  return () => {
    for (const type of events) win.removeEventListener(type, apply);
    root.style.fontSize = previous;
  };
}
