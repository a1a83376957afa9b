import { sql } from 'kysely';
import type { PlatformDb } from './tables';

/** Requests allowed per client per window. */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window rate limiter whose counters live in the database, so the limit holds across instances. One upsert per
 * request; old windows are purged by the periodic sweep.
 */
export class RateLimiter {
  readonly #db: PlatformDb;
  readonly #options: RateLimitOptions;
  readonly #now: () => Date;

  constructor(db: PlatformDb, options: RateLimitOptions, now: () => Date) {
    this.#db = db;
    this.#options = options;
    this.#now = now;
  }

  /** Counts one request for `bucket`; true while the bucket is within its limit (`max` times `weight`). */
  async hit(bucket: string, weight = 1): Promise<boolean> {
    const now = this.#now().getTime();
    const windowStart = new Date(now - (now % this.#options.windowMs));
    const row = await this.#db
      .insertInto('rate_limit_counter')
      .values({ bucket, window_start: windowStart, hits: 1 })
      .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_counter.hits + 1` }))
      .returning('hits')
      .executeTakeFirstOrThrow();
    return row.hits <= this.#options.max * weight;
  }

  async purgeOld(): Promise<void> {
    const cutoff = new Date(this.#now().getTime() - 2 * this.#options.windowMs);
    await this.#db.deleteFrom('rate_limit_counter').where('window_start', '<', cutoff).execute();
  }
}
