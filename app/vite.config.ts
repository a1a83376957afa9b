import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The reference server (`npm start`), which serves the API, the sandboxes and the runtime configuration. */
const backend = 'http://localhost:8080';

/** Paths the dev server forwards to the backend; everything else is the app itself. */
const backendPaths = ['/api', '/connect', '/config.json', '/v1', '/home', '/sandbox', '/images'] as const;

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs: the built app works from any folder the server mounts it under.
  base: './',
  plugins: [vanillaExtractPlugin(), react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: Object.fromEntries(backendPaths.map((path) => [path, { target: backend, changeOrigin: true }])),
  },
});
