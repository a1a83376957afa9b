import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';
import type { vanillaExtractPlugin as VanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Storybook's packages are installed in the ui workspace (ui/node_modules), not at the root: resolve them from there.
const uiRequire = createRequire(new URL('../ui/package.json', import.meta.url));
const packageDir = (name: string) => dirname(uiRequire.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  stories: ['../ui/src/**/*.mdx', '../ui/src/**/*.stories.@(ts|tsx)'],
  addons: [
    packageDir('@storybook/addon-a11y'),
    packageDir('@storybook/addon-docs'),
    packageDir('@storybook/addon-vitest'),
  ],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { vanillaExtractPlugin } = (await import(
      pathToFileURL(uiRequire.resolve('@vanilla-extract/vite-plugin')).href
    )) as { vanillaExtractPlugin: typeof VanillaExtractPlugin };
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Docs pages import the kit by its package name: from its sources, as the rest of the workspace does.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['source', ...(viteConfig.resolve?.conditions ?? defaultClientConditions)],
    };
    // Bare imports (the Vitest addon's setup files among them) must resolve from ui/, where the packages live.
    viteConfig.root = dirname(uiRequire.resolve('./package.json'));
    return viteConfig;
  },
};

export default config;
