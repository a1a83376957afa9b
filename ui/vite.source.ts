import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * The workspace (app, Storybook, tests, bench) reads `@checkup/ui` from its TypeScript sources through the package's
 * `source` export condition, so nothing needs `npm run build -w @checkup/ui` first; published consumers, who do not
 * set the condition, get `dist/`. Both environments need it: vanilla-extract compiles `.css.ts` files (which import
 * the kit's tokens) in Vite's server environment.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
} satisfies UserConfig;
