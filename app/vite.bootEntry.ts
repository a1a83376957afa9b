/**
 * Lets index.html's boot script decide when the app's code starts (docs/decisions.md, "Home's largest paint before the
 * app's code"). Vite puts the entry `<script type="module">` and its `modulepreload` links in `<head>`, where the
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
 * client's chunk) go into `#app-deep`, which the boot script adds on deep routes only: loaded with the entry instead
 * of after it has run, as the service token, and so every deep first screen, waits for it.
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
    .replace(ENTRY_MARKER, `<template id="app-entry">${tags}</template>${deep && `<template id="app-deep">${deep}</template>`}`);
}

/** The built file of the SDK client's chunk, as index.html links it (the build fails if the chunk is gone). */
function clientChunk(bundle: IndexHtmlTransformContext['bundle']): string {
  const chunk = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(CLIENT_MODULE));
  if (!chunk) throw new Error(`no chunk of ${CLIENT_MODULE} to preload on deep routes`);
  return `./${chunk.fileName}`;
}

export function bootEntry(): Plugin {
  return {
    name: 'checkup:boot-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html, { bundle }) => deferEntry(html, [clientChunk(bundle)]) },
  };
}
