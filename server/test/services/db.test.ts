import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hearsEveryChangeAtCommit } from '../../src/db/changeFeed';
import { createDatabase } from '../../src/db/database';
import { DatabaseBusyError } from '../../src/db/pgliteDialect';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';

describe('database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => db.destroy());

  it('applies every migration once, in filename order', async () => {
    const first = await migrate(db);
    expect(first[0]).toBe('0001_catalog.sql');
    expect(first).toEqual([...first].sort());
    expect(await migrate(db)).toEqual([]);
  });

  it('hears every change of the embedded engine as its commit returns: no other process can write its data', () => {
    expect(hearsEveryChangeAtCommit(db)).toBe(true);
  });

  it.runIf(process.env['DATABASE_URL'])(
    'does not on PostgreSQL, which other instances write too (they are heard a moment later)',
    async () => {
      const shared = await createDatabase({ url: process.env['DATABASE_URL'] });
      try {
        expect(hearsEveryChangeAtCommit(shared)).toBe(false);
      } finally {
        await shared.destroy();
      }
    },
  );

  it('isolates concurrent transactions on the embedded engine', async () => {
    await sql`CREATE TABLE counter (n integer NOT NULL)`.execute(db);
    await sql`INSERT INTO counter VALUES (0)`.execute(db);
    const bump = () =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`SELECT n FROM counter`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 1));
        await sql`UPDATE counter SET n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    const { rows } = await sql<{ n: number }>`SELECT n FROM counter`.execute(db);
    expect(rows[0]?.n).toBe(20);
  });

  it("refuses at once, rather than queueing, past the bound of the embedded engine's queue; the queued ones still run", async () => {
    const bounded = await createDatabase({ dataDir: 'memory://', maxWaiting: 2 });
    try {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const holding = bounded.transaction().execute(() => gate);
      const queued = [
        sql<{ n: number }>`SELECT 1 AS n`.execute(bounded),
        sql<{ n: number }>`SELECT 2 AS n`.execute(bounded),
      ];
      const started = performance.now();
      await expect(sql`SELECT 3`.execute(bounded)).rejects.toBeInstanceOf(DatabaseBusyError);
      expect(performance.now() - started).toBeLessThan(100);
      release();
      await holding;
      expect((await Promise.all(queued)).map((r) => r.rows[0]?.n)).toEqual([1, 2]);
      expect((await sql<{ n: number }>`SELECT 4 AS n`.execute(bounded)).rows[0]?.n).toBe(4);
    } finally {
      await bounded.destroy();
    }
  });
});
