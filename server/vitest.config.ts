import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Builds the migrated and seeded database once; each test file loads its own copy (see test/services/testDb.ts).
    globalSetup: ['test/services/globalSetup.ts'],
    // Two workers keep the shared 2-core machine usable.
    maxWorkers: 2,
    // Vitest runs projects with their own worker limits in separate groups: after the pact checks (1).
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
