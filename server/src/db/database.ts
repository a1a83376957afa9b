import { accessSync, constants, mkdirSync } from 'node:fs';
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
  /** An idle PostgreSQL connection was closed under the pool (it is replaced); defaults to a line on stderr. */
  onIdleConnectionError?: (error: Error) => void;
}

function logIdleConnectionError(error: Error): void {
  console.error(`PostgreSQL closed an idle connection (${error.message}); the pool opens a new one when needed`);
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
    // An idle pooled connection closed by the server (a restart, pg_terminate_backend, an idle timeout) is dropped by
    // the pool and replaced on the next checkout; unheard, its 'error' would end the process.
    pool.on('error', (error) => (options.onIdleConnectionError ?? logIdleConnectionError)(error));
    // A connection lent out (between a transaction's statements) has no pool listener: its failure reaches the query
    // using it, and the pool discards it on release; unheard, the 'error' event would end the process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    attachPostgresFeed(db, pool, url);
    return db;
  }
  const dataDir = options.dataDir ?? (process.env['CHECKUP_DATA_DIR'] || DEFAULT_DATA_DIR);
  const maxWaiting =
    options.maxWaiting ?? (Number(process.env['CHECKUP_PGLITE_MAX_WAITING']) || DEFAULT_PGLITE_MAX_WAITING);
  return pgliteDatabase(await openPglite(dataDir), maxWaiting);
}

/** The PGlite data folder could not be used; the message says what is wrong and how to fix it, in one line. */
export class DataFolderError extends Error {
  override readonly name = 'DataFolderError';
}

/**
 * Opens (creating when absent) the PGlite data folder, or throws a {@link DataFolderError}: PGlite's own failure is a
 * dump of its minified WebAssembly runtime, which tells nobody that the folder is read-only or not a database.
 */
async function openPglite(dataDir: string): Promise<PGlite> {
  if (dataDir.includes('://')) return PGlite.create({ dataDir, parsers: PGLITE_PARSERS });
  const fix = 'fix its permissions or set CHECKUP_DATA_DIR to a writable folder (or DATABASE_URL to a PostgreSQL)';
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const problem = code === 'EEXIST' || code === 'ENOTDIR' ? 'is a file, not a folder' : `cannot be written (${code})`;
    throw new DataFolderError(`The database folder ${dataDir} ${problem}: ${fix}`, { cause: error });
  }
  try {
    return await PGlite.create({ dataDir, parsers: PGLITE_PARSERS });
  } catch (error) {
    throw new DataFolderError(
      `The database folder ${dataDir} is not a usable PGlite database (damaged, from another PGlite version, or read-only): move it away to start afresh, or ${fix}`,
      { cause: error },
    );
  }
}

/** PGlite type parsers matching the `pg` setup: int8 (OID 20) as numbers. */
export const PGLITE_PARSERS = { 20: (value: string) => Number(value) };

/** Wraps an open PGlite instance (tests load one from a dump); `maxWaiting` bounds its queue (unbounded by default). */
export function pgliteDatabase(client: PGlite, maxWaiting?: number): Database {
  const db = new Kysely<DB>({ dialect: pgliteDialect(client, maxWaiting) });
  attachPgliteFeed(db, client);
  return db;
}
