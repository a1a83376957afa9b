import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';

/** Folder of the versioned SQL migrations `NNNN_name.sql` (0001-1999 data core, 2000+ HTTP layer). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
// Any constant shared by all instances: the advisory lock makes concurrent starts apply migrations once.
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Takes the lock that schema and demo-data changes run under, held until `trx` ends: instances starting at once on
 * one PostgreSQL migrate and seed one after the other, each seeing what the previous one committed.
 */
export async function lockSchemaChanges(trx: QueryExecutorProvider): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
}

/**
 * Applies every migration file not yet recorded in `schema_migrations`, in filename order, in one transaction
 * under an advisory lock (so several instances starting on one PostgreSQL do not race). Returns the names applied.
 */
export async function migrate<T>(db: Kysely<T>, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return db.transaction().execute(async (trx) => {
    await lockSchemaChanges(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      trx,
    );
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(trx);
    const applied = new Set(done.rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      const script = await readFile(`${dir}/${name}`, 'utf8');
      // Parameterless, so both drivers run it with the simple-query protocol (several statements allowed).
      await sql.raw(script).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${name})`.execute(trx);
    }
    return pending;
  });
}
