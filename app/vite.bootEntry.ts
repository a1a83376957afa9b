/**
 * Lets index.html's boot script decide when the app's code starts (docs/adr/0025-static-home-frame-and-boot-script.md,
 * the boot entry). Vite puts the entry `<script type="module">` and its `modulepreload` links in `<head>`, where the
 * browser fetches them at once; this moves them into an inert `<template id="app-entry">` at `<!--app-entry-->`, which
 * the boot script inserts at once on a deep route and after the home frame's banner has painted on `/`. The entry's
 * stylesheets stay ordinary `<link>`s (Vite's preload helper looks for them before a lazy screen loads its CSS).
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';

export const ENTRY_MARKER = '<!--app-entry-->';

const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/** The SDK client's module: every first screen but home calls the API at once (`services/warmUp.ts`). */
const CLIENT_MODULE = '/src/services/checkupClient.ts';

/**
 * Moves the built index.html's entry script and module preloads into the `#app-entry` template; `deepPreloads` (the
 * client's chunk and its own imports) go into `#app-deep`, which the boot script adds on deep routes only: loaded
 * with the entry instead of after it has run, as the service token, and so every deep first screen, waits for them.
 */
export function deferEntry(html: string, deepPreloads: readonly string[] = []): string {
  const scripts = html.match(entryScript) ?? [];
  if (scripts.length !== 1) throw new Error(`expected one entry script in index.html, found ${scripts.length}`);
  if (!html.includes(ENTRY_MARKER)) throw new Error(`index.html has no ${ENTRY_MARKER} marker for the entry's tags`);
  const tags = [...scripts, ...(html.match(modulePreload) ?? [])].map((tag) => tag.trim()).join('');
  const deep = deepPreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return html
    .replace(entryScript, '')
    .replace(modulePreload, '')
    .replace(
      ENTRY_MARKER,
      `<template id="app-entry">${tags}</template>${deep && `<template id="app-deep">${deep}</template>`}`,
    );
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A chunk's file and every chunk it imports statically, transitively (what must arrive before it can run). */
function staticGraph(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const file = bundle[fileName];
  if (seen.has(fileName) || file?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of file.imports) staticGraph(bundle, imported, seen);
  return seen;
}

/**
 * The SDK client's chunk and the chunks it imports that the entry does not (e.g. the SDK's errors, shared with
 * screens), as index.html links them: the service token waits for all of them, not only the first (the build fails if
 * the client's chunk is gone).
 */
export function clientChunks(bundle: Bundle): string[] {
  const chunk = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(CLIENT_MODULE),
  );
  if (!chunk) throw new Error(`no chunk of ${CLIENT_MODULE} to preload on deep routes`);
  const entry = new Set<string>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk' && file.isEntry) staticGraph(bundle, file.fileName, entry);
  return [...staticGraph(bundle, chunk.fileName)]
    .filter((fileName) => !entry.has(fileName))
    .map((fileName) => `./${fileName}`);
}

export function bootEntry(): Plugin {
  return {
    name: 'checkup:boot-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html, { bundle }) => deferEntry(html, clientChunks(bundle ?? {})) },
  };
}
