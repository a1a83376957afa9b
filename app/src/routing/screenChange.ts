/**
 * What a page load gives a screen-reader or keyboard user that an in-app navigation does not (BBC GEL, "Routing":
 * route changes must emulate the conventions of page loads; React Router's accessibility guide leaves focus and
 * announcements to the app): the page's title names the screen, and focus moves to the new screen's heading, where a
 * screen reader reads it and the next Tab starts, instead of falling to `<body>` with the removed button that led there.
 */
import { useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router';
import { commonMessages } from '../messages/common';

let titles: Readonly<Record<string, string>> | undefined;
let titlesLoad: Promise<void> | undefined;

/**
 * Loads the screens' titles (`messages/titles.ts`, a chunk of its own, ≈ 0.5 kB gzip kept out of the first load of
 * `/`), once; `loadScreen` starts it with the code of any screen but home, so the titles arrive with it. A failed
 * load (offline) is tried again with the next screen.
 */
export function loadTitles(): Promise<void> {
  titlesLoad ??= import('../messages/titles').then(
    (module) => void (titles = module.screenTitles),
    (error: unknown) => {
      titlesLoad = undefined;
      throw error;
    },
  );
  return titlesLoad;
}

/** The name of the screen at `path` (its route table path) from `messages/titles.ts` once loaded, else the app's. */
export function screenTitle(path: string | undefined): string {
  return (path && titles?.[path]) || commonMessages.appName;
}

/**
 * Titles the page after the screen at `path`: {@link screenTitle}. Home needs no titles loaded; another screen whose
 * titles are still on their way is titled when they arrive, if `current()` still is.
 */
function titlePage(path: string | undefined, current: () => boolean): void {
  const title = () => screenTitle(path);
  if (titles || !path || path === '/') document.title = title();
  else
    loadTitles().then(
      () => void (current() && (document.title = title())),
      () => undefined,
    );
}

/**
 * Moves focus to the screen's heading (the first `<h1>` in `<main>`: the NavBar's title), or to `<main>` when it has
 * none (the failure screen), without scrolling and without a focus ring (it is not a control). Leaves focus where it is
 * when something already took it on arrival: a dialog (`confirm()`, the loading overlay, the pay sheet) or a field the
 * screen focused itself. Returns what it focused.
 */
function focusScreen(doc: Document = document): HTMLElement | null {
  const active = doc.activeElement;
  if (active && active !== doc.body && active.closest('main,[role=dialog],[role=alertdialog]')) return null;
  const target = screenHeading(doc);
  target?.focus({ preventScroll: true });
  return target;
}

/**
 * The screen's heading (the first `<h1>` in `<main>`), or `<main>` when it has none, made focusable by code without a
 * focus ring; null before a screen is there. Also where the app-wide dialogs (the pay sheet, `confirm()`/`alert()`)
 * hand focus back when they close over a screen that replaced the one they were opened from.
 */
export function screenHeading(doc: Document = document): HTMLElement | null {
  const target = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('main');
  if (!target) return null;
  // Kept after blur: a dialog that opens over the screen gives focus back to the heading when it closes.
  target.tabIndex = -1;
  target.style.outlineStyle = 'none';
  return target;
}

/**
 * What tells one shown address from another: the history entry's key with the path and query. The key alone does not:
 * every entry the browser made itself (an address typed, a link followed to another hash, then back to it) has the
 * key `default`.
 */
export function addressOf({ key, pathname, search }: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return `${key} ${pathname}${search}`;
}

/**
 * Titles the page after the screen shown (`path`: its route table path) and, on every change of screen after the first
 * (a push, a replace, or back/forward: each shows a newly mounted screen), moves focus to it ({@link focusScreen}).
 * The first screen is left to the browser, which announces a loaded page itself. Runs in the layout phase, after the
 * screen's own layout effects and before anything it opens takes focus, so a dialog opened on arrival takes focus from
 * the heading and gives it back there.
 */
export function useScreenChange(location: Location, path: string | undefined): void {
  const shown = useRef<string>(undefined);
  useLayoutEffect(() => {
    const address = addressOf(location);
    if (shown.current !== undefined && shown.current !== address) focusScreen();
    shown.current = address;
    titlePage(path, () => shown.current === address);
  }, [location, path]);
}
