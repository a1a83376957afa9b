/**
 * Drops a test database on the shared PostgreSQL once the test is done with it.
 */
import { sql } from 'kysely';
import type { Database } from '@checkup/server/testing';

/**
 * A plain DROP first: PostgreSQL itself stops an autovacuum worker busy in the database, which `WITH (FORCE)` may not
 * do for a role that is not a superuser ("must be a member of the role whose process is being terminated"). Only if
 * a client session is still connected (a killed server's socket not yet closed) is it dropped with FORCE.
 */
export async function dropDatabase(admin: Database, name: string): Promise<void> {
  try {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin);
  } catch (error) {
    if (!/being accessed by other users/.test(String(error))) throw error;
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
  }
}
