/**
 * What a page load gives a screen-reader or keyboard user that an in-app navigation does not (BBC GEL, "Routing":
 * route changes must emulate the conventions of page loads; React Router's accessibility guide leaves focus and
 * announcements to the app): the page's title names the screen, and focus moves to the new screen's heading, where a
 * screen reader reads it and the next Tab starts, instead of falling to `<body>` with the removed button that led there.
 */
import { useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router';
import { commonMessages } from '../messages/common';

/**
 * Moves focus to the screen's heading (the first `<h1>` in `<main>`: the NavBar's title), or to `<main>` when it has
 * none (the failure screen), without scrolling and without a focus ring (it is not a control). Leaves focus where it is
 * when something already took it on arrival: a dialog (`confirm()`, the loading overlay, the pay sheet) or a field the
 * screen focused itself. Returns what it focused.
 */
export function focusScreen(doc: Document = document): HTMLElement | null {
  const active = doc.activeElement;
  if (active && active !== doc.body && active.closest('main,[role=dialog],[role=alertdialog]')) return null;
  const target = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('main');
  if (!target) return null;
  // Kept after blur: a dialog that opens over the screen gives focus back to the heading when it closes.
  target.tabIndex = -1;
  target.style.outlineStyle = 'none';
  target.focus({ preventScroll: true });
  return target;
}

/**
 * Titles the page after the screen shown (`title`, else the app's name) and, on every change of screen after the first
 * (a push, a replace, or back/forward: each shows a newly mounted screen), moves focus to it ({@link focusScreen}).
 * The first screen is left to the browser, which announces a loaded page itself. Runs in the layout phase, after the
 * screen's own layout effects and before anything it opens takes focus, so a dialog opened on arrival takes focus from
 * the heading and gives it back there.
 */
export function useScreenChange(location: Location, title: string | undefined): void {
  const shown = useRef<string>(undefined);
  useLayoutEffect(() => {
    document.title = title || commonMessages.appName;
    if (shown.current !== undefined && shown.current !== location.key) focusScreen();
    shown.current = location.key;
  }, [location.key, title]);
}
