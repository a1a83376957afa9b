import { fixedClock } from '../../src/clock';
import { createDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { seed } from '../../src/db/seed/index';

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
