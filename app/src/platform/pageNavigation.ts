/** Leaving the single-page app for another page (the sign-in page, a reload); one seam for tests to replace. */
export function leavePage(href: string): void {
  window.location.replace(href);
}

/** When this tab last reloaded for code it could not import (sessionStorage), so that it does not reload in a loop. */
const RELOADED_AT_KEY = 'checkup.importReloadAt';
/** The least time between two such reloads. */
export const IMPORT_RELOAD_INTERVAL_MS = 60_000;

/**
 * Reloads the page at its address (hash included) after code failed to import a second time. Browsers that predate
 * whatwg/html#10327 (Chromium-based in-app browsers, older WebKit) keep a failed module fetch until the page reloads,
 * so trying the import again fails at once even with the network back. Only when the page itself can be downloaded now
 * (still offline, a reload would end on the browser's error page) and at most once a minute (code that stays missing
 * must not reload the page for ever). Resolves whether it reloads.
 */
export async function reloadAfterFailedImport(
  page: Pick<Location, 'href' | 'reload'> = location,
  storage?: Storage,
): Promise<boolean> {
  try {
    const store = storage ?? sessionStorage;
    if (Date.now() - Number(store.getItem(RELOADED_AT_KEY)) < IMPORT_RELOAD_INTERVAL_MS) return false;
    const document = await fetch(page.href.split('#')[0] ?? '', { method: 'HEAD', cache: 'no-store' });
    if (!document.ok) return false;
    store.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Offline, or no storage to guard against a loop: no reload.
    return false;
  }
  page.reload();
  return true;
}
