import { defineConfig } from 'vitest/config';

// Each workspace owns its Vitest project(s): `<workspace>/vitest.config.ts` or `<workspace>/vitest.<name>.config.ts`.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', '*/vitest.*.config.ts'],
    passWithNoTests: false,
  },
});
