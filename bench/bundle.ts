/**
 * Bundle figures from the built app: the first load of `/` and, per route, its own chunk and everything it adds to
 * the first load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryKey, keyForModule, readManifest, staticClosure, type ChunkFiles, type Manifest } from './manifest';
import type { BuiltRoute } from './routes';
import { measureFiles, type Sizes } from './sizes';

export interface JsCss {
  js: Sizes;
  css: Sizes;
}

interface RouteBundle {
  path: string;
  alias?: string;
  /** Built file of the route's lazily loaded chunk. */
  chunk: string;
  /** The route's chunk and the CSS attached to it. */
  own: JsCss;
  /** Everything navigating to the route downloads beyond the shell: its chunk and the shared chunks it imports. */
  added: JsCss;
  /** Other routes whose screen chunk this route loads before it runs (must be none: a route loads only its own code). */
  loadsOtherRoutes: string[];
}

export interface BundleReport {
  /** index.html's entry with its static imports and the stylesheets index.html links: what loads before any route. */
  shell: JsCss;
  /** Shell plus the `/` route with its static imports: what a first visit of `/` downloads to render. */
  firstLoad: JsCss;
  routes: RouteBundle[];
}

export function measure(dist: string, files: ChunkFiles): JsCss {
  return { js: measureFiles(dist, files.js), css: measureFiles(dist, files.css) };
}

function without(files: ChunkFiles, loaded: ChunkFiles): ChunkFiles {
  return {
    js: new Set([...files.js].filter((file) => !loaded.js.has(file))),
    css: new Set([...files.css].filter((file) => !loaded.css.has(file))),
  };
}

function union(a: ChunkFiles, b: ChunkFiles): ChunkFiles {
  return { js: new Set([...a.js, ...b.js]), css: new Set([...a.css, ...b.css]) };
}

/**
 * The stylesheets the built index.html links (`./assets/…css`): the entry's CSS, which is also where all of the app's
 * CSS goes when the build does not split it per chunk (the manifest then lists it apart from any chunk).
 */
export function htmlStylesheets(html: string): Set<string> {
  const links = html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
  return new Set(links.flatMap((link) => /\bhref="\.\/([^"]+\.css)"/.exec(link)?.[1] ?? []));
}

function routeBundle(
  dist: string,
  manifest: Manifest,
  route: BuiltRoute,
  shell: ChunkFiles,
  screenFiles: ReadonlyMap<string, string>,
): RouteBundle {
  const key = keyForModule(manifest, route.module);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no entry ${key}`);
  const closure = staticClosure(manifest, key);
  const bundle: RouteBundle = {
    path: route.path,
    chunk: chunk.file,
    own: measure(dist, { js: new Set([chunk.file]), css: new Set(chunk.css) }),
    added: measure(dist, without(closure, shell)),
    loadsOtherRoutes: [...closure.js].flatMap((file) => {
      const owner = screenFiles.get(file);
      return owner !== undefined && owner !== route.path ? [owner] : [];
    }),
  };
  if (route.alias) bundle.alias = route.alias;
  return bundle;
}

export function measureBundle(dist: string, routes: readonly BuiltRoute[]): BundleReport {
  const manifest = readManifest(dist);
  const shell = union(staticClosure(manifest, entryKey(manifest)), {
    js: new Set(),
    css: htmlStylesheets(readFileSync(join(dist, 'index.html'), 'utf8')),
  });
  // Screens shared by two paths (an alias) are one route.
  const screenFiles = new Map(
    routes.map((route) => [manifest[keyForModule(manifest, route.module)]?.file ?? '', route.path]),
  );
  const home = routes.find((route) => route.path === '/');
  if (!home) throw new Error('the route table has no built / route');
  return {
    shell: measure(dist, shell),
    firstLoad: measure(dist, union(shell, staticClosure(manifest, keyForModule(manifest, home.module)))),
    routes: routes.map((route) => routeBundle(dist, manifest, route, shell, screenFiles)),
  };
}
