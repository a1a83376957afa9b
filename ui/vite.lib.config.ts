import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';

// Library build: ESM + one extracted CSS file in ui/dist; dependencies and peers stay external.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rolldownOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      // One file per source module: an app importing one component leaves the others' code (and their
      // dependencies, e.g. DOMPurify for RichText) out of its bundle, as sideEffects in package.json allows.
      // Compiled `X.css.ts` files become `X.styles.js`: a `.css.js` name would be taken for a vanilla-extract source
      // by a consumer's own vanilla-extract plugin.
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '.styles')}.js`,
      },
    },
  },
});
