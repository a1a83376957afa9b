/** Leaving the single-page app for another page (the sign-in page, a reload); one seam for tests to replace. */
export function leavePage(href: string): void {
  window.location.replace(href);
}
