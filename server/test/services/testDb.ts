import { fixedClock } from '../../src/clock';
import { createDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { seed } from '../../src/db/seed/index';
import { demoIdNumber } from '../../src/db/seed/peopleData';

/** A fixed instant for tests: Sunday 2026-11-22 09:00 Asia/Shanghai. */
export const TEST_START = new Date('2026-11-22T01:00:00Z');

/** A fresh in-memory database, migrated and (unless `seeded: false`) loaded with the demo data at the test clock. */
export async function testDatabase(options: { seeded?: boolean } = {}) {
  const clock = fixedClock(TEST_START);
  const db: Database = await createDatabase({ dataDir: 'memory://' });
  await migrate(db);
  if (options.seeded !== false) await seed(db, clock);
  return { db, clock };
}

/** The n-th synthetic person (valid ID number; sex 1 male / 2 female from the 17th digit). */
export function testPerson(n: number, sex: 1 | 2 = 1) {
  const birth = `19${String(60 + (n % 40)).padStart(2, '0')}0${1 + (n % 9)}1${n % 10}`;
  const sequence = String(((Math.floor(n / 400) * 2) % 100) * 10 + (sex === 1 ? 1 : 2) + 2 * Math.floor((n % 400) / 40)).padStart(3, '0').slice(-3);
  return { name: `测试${n}`, idCard: demoIdNumber('110101', birth, sequence), tel: `139${String(n).padStart(8, '0')}` };
}
