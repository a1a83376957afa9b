/**
 * The shipped themes, by the class that turns each on. Nothing is themed until one of these classes is on an element:
 * put it on `<html>` so content portalled to `<body>` (dialogs, toasts, popups) gets the theme too.
 */
export const themeClass = {
  /** Checkup's own: teal brand, the reference type scale. */
  checkup: 'checkup-theme',
  /** Another hospital's: blue brand, rounder corners, a denser type scale. */
  azure: 'checkup-theme-azure',
  /** Checkup's colours pushed to higher contrast (text at 7:1 and more, darker borders) for low-vision users. */
  highContrast: 'checkup-theme-high-contrast',
} as const;

export type ThemeName = keyof typeof themeClass;

/** Every shipped theme's name, in the order the docs and the Storybook toolbar list them. */
export const THEME_NAMES = Object.keys(themeClass) as ThemeName[];

/**
 * Turns the named theme on for `root` (default `<html>`) and every other shipped theme off; returns a function that
 * removes it again. For apps that switch themes at run time; a fixed theme is simply the class in the HTML.
 */
export function applyTheme(name: ThemeName, root: Element = document.documentElement): () => void {
  for (const other of THEME_NAMES) root.classList.toggle(themeClass[other], other === name);
  return () => root.classList.remove(themeClass[name]);
}
