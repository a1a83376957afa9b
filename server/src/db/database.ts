import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { attachPgliteFeed, attachPostgresFeed } from './changeFeed';
import { pgliteDialect } from './pgliteDialect';
import type { Database, DB } from './schema';

/** Where the data lives: a PostgreSQL URL, else an embedded PGlite folder (or `memory://`). */
export interface DatabaseOptions {
  /** `postgres://...`; wins over `dataDir`. Defaults to `DATABASE_URL` unless `dataDir` is given. */
  url?: string;
  /** PGlite data folder or `memory://`. Defaults to `CHECKUP_DATA_DIR`, else `server/data`. */
  dataDir?: string;
  /**
   * PGlite: most queries or transactions waiting for its single session before the next is refused at once
   * (pgliteDialect.ts). Defaults to `CHECKUP_PGLITE_MAX_WAITING`, else {@link DEFAULT_PGLITE_MAX_WAITING}.
   */
  maxWaiting?: number;
}

/**
 * About half a second of bookings at the embedded database's pace: a visitor past that is told 系统繁忙 at once
 * rather than waiting seconds for an answer they would likely give up on.
 */
const DEFAULT_PGLITE_MAX_WAITING = 100;

/** The default PGlite folder: `server/data` next to `src`. */
const DEFAULT_DATA_DIR = resolve(fileURLToPath(new URL('../../data', import.meta.url)));

/**
 * Opens the database. Same schema and queries on both engines, and the same change notifications (`changeFeed.ts`);
 * call {@link migrate} before use and `db.destroy()` to close.
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url = options.url ?? (options.dataDir === undefined ? process.env['DATABASE_URL'] || undefined : undefined);
  if (url) {
    // int8 (count(*), sums) as numbers: our counts and fen amounts stay far below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    attachPostgresFeed(db, pool, url);
    return db;
  }
  const dataDir = options.dataDir ?? (process.env['CHECKUP_DATA_DIR'] || DEFAULT_DATA_DIR);
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const maxWaiting = options.maxWaiting ?? (Number(process.env['CHECKUP_PGLITE_MAX_WAITING']) || DEFAULT_PGLITE_MAX_WAITING);
  return pgliteDatabase(await PGlite.create({ dataDir, parsers: PGLITE_PARSERS }), maxWaiting);
}

/** PGlite type parsers matching the `pg` setup: int8 (OID 20) as numbers. */
export const PGLITE_PARSERS = { 20: (value: string) => Number(value) };

/** Wraps an open PGlite instance (tests load one from a dump); `maxWaiting` bounds its queue (unbounded by default). */
export function pgliteDatabase(client: PGlite, maxWaiting?: number): Database {
  const db = new Kysely<DB>({ dialect: pgliteDialect(client, maxWaiting) });
  attachPgliteFeed(db, client);
  return db;
}
