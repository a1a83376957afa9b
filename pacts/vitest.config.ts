import { defineConfig } from 'vitest/config';

/**
 * Consumer contracts: each domain file drives the real SDK against its own Pact mock servers and merges its
 * interactions into `.generated/checkup-app-checkup-api.json` (Pact's writer locks the file, so files may run in parallel).
 * The checks that read that file live in the `pacts-checks` project, which runs after this one (vitest.checks.config.ts).
 */
export default defineConfig({
  test: {
    name: 'pacts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/consumer/**/*.pact.test.ts'],
    globalSetup: ['test/support/cleanGenerated.ts'],
    env: { PACT_DO_NOT_TRACK: 'true' },
    // The Pact mock server is native code: a cold start on a busy 2-core machine can take a few seconds.
    testTimeout: 30_000,
  },
});
