/** The app's lazily loaded routes, read from its route table (app/src/routing/table.ts) so the bench follows it. */
import { pathToFileURL } from 'node:url';
import { posix } from 'node:path';

/** The part of a route table entry the bench needs (the app's `RouteEntry`). */
interface TableEntry {
  path: string;
  alias?: string;
  load?: () => Promise<unknown>;
}

export interface BuiltRoute {
  path: string;
  alias?: string;
  /** The screen module, relative to the app root and without extension, e.g. `src/features/home/HomeScreen`. */
  module: string;
}

const tableDir = 'src/routing';

/** Every route whose screen is built, with the module its `load` imports. */
export async function builtRoutes(appRoot: string): Promise<BuiltRoute[]> {
  const tableUrl = pathToFileURL(`${appRoot}/${tableDir}/table.ts`).href;
  const { routeTable } = (await import(tableUrl)) as { routeTable: readonly TableEntry[] };
  return routeTable.flatMap((entry): BuiltRoute[] => {
    if (!entry.load) return [];
    // `load` is `() => import('../features/area/AreaScreen')`: its source names the module without running it.
    const specifier = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(entry.load.toString())?.[1];
    if (!specifier) throw new Error(`cannot read the module of route ${entry.path} from its load function`);
    const route: BuiltRoute = { path: entry.path, module: posix.join(tableDir, specifier) };
    if (entry.alias) route.alias = entry.alias;
    return [route];
  });
}
