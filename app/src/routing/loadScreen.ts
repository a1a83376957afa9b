import { preloadDialog } from '@checkup/ui';
import { loadTitles } from './screenChange';
import type { RouteEntry, RouteModule } from './table';

/**
 * Loads a route's screen, and with it the dialog's code when the screen asks a question at once (`asksAtOnce`), and
 * the screens' titles with any screen but home (whose title is the page's own).
 */
export function loadScreen(entry: RouteEntry): Promise<RouteModule> {
  if (!entry.load) return Promise.reject(new Error(`${entry.path} has no screen`));
  if (entry.asksAtOnce) void preloadDialog();
  if (entry.path !== '/') loadTitles().catch(() => undefined);
  return entry.load();
}
