/**
 * Builds the test database once per run: a fresh PGlite takes 3-25 s to initialise on a busy machine, loading a
 * dump of one takes about 2 s. Test files load `checkupSeededDump` (migrated + demo data at TEST_START) or
 * `checkupMigratedDump` (schema only) through `testDatabase()`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fixedClock } from '../../src/clock';
import { PGLITE_PARSERS, pgliteDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed/index';
import { TEST_START } from './testStart';

declare module 'vitest' {
  export interface ProvidedContext {
    checkupMigratedDump: string;
    checkupSeededDump: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Against a PostgreSQL server each file creates its own database instead (testDb.ts).
  if (process.env['DATABASE_URL']) {
    project.provide('checkupMigratedDump', '');
    project.provide('checkupSeededDump', '');
    return () => Promise.resolve();
  }
  const dir = await mkdtemp(join(tmpdir(), 'checkup-server-test-'));
  const client = await PGlite.create({ dataDir: 'memory://', parsers: PGLITE_PARSERS });
  const db = pgliteDatabase(client);
  await migrate(db);
  const migrated = join(dir, 'migrated.tar');
  await writeFile(migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seed(db, fixedClock(TEST_START));
  const seeded = join(dir, 'seeded.tar');
  await writeFile(seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await db.destroy();
  project.provide('checkupMigratedDump', migrated);
  project.provide('checkupSeededDump', seeded);
  return () => rm(dir, { recursive: true, force: true });
}
