import { defineConfig } from 'vitest/config';

/**
 * Reliability and security suite: races, double submits, crash recovery, payment expiry, hostile input, access
 * refusals, client hygiene, requests Node cannot parse (answered in the envelope over a real socket), start-up
 * refusals, and, with CHECKUP_PG_TEST_URL, concurrent starts and dropped connections on a real PostgreSQL. `SOAK=1` (npm run soak) raises the counts.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['reliability/**/*.test.ts'],
    // The server's own setup builds the migrated, seeded PGlite dump once; each file loads a copy (fast start).
    globalSetup: ['../server/test/services/globalSetup.ts'],
    // Two cores are shared by everyone; each file already drives heavy concurrency on its own.
    maxWorkers: 1,
    // Its own worker limit needs its own group; last, after the server suite (2).
    sequence: { groupOrder: 3 },
    testTimeout: process.env['SOAK'] ? 1_800_000 : 120_000,
    hookTimeout: 300_000,
  },
});
