import { defineConfig } from 'vitest/config';

/**
 * Checks over the pact files: drift against the committed file, operation coverage, pact-vs-openapi.yaml validation,
 * and provider verification against the reference server. `sequence.groupOrder: 1` makes Vitest start them only after
 * every project of group 0 (the consumer project `pacts` among them) has finished, so they read this run's output.
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
