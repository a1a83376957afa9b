import type { Generated, Kysely } from 'kysely';

/** Row types of the platform tables created by `db/migrations/2000_platform.sql`. */
// A type alias (not an interface) so it satisfies `withTables`' `Record<string, ...>` constraint.
type PlatformTables = {
  platform_secret: { name: string; value: string; created_at: Generated<Date> };
  http_session: {
    id: string;
    openid: string | null;
    report_grant: string | null;
    created_at: Date;
    expires_at: Date;
  };
};

/** The platform's typed view of the shared database (same connection, extra table types). */
export type PlatformDb = Kysely<PlatformTables>;

/**
 * Adds the platform table types to the business database handle. `withTables` keeps the same driver and connection;
 * the cast only narrows the view to the platform tables, which is all the platform modules may touch.
 */
export function platformDb<DB>(db: Kysely<DB>): PlatformDb {
  return db.withTables<PlatformTables>() as unknown as PlatformDb;
}
