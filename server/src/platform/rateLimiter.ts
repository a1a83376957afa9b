import { addDays, shanghaiDateOf, shanghaiInstant } from '@checkup/sdk/rules';

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

/**
 * Requests allowed per client per Asia/Shanghai calendar day (the AI endpoint's quota), counted in this instance's
 * memory like {@link RateLimiter}: with several instances the quota is per client per instance. The day's counters are
 * dropped as a whole when the next Shanghai day begins. A limit of 0 switches the quota off.
 */
export class DailyQuota {
  readonly #limit: number;
  #day = '';
  #used = new Map<string, number>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Takes one request from `bucket`'s quota of the Shanghai day of `now`; false (nothing taken) once it is used up. */
  take(bucket: string, now: Date): boolean {
    if (this.#limit <= 0) return true;
    const day = shanghaiDateOf(now);
    if (day !== this.#day) {
      this.#day = day;
      this.#used = new Map();
    }
    const used = this.#used.get(bucket) ?? 0;
    if (used >= this.#limit) return false;
    this.#used.set(bucket, used + 1);
    return true;
  }
}

/** Whole seconds from `now` to the next Asia/Shanghai midnight, when daily quotas start afresh (at least 1). */
export function secondsToShanghaiMidnight(now: Date): number {
  const nextDay = shanghaiInstant(addDays(shanghaiDateOf(now), 1));
  return Math.max(1, Math.ceil((nextDay.getTime() - now.getTime()) / 1000));
}
