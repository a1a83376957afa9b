/**
 * Vite builds of the benchmark-only pages (the same booking screen with @checkup/ui and with antd-mobile, and the
 * floors they are read against): one production build per page, so each is a self-contained bundle as an app would
 * ship it, with a manifest the bench measures like the app's.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { build, type InlineConfig } from 'vite';
import { sourceConditions } from '../../ui/vite.source';

export const benchPages = ['checkup', 'antd'] as const;
export type BenchPage = (typeof benchPages)[number];
/** The interaction harness's floors (src/floor.ts): the same two interactions with React 19 alone, and without React. */
export const floorPages = ['reactFloor', 'domFloor'] as const;
export type FloorPage = (typeof floorPages)[number];
/** React alone, built only for its bytes (what both screens carry before their own libraries). */
export const baselinePage = 'baseline' as const;
/** Lighthouse's floor: React 19 client-rendering a heading and a paragraph. */
export const paintFloorPage = 'paintFloor' as const;
export type BuiltPage = BenchPage | FloorPage | typeof baselinePage | typeof paintFloorPage;

const pagesRoot = import.meta.dirname;

/** Where `page` is built: bench/tmp/pages/<page>/index.html. */
export function pageOutDir(page: BuiltPage): string {
  return `${pagesRoot}/../tmp/pages/${page}`;
}

function entryOf(page: BuiltPage): string {
  const entry = [`${page}Main.tsx`, `${page}Main.ts`].find((file) => existsSync(`${pagesRoot}/src/${file}`));
  if (!entry) throw new Error(`bench page ${page} has no src/${page}Main.tsx or .ts`);
  return entry;
}

function pageConfig(page: BuiltPage): InlineConfig {
  return {
    configFile: false,
    root: pagesRoot,
    base: './',
    logLevel: 'warn',
    mode: 'production',
    ...sourceConditions,
    plugins: [
      vanillaExtractPlugin(),
      react(),
      // One HTML for every page: %PAGE% names the page (its title), %ENTRY% its entry module (src/<page>Main.tsx, or .ts
      // for a page without JSX).
      {
        name: 'bench-page',
        transformIndexHtml: {
          order: 'pre',
          handler: (html) => html.replaceAll('%PAGE%', page).replaceAll('%ENTRY%', entryOf(page)),
        },
      },
    ],
    build: {
      outDir: pageOutDir(page),
      emptyOutDir: true,
      manifest: true,
      rollupOptions: { input: `${pagesRoot}/index.html` },
    },
  };
}

/** Builds `pages` one after another, each into an emptied `pageOutDir`. */
export async function buildPages(pages: readonly BuiltPage[]): Promise<void> {
  for (const page of pages) await build(pageConfig(page));
}
