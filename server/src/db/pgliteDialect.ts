import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialect for an embedded PGlite instance.
 *
 * PGlite is a single PostgreSQL session. kysely-pglite's own driver (0.6.1) hands that one session to every Kysely
 * connection without a lock, so two concurrent `db.transaction()` calls interleave their BEGIN/COMMIT and see each
 * other's uncommitted rows. This driver lends the session to one connection at a time (as Kysely's SQLite driver
 * does), which gives real transaction isolation at the cost of running transactions one after another.
 *
 * `maxWaiting` bounds the queue in front of that session: when that many queries or transactions already wait, the next
 * one fails at once with {@link DatabaseBusyError} (the visitor reads 系统繁忙 promptly instead of waiting seconds).
 */
export function pgliteDialect(client: PGlite, maxWaiting = Number.POSITIVE_INFINITY): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(client, new Mutex(maxWaiting)),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class PGliteDriver implements Driver {
  readonly #client: PGlite;
  readonly #lock: Mutex;
  readonly #connection: PGliteConnection;

  constructor(client: PGlite, lock: Mutex) {
    this.#client = client;
    this.#lock = lock;
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {
    await this.#client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  releaseConnection(): Promise<void> {
    this.#lock.unlock();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    if (!this.#client.closed) await this.#client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // A query without parameters may be a multi-statement script (migrations): PGlite runs those only through
    // the simple-query protocol of `exec`, as `pg` does for a parameterless query.
    if (compiledQuery.parameters.length === 0) {
      const results = await this.#client.exec(compiledQuery.sql);
      const last = results.at(-1);
      return toQueryResult<R>(last?.rows ?? [], last?.affectedRows);
    }
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return toQueryResult(result.rows, result.affectedRows);
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

function toQueryResult<R>(rows: unknown[], affectedRows: number | undefined): QueryResult<R> {
  return {
    rows: rows as R[],
    ...(affectedRows === undefined ? {} : { numAffectedRows: BigInt(affectedRows) }),
  };
}

/** The embedded database's queue is full: the request is refused at once rather than queued (an HTTP 500, 系统繁忙). */
export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError';
}

/** A FIFO lock: `lock()` resolves when the previous holder called `unlock()`; rejects when `maxWaiting` already wait. */
class Mutex {
  #held = false;
  readonly #waiting: (() => void)[] = [];
  readonly #maxWaiting: number;

  constructor(maxWaiting: number) {
    this.#maxWaiting = maxWaiting;
  }

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.#maxWaiting)
      return Promise.reject(
        new DatabaseBusyError(`${this.#waiting.length} queries already wait for the embedded database`),
      );
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}
