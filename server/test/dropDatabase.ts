/**
 * Drops a test or bench database on the shared PostgreSQL once its run is done with it.
 */
import { sql } from 'kysely';
import type { Database } from '../src/db/schema';

/**
 * A plain DROP first: PostgreSQL itself stops an autovacuum worker busy in the database, which `WITH (FORCE)` may not
 * do for a role that is not a superuser ("must be a member of the role whose process is being terminated"). Only if
 * a client is still connected (a killed server's socket not yet closed) is it dropped with FORCE.
 */
export async function dropDatabase(admin: Database, name: string): Promise<void> {
  try {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin);
  } catch (error) {
    if (!/being accessed by other users/.test(String(error))) throw error;
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
  }
}
