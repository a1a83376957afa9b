import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Alias } from 'vite';
import { bootEntry } from './vite.bootEntry';
import { reactRuntimeChunk } from './vite.chunks';
import { homeShellBanner } from './vite.homeShell';
import { sourceConditions } from '../ui/vite.source';

/** The reference server (`npm start`), which serves the API, the sandboxes and the runtime configuration. */
const backend = 'http://localhost:8080';

/** Paths the dev server forwards to the backend; everything else is the app itself. */
const backendPaths = ['/api', '/connect', '/config.json', '/v1', '/home', '/sandbox', '/images'] as const;

/**
 * react-router 7's package exports point at its development build for every condition (remix-run/react-router#14102),
 * so a plain production build would ship its development-only warnings and checks. Production builds import its
 * production build by file path instead; the dev server keeps the development build.
 */
function reactRouterProductionAliases(): Alias[] {
  const developmentEntry = createRequire(import.meta.url).resolve('react-router');
  const production = join(dirname(developmentEntry), '..', 'production');
  const entries = { 'react-router/dom': 'dom-export.mjs', 'react-router': 'index.mjs' };
  return Object.entries(entries).map(([specifier, file]) => {
    const path = join(production, file);
    if (!existsSync(path)) throw new Error(`react-router production build not found at ${path}`);
    return { find: new RegExp(`^${specifier}$`), replacement: path };
  });
}

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  // Relative asset URLs: the built app works from any folder the server mounts it under.
  base: './',
  plugins: [vanillaExtractPlugin(), react(), homeShellBanner(join(import.meta.dirname, 'public')), bootEntry()],
  resolve: {
    ...sourceConditions.resolve,
    alias: [...sourceConditions.resolve.alias, ...(command === 'build' ? reactRouterProductionAliases() : [])],
  },
  ssr: sourceConditions.ssr,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // All of the app's CSS in one stylesheet that index.html links (48 kB, 7.8 kB gzip): a screen's chunks then carry
    // no stylesheets of their own, which saved each deep first load ~8 requests, their link insertions and the wait
    // for each stylesheet's load before the screen's code may run (docs/adr/0026-first-load-bundle-shape.md).
    cssCodeSplit: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [reactRuntimeChunk] } },
    },
  },
  server: {
    proxy: Object.fromEntries(backendPaths.map((path) => [path, { target: backend, changeOrigin: true }])),
  },
}));
