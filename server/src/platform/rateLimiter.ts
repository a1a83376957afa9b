/** Requests allowed per client per window. */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window rate limiter whose counters live in this instance's memory: counting a request costs a map update,
 * not a database write on every call (PGlite runs writes one at a time, so a per-request upsert queued every read
 * behind it). Each instance counts the requests it serves; with several instances the limit is per client per
 * instance (docs/decisions.md). Counters of a past window are dropped as a whole when the next window begins.
 */
export class RateLimiter {
  readonly #options: RateLimitOptions;
  readonly #now: () => Date;
  #windowStart = Number.NaN;
  #hits = new Map<string, number>();

  constructor(options: RateLimitOptions, now: () => Date) {
    this.#options = options;
    this.#now = now;
  }

  /** Counts one request for `bucket`; true while the bucket is within its limit (`max` times `weight`). */
  hit(bucket: string, weight = 1): boolean {
    const now = this.#now().getTime();
    const windowStart = now - (now % this.#options.windowMs);
    if (windowStart !== this.#windowStart) {
      this.#windowStart = windowStart;
      this.#hits = new Map();
    }
    const hits = (this.#hits.get(bucket) ?? 0) + 1;
    this.#hits.set(bucket, hits);
    return hits <= this.#options.max * weight;
  }
}
