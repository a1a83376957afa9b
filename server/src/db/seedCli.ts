/** `npm run db:seed -w @checkup/server`: applies migrations and reloads the demo data (wipes the core tables). */
import { systemClock } from '../clock';
import { createDatabase } from './database';
import { migrate } from './migrate';
import { seed } from './seed/index';

const db = await createDatabase();
try {
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  await seed(db, systemClock(), { reset: true });
  console.log('Demo data loaded.');
} finally {
  await db.destroy();
}
