import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fixedClock } from '../../src/clock';
import { PGLITE_PARSERS, pgliteDatabase } from '../../src/db/database';
import { demoIdNumber } from '../../src/db/seed/peopleData';
import { TEST_START } from './testStart';

export { TEST_START } from './testStart';

/**
 * A fresh in-memory database loaded from the dump built by globalSetup: migrated and (unless `seeded: false`)
 * holding the demo data seeded at TEST_START. The clock starts at TEST_START.
 */
export async function testDatabase(options: { seeded?: boolean } = {}) {
  const dump = await readFile(inject(options.seeded === false ? 'checkupMigratedDump' : 'checkupSeededDump'));
  const db = pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([dump]), parsers: PGLITE_PARSERS }));
  return { db, clock: fixedClock(TEST_START) };
}

/** The n-th synthetic person (valid ID number; sex 1 male / 2 female from the 17th digit). */
export function testPerson(n: number, sex: 1 | 2 = 1) {
  const birth = `19${String(60 + (n % 40)).padStart(2, '0')}0${1 + (n % 9)}1${n % 10}`;
  const sequence = String(((Math.floor(n / 400) * 2) % 100) * 10 + (sex === 1 ? 1 : 2) + 2 * Math.floor((n % 400) / 40)).padStart(3, '0').slice(-3);
  return { name: `测试${n}`, idCard: demoIdNumber('110101', birth, sequence), tel: `139${String(n).padStart(8, '0')}` };
}
