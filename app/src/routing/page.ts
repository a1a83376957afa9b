/** The document the app runs in: its own address (which the version check reads) and its full reloads. */
import { reloadAfterFailedImport } from '../platform/pageNavigation';
import type { PageAddress } from './guard';

export interface Page extends PageAddress {
  /** Full page load of `href`. */
  reload(href: string): void;
  /**
   * Called when a screen's code failed to load again on 重试: reloads the page if it can be downloaded now (browsers
   * before whatwg/html#10327 keep a failed module fetch until the page reloads). See `reloadAfterFailedImport`.
   */
  reloadAfterFailedImport(): void;
}

/** The browser page the app runs in. */
export const browserPage: Page = {
  get pathname() {
    return window.location.pathname;
  },
  get search() {
    return window.location.search;
  },
  reload: (href) => window.location.replace(href),
  reloadAfterFailedImport: () => void reloadAfterFailedImport(),
};
