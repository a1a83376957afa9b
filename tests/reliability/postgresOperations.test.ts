/**
 * Operating on a real PostgreSQL (CHECKUP_PG_TEST_URL; skipped without it): several instances starting at once on an
 * empty database all come up (migrations and demo data are applied once, under one advisory lock), and PostgreSQL
 * closing the server's connections under load (`pg_terminate_backend`, as a restart does) neither ends the process nor
 * its change feed: it keeps answering and listens again.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, type Database } from '@checkup/server/testing';
import { postTo, startServerProcess, tokenFrom, type ServerProcess } from './support/serverProcess';

const ADMIN_URL = process.env['CHECKUP_PG_TEST_URL'] ?? '';
/** Concurrent starts on a fresh database: the race lost 3 of 4 before seeding took the lock. */
const TRIALS = 4;

/** Runs `use` with a connection to the test server's own database, closed afterwards. */
async function withAdmin<T>(use: (db: Database) => Promise<T>): Promise<T> {
  const db = await createDatabase({ url: ADMIN_URL });
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

/** A new empty database on the test server; resolves to its URL and the function that drops it. */
async function freshDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `checkup_ops_${randomBytes(5).toString('hex')}`;
  await withAdmin((db) => sql`CREATE DATABASE ${sql.id(name)}`.execute(db));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => withAdmin((db) => dropDatabase(db, name)) };
}

function serverOn(url: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess('/nonexistent/unused', { DATABASE_URL: url, CHECKUP_RATE_LIMIT_MAX: '10000000', ...env });
}

describe.skipIf(!ADMIN_URL)('operations on PostgreSQL', () => {
  it(`starts two instances at once on an empty database, ${TRIALS} times in a row`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const database = await freshDatabase();
      const started = await Promise.allSettled([serverOn(database.url), serverOn(database.url)]);
      for (const result of started) if (result.status === 'fulfilled') await result.value.kill('SIGKILL');
      await database.drop();
      const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      expect(failures, `trial ${trial + 1}`).toEqual([]);
    }
  }, 900_000);

  describe('PostgreSQL closing the connections under load', () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let server: ServerProcess;
    beforeAll(async () => {
      database = await freshDatabase();
      server = await serverOn(database.url, { LOG_LEVEL: 'info' });
    });
    afterAll(async () => {
      await server?.kill('SIGKILL');
      await database?.drop();
    });

    it('keeps serving and listens for changes again', async () => {
      const token = await tokenFrom(server.baseUrl);
      const read = () =>
        postTo(server.baseUrl, '/api/BackProtectApi/GetNoticeInfo', { titleName: '体检须知' }, { token }).then(
          (a) => a.statusCode,
          () => 0,
        );
      let loading = true;
      const load = (async () => {
        const statuses: number[] = [];
        while (loading) statuses.push(...(await Promise.all(Array.from({ length: 8 }, read))));
        return statuses;
      })();
      let beforeLastRound = 0;
      for (let round = 0; round < 3; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 700));
        beforeLastRound = server.output().length;
        await withAdmin((db) =>
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${database.name} AND pid <> pg_backend_pid()`.execute(
            db,
          ),
        );
      }
      // After the last round the feed listens again (a second after its connection went, longer on a busy host): wait for
      // that line, not a fixed time.
      await expect
        .poll(() => server.output().slice(beforeLastRound), { timeout: 30_000, interval: 250 })
        .toContain('capacity change feed listening again');
      loading = false;
      const statuses = await load;
      expect(server.child.exitCode, server.output()).toBeNull();
      expect(statuses.length).toBeGreaterThan(0);
      // Requests in flight on a closed connection may fail; everything after the pool replaced it succeeds.
      expect(await Promise.all(Array.from({ length: 20 }, read))).toEqual(Array<number>(20).fill(200));
      expect(server.output()).toContain('PostgreSQL closed an idle connection');
    });
  });
});
