/**
 * Vite builds of the two benchmark-only pages (the same booking screen with @checkup/ui and with antd-mobile): one
 * production build per page, so each is a self-contained bundle as an app would ship it, with a manifest the bench
 * measures like the app's.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { build, type InlineConfig } from 'vite';

export const benchPages = ['checkup', 'antd'] as const;
export type BenchPage = (typeof benchPages)[number];
/** React alone, built only for its bytes (what both screens carry before their own libraries). */
export const baselinePage = 'baseline' as const;
type BuiltPage = BenchPage | typeof baselinePage;

const pagesRoot = import.meta.dirname;

/** Where `page` is built: bench/tmp/pages/<page>/index.html. */
export function pageOutDir(page: BuiltPage): string {
  return `${pagesRoot}/../tmp/pages/${page}`;
}

function pageConfig(page: BuiltPage): InlineConfig {
  return {
    configFile: false,
    root: pagesRoot,
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: [
      vanillaExtractPlugin(),
      react(),
      // One HTML for every page: %PAGE% names the page's entry module (src/<page>Main.tsx) and title.
      { name: 'bench-page', transformIndexHtml: { order: 'pre', handler: (html) => html.replaceAll('%PAGE%', page) } },
    ],
    build: {
      outDir: pageOutDir(page),
      emptyOutDir: true,
      manifest: true,
      rollupOptions: { input: `${pagesRoot}/index.html` },
    },
  };
}

export async function buildPages(): Promise<void> {
  rmSync(`${pagesRoot}/../tmp/pages`, { recursive: true, force: true });
  for (const page of [...benchPages, baselinePage]) await build(pageConfig(page));
}
