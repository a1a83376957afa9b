/**
 * A read-through cache of query results that the database's change feed invalidates. Concurrent misses of one key
 * share one load; an invalidation drops every entry, including loads still under way, so a read that starts after a
 * committed write never gets an answer loaded before it. With `ttlMs`, entries also expire after it, a bound on
 * staleness should a notification be late; without, they live until a change (or eviction). When the feed is lost
 * the cache stops caching. Values are shared between callers: treat them as read-only.
 *
 * A hit in the last `refreshAheadMs` of an entry's life starts one reload in the background and is still answered
 * from the entry, so under steady reads an entry is replaced before it expires and no reader waits for the database
 * (otherwise every reader of the key would queue behind one load each TTL, a stall that shows in the tail latency).
 * The replacement counts its age from the start of its load, so the staleness bound is unchanged.
 */
export interface ReadCacheOptions {
  /** How long an entry may answer without a change notification; absent: until one (no expiry, no reload ahead). */
  ttlMs?: number;
  /** Past this many keys the oldest entry is dropped (the key space comes from request bodies). */
  maxEntries: number;
  /** How long before expiry a hit reloads the entry in the background; default a fifth of the TTL (none without). */
  refreshAheadMs?: number;
  /** Monotonic milliseconds (tests pass their own). */
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  /** How the value was loaded: a reload ahead of expiry runs it again. */
  load: () => Promise<T>;
  /** The loaded value, once `value` has resolved (lets hits answer without waiting a turn). */
  settled?: { value: T };
  expiresAt: number;
  refreshing: boolean;
}

export class ReadCache {
  readonly #entries = new Map<string, Entry<unknown>>();
  readonly #options: ReadCacheOptions;
  readonly #refreshAheadMs: number;
  readonly #now: () => number;
  #enabled = true;

  constructor(options: ReadCacheOptions) {
    this.#options = options;
    this.#refreshAheadMs = options.refreshAheadMs ?? (options.ttlMs ?? 0) / 5;
    this.#now = options.now ?? (() => performance.now());
  }

  /** The cached value of `key`, else `load()`'s (cached unless it fails). */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#fresh<T>(key);
    if (entry) return entry.value;
    if (!this.#enabled) return load();
    return this.#store(key, load).value;
  }

  /** The loaded value of `key` when a fresh one is at hand now (no waiting), else undefined: then {@link read}. */
  peek<T>(key: string): { value: T } | undefined {
    return this.#fresh<T>(key)?.settled;
  }

  /** The data changed: every later read loads again. */
  invalidate(): void {
    this.#entries.clear();
  }

  /** Changes can no longer be heard: stop caching (every read loads). */
  disable(): void {
    this.#enabled = false;
    this.invalidate();
  }

  /** Changes are heard again: cache from now on, starting empty (what changed meanwhile was not heard). */
  enable(): void {
    this.#enabled = true;
    this.invalidate();
  }

  /** The unexpired entry of `key` (reloading it ahead when due), or undefined. */
  #fresh<T>(key: string): Entry<T> | undefined {
    const entry = this.#entries.get(key) as Entry<T> | undefined;
    if (!entry) return undefined;
    const now = this.#now();
    if (entry.expiresAt <= now) return undefined;
    if (entry.settled && !entry.refreshing && entry.expiresAt - now <= this.#refreshAheadMs) this.#refresh(key, entry);
    return entry;
  }

  /** When an entry loaded from now expires. */
  #expiry(): number {
    return this.#now() + (this.#options.ttlMs ?? Infinity);
  }

  /** Loads `key` into a new entry (replacing any), dropped again if the load fails. */
  #store<T>(key: string, load: () => Promise<T>): Entry<T> {
    const entry: Entry<T> = { value: load(), load, expiresAt: this.#expiry(), refreshing: false };
    this.#entries.delete(key);
    if (this.#entries.size >= this.#options.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, entry);
    entry.value.then(
      (value) => {
        entry.settled = { value };
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return entry;
  }

  /** Reloads `key` while `entry` keeps answering; the new value takes over once loaded, if `entry` is still current. */
  #refresh<T>(key: string, entry: Entry<T>): void {
    entry.refreshing = true;
    const expiresAt = this.#expiry();
    entry.load().then(
      (value) => {
        // Gone (invalidated, evicted) since the reload began: its answer may predate a write.
        if (this.#entries.get(key) !== entry) return;
        this.#entries.set(key, {
          value: Promise.resolve(value),
          load: entry.load,
          settled: { value },
          expiresAt,
          refreshing: false,
        });
      },
      // A failed reload is not retried on every hit: the entry expires, and the next read loads (and reports) afresh.
      () => undefined,
    );
  }
}
