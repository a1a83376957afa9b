import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';

// Library build: ESM, one extracted stylesheet (dist/styles.css) and no source maps (the sources are not published) in
// ui/dist. Dependencies and peers stay external; vanilla-extract's small runtimes (recipes, sprinkles) are bundled, so
// a consumer installs nothing of vanilla-extract. The build script sets NODE_ENV=production: under a test runner's
// NODE_ENV=test, JSX would compile to React's development runtime.
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
    sourcemap: false,
    // global.css.ts is an entry of its own (the index imports no CSS), listed first so the global layer and the themes
    // open the stylesheet and the components' rules, later, win over them as in the workspace.
    lib: { entry: ['src/global.css.ts', 'src/index.ts'], formats: ['es'], cssFileName: 'styles' },
    rolldownOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      // One file per source module: an app importing one component leaves the others' code (and their
      // dependencies, e.g. DOMPurify for RichText) out of its bundle, as sideEffects in package.json allows.
      // Compiled `X.css.ts` files become `X.styles.js`: a `.css.js` name would be taken for a vanilla-extract source
      // by a consumer's own vanilla-extract plugin.
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // Bundled runtimes go to vendor/: npm never publishes a folder named node_modules.
        entryFileNames: (chunk) =>
          `${chunk.name.replace(/\.css$/, '.styles').replace(/^.*node_modules\//, 'vendor/')}.js`,
      },
    },
  },
});
