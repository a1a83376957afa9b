/**
 * A read-through cache of query results that the database's change feed invalidates. Concurrent misses of one key
 * share one load; an invalidation drops every entry, including loads still under way, so a read that starts after a
 * committed write never gets an answer loaded before it. Entries also expire after `ttlMs`, a bound on staleness
 * should a notification be late; when the feed is lost the cache stops caching. Values are shared between callers:
 * treat them as read-only.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  /** Past this many keys the oldest entry is dropped (the key space comes from request bodies). */
  maxEntries: number;
  /** Monotonic milliseconds (tests pass their own). */
  now?: () => number;
}

export class ReadCache {
  readonly #entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  readonly #options: ReadCacheOptions;
  readonly #now: () => number;
  #enabled = true;

  constructor(options: ReadCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => performance.now());
  }

  /** The cached value of `key`, else `load()`'s (cached unless it fails). */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
    if (!this.#enabled) return load();
    const value = load();
    this.#entries.delete(key);
    if (this.#entries.size >= this.#options.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { value, expiresAt: now + this.#options.ttlMs });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** The data changed: every later read loads again. */
  invalidate(): void {
    this.#entries.clear();
  }

  /** Changes can no longer be heard: stop caching (every read loads). */
  disable(): void {
    this.#enabled = false;
    this.#entries.clear();
  }
}
