import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createDatabase, PGLITE_PARSERS, pgliteDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { DEFAULT_SETTINGS, type ServiceContext } from '../../src/services/context';
import { seed } from '../../src/db/seed/index';
import { demoIdNumber } from '../../src/db/seed/peopleData';
import { TEST_START } from './testStart';

export { TEST_START } from './testStart';

/**
 * A fresh database for one test file, migrated and (unless `seeded: false`) holding the demo data seeded at
 * TEST_START; the clock starts at TEST_START. Embedded: loaded from the dump built by globalSetup. With
 * DATABASE_URL: a new database on that server, dropped again by `db.destroy()`. `maxWaiting` bounds the embedded
 * engine's queue (pgliteDialect.ts; unbounded by default).
 */
export async function testDatabase(
  options: { seeded?: boolean; maxWaiting?: number } = {},
): Promise<{ db: Database; clock: ReturnType<typeof fixedClock> }> {
  const clock = fixedClock(TEST_START);
  const url = process.env['DATABASE_URL'];
  if (url) return { db: await serverDatabase(url, options.seeded === false ? 'migrated' : 'seeded'), clock };
  return {
    db: pgliteDatabase(
      await PGlite.create({ loadDataDir: await databaseDump(options), parsers: PGLITE_PARSERS }),
      options.maxWaiting,
    ),
    clock,
  };
}

/** The services' context on a fresh {@link testDatabase}, with the default settings (the file's own changes spread over it). */
export async function testContext(
  options: { seeded?: boolean } = {},
): Promise<ServiceContext & { db: Database; clock: ReturnType<typeof fixedClock> }> {
  const { db, clock } = await testDatabase(options);
  return { db, clock, settings: DEFAULT_SETTINGS };
}

/** The PGlite dump globalSetup built (migrated and, unless `seeded: false`, holding the demo data at TEST_START). */
export async function databaseDump(options: { seeded?: boolean } = {}): Promise<Blob> {
  return new Blob([await readFile(inject(options.seeded === false ? 'checkupMigratedDump' : 'checkupSeededDump'))]);
}

/** A database without any table (migration tests): a new in-memory PGlite, or with DATABASE_URL a new database on that server. */
export async function emptyDatabase(): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  if (url) return serverDatabase(url, 'empty');
  return pgliteDatabase(await PGlite.create({ dataDir: 'memory://', parsers: PGLITE_PARSERS }));
}

async function serverDatabase(url: string, content: 'empty' | 'migrated' | 'seeded'): Promise<Database> {
  const name = `checkup_test_${randomBytes(6).toString('hex')}`;
  const admin = await createDatabase({ url });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await createDatabase({ url: target.toString() });
  if (content !== 'empty') await migrate(db);
  if (content === 'seeded') await seed(db, fixedClock(TEST_START));
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin);
    await admin.destroy();
  };
  return db;
}

/** The n-th synthetic person (valid ID number; sex 1 male / 2 female from the 17th digit). */
export function testPerson(n: number, sex: 1 | 2 = 1) {
  const birth = `19${String(60 + (n % 40)).padStart(2, '0')}0${1 + (n % 9)}1${n % 10}`;
  const sequence = String(((Math.floor(n / 400) * 2) % 100) * 10 + (sex === 1 ? 1 : 2) + 2 * Math.floor((n % 400) / 40))
    .padStart(3, '0')
    .slice(-3);
  return { name: `测试${n}`, idCard: demoIdNumber('110101', birth, sequence), tel: `139${String(n).padStart(8, '0')}` };
}
