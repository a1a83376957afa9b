import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * vanilla-extract evaluates `.css.ts` files in a Vite server of its own, which hands packages in node_modules to
 * Node's own resolution, without the `source` condition: there `@checkup/ui/sprinkles.css` would need a built
 * `dist/`. Aliasing the style entry a `.css.ts` file imports to its source keeps the workspace build-free.
 */
const sourceStyleAliases = [
  {
    find: /^@checkup\/ui\/sprinkles\.css$/,
    replacement: fileURLToPath(new URL('./src/theme/sprinkles.css.ts', import.meta.url)),
  },
];

/**
 * The workspace (app, Storybook, tests, bench) reads `@checkup/ui` from its TypeScript sources through the package's
 * `source` export condition, so nothing needs `npm run build -w @checkup/ui` first; published consumers, who do not
 * set the condition, get `dist/`. Both environments need it: vanilla-extract compiles `.css.ts` files (which import
 * the kit's tokens) in Vite's server environment.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions], alias: sourceStyleAliases },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
} satisfies UserConfig;
