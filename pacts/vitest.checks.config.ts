import { defineConfig } from 'vitest/config';

/**
 * Checks over the pact files: drift against the committed file, operation coverage, pact-vs-openapi.yaml validation,
 * and provider verification against the reference server. They read the consumer project's output, so they run in a
 * Vitest run of their own after it (`npm run test:unit`): under Vitest 5, `sequence.groupOrder` alone let them run
 * before the consumer tests on this project's 2-core machines.
 */
export default defineConfig({
  test: {
    name: 'pacts-checks',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/checks/**/*.test.ts', 'test/provider.verify.test.ts'],
    sequence: { groupOrder: 1 },
    env: { PACT_DO_NOT_TRACK: 'true' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
