import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, shanghaiDateOf, shanghaiInstant } from '@checkup/sdk/rules';

/**
 * Distinct clients the AI quota counts per Shanghai day before it refuses new ones: far more than use the AI in a day,
 * about 10 MB of counters, and it bounds an instance's model requests per day to this many times the daily limit.
 */
const DAILY_QUOTA_MAX_CLIENTS = 50_000;

/**
 * Request counts per client for one period at a time (a rate-limit window, a Shanghai day), kept in this process's
 * memory (PGlite): counting a request costs a map update, not a database write (PGlite runs writes one at a time, so a
 * per-request upsert queued every read behind it). The counts of a past period are dropped as a whole when the next
 * one begins, so the map holds at most the clients one period brings; with `maxClients`, at most that many: a client
 * first seen once the map is full is refused until the next period (fail closed). Letting it through uncounted would
 * lift the limit for every client past the cap, and evicting counted clients would give them their requests back.
 */
class PeriodCounts {
  readonly #maxClients: number;
  #period: string | number | undefined;
  #counts = new Map<string, number>();

  constructor(maxClients = Number.POSITIVE_INFINITY) {
    this.#maxClients = maxClients;
  }

  /** True when the period's map holds `maxClients` clients (new ones are refused). */
  get full(): boolean {
    return this.#counts.size >= this.#maxClients;
  }

  /** Counts one request of `client` in `period` while it has made fewer than `limit`; false (nothing counted) otherwise. */
  take(period: string | number, client: string, limit: number): boolean {
    if (period !== this.#period) {
      this.#period = period;
      this.#counts = new Map();
    }
    const used = this.#counts.get(client);
    if (used === undefined && this.full) return false;
    if ((used ?? 0) >= limit) return false;
    this.#counts.set(client, (used ?? 0) + 1);
    return true;
  }
}

/** One count a request adds to: a bucket and the most hits it may have in the current period. */
export interface LimitHit {
  bucket: string;
  limit: number;
}

/**
 * Counts in the shared database (PostgreSQL, several instances) as each request comes, for the AI quota, where a model
 * request is worth a round trip and no instance may overshoot: one `INSERT … ON CONFLICT DO UPDATE … RETURNING` per
 * request, so every instance on the database agrees on every count. A
 * refused request counts too (one statement, no read-then-write race); the count only grows past a limit already
 * reached. Rows live until their period ends plus a minute, then the sweep deletes them ({@link purgeEndedCounts}).
 */
class DatabaseCounts {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async take(period: string, hits: readonly LimitHit[], expiresAt: Date): Promise<boolean> {
    const rows = sql.join(hits.map((h) => sql`(${h.bucket}, ${period}, 1, ${expiresAt})`));
    const counted = await sql<{ bucket: string; hits: number }>`
      INSERT INTO limit_counts (bucket, period, hits, expires_at) VALUES ${rows}
      ON CONFLICT (bucket, period) DO UPDATE SET hits = limit_counts.hits + 1
      RETURNING bucket, hits`.execute(this.#db);
    return counted.rows.every((row) => row.hits <= (hits.find((h) => h.bucket === row.bucket)?.limit ?? 0));
  }
}

/** A bucket's count as this instance knows it: the database's total at the last flush, and its hits since. */
interface KnownCount {
  shared: number;
  pending: number;
  /** The most hits this instance keeps unshared before it flushes at once ({@link unsharedAllowance}). */
  allowance: number;
}

/** How long a flush that failed (database unreachable) waits before it tries again; the hits stay pending. */
const FLUSH_RETRY_MS = 1_000;

/**
 * How long hits far from every limit wait to be flushed: one upsert per this interval carries every bucket's hits,
 * instead of one per database round trip (which, under steady reads, ran back to back and cost every read a share of a
 * write transaction).
 */
export const LAZY_FLUSH_MS = 250;

/**
 * The hits on one bucket an instance may keep unshared before it flushes at once: 1/64 of the limit (at least one).
 * Each instance may let through this many, plus what reaches it during one flush round trip, beyond what the others
 * have counted; small limits (SMS sends, minting, tests) flush on every hit.
 */
function unsharedAllowance(limit: number): number {
  return Math.max(1, Math.floor(limit / 64));
}

/**
 * Counts in memory and flushes to the shared database: a request is decided at once on the total the database
 * returned at this instance's last flush plus the hits since, and the hits are added to the database by one upsert per
 * flush (one in flight at a time, each batching every bucket that has hits waiting), which returns the new totals.
 * A flush starts at once when a bucket's unshared hits reach its allowance ({@link unsharedAllowance}), else within
 * {@link LAZY_FLUSH_MS}. Every instance agrees once it has flushed: an instance that has not yet heard of another's
 * hits on a bucket allows at most that other's allowance plus the hits it receives during one flush round trip beyond
 * the limit. A request waits for no database write, and busy buckets (one token or address under load) are one row
 * update per flush, not one per request.
 */
class FlushedDatabaseCounts {
  readonly #db: Database;
  #period: string | undefined;
  #expiresAt = new Date(0);
  #counts = new Map<string, KnownCount>();
  #flushing = false;
  #timer: NodeJS.Timeout | undefined;
  #timerDueAt = 0;

  constructor(db: Database) {
    this.#db = db;
  }

  take(period: string, hits: readonly LimitHit[], expiresAt: Date): boolean {
    if (period !== this.#period) {
      this.#period = period;
      this.#expiresAt = expiresAt;
      this.#counts = new Map();
    }
    const known = hits.map((h) => this.#known(h.bucket, h.limit));
    if (hits.some((h, i) => (known[i]?.shared ?? 0) + (known[i]?.pending ?? 0) >= h.limit)) return false;
    for (const count of known) count.pending += 1;
    this.#scheduleFlush();
    return true;
  }

  #known(bucket: string, limit: number): KnownCount {
    let count = this.#counts.get(bucket);
    if (!count) {
      count = { shared: 0, pending: 0, allowance: unsharedAllowance(limit) };
      this.#counts.set(bucket, count);
    }
    return count;
  }

  /** Flushes at once when a bucket's unshared hits reach its allowance, else within the lazy interval. */
  #scheduleFlush(retryMs?: number): void {
    if (this.#flushing) return;
    const pending = [...this.#counts.values()].filter((c) => c.pending > 0);
    if (pending.length === 0) return;
    const delayMs = retryMs ?? (pending.some((c) => c.pending >= c.allowance) ? 0 : LAZY_FLUSH_MS);
    const dueAt = Date.now() + delayMs;
    if (this.#timer !== undefined) {
      if (this.#timerDueAt <= dueAt) return;
      clearTimeout(this.#timer);
    }
    this.#timerDueAt = dueAt;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#flush();
    }, delayMs);
  }

  async #flush(): Promise<void> {
    this.#flushing = true;
    const counts = this.#counts;
    const batch = [...counts]
      .filter(([, c]) => c.pending > 0)
      .map(([bucket, count]) => ({ bucket, count, sent: count.pending }));
    let retryMs: number | undefined;
    try {
      if (batch.length > 0) {
        const rows = sql.join(batch.map((b) => sql`(${b.bucket}, ${this.#period}, ${b.sent}, ${this.#expiresAt})`));
        const totals = await sql<{ bucket: string; hits: number }>`
          INSERT INTO limit_counts (bucket, period, hits, expires_at) VALUES ${rows}
          ON CONFLICT (bucket, period) DO UPDATE SET hits = limit_counts.hits + excluded.hits
          RETURNING bucket, hits`.execute(this.#db);
        const byBucket = new Map(totals.rows.map((row) => [row.bucket, row.hits]));
        for (const b of batch) {
          b.count.shared = byBucket.get(b.bucket) ?? b.count.shared;
          b.count.pending -= b.sent;
        }
      }
    } catch {
      retryMs = FLUSH_RETRY_MS;
    } finally {
      this.#flushing = false;
    }
    this.#scheduleFlush(retryMs);
  }
}

/** Deletes the counts of periods that have ended (the sweep's task; nothing to do where counts live in memory). */
export async function purgeEndedCounts(db: Database, now: Date): Promise<void> {
  await sql`DELETE FROM limit_counts WHERE expires_at < ${now}`.execute(db);
}

/**
 * Fixed-window rate limiter. `shared` (PostgreSQL) counts in the database ({@link FlushedDatabaseCounts}), so N
 * instances allow a client the limit once, not N times; without it (PGlite, one process) it counts in this process's memory
 * ({@link PeriodCounts}): PGlite runs statements one at a time, and a per-request upsert would queue every read behind
 * a write. Not capped in memory: a window of a minute holds only the clients one minute of requests brings, and a full
 * map would refuse every new visitor (tokens are free, so filling it is cheap).
 */
export class RateLimiter {
  readonly #windowMs: number;
  readonly #now: () => Date;
  readonly #memory = new PeriodCounts();
  readonly #shared: FlushedDatabaseCounts | undefined;

  constructor(windowMs: number, now: () => Date, shared?: Database) {
    this.#windowMs = windowMs;
    this.#now = now;
    this.#shared = shared ? new FlushedDatabaseCounts(shared) : undefined;
  }

  /** Counts one request in each bucket; true while every bucket is within its limit. */
  hit(hits: readonly LimitHit[]): boolean {
    const now = this.#now().getTime();
    const start = now - (now % this.#windowMs);
    if (this.#shared)
      return this.#shared.take(`w${this.#windowMs}@${start}`, hits, new Date(start + this.#windowMs + 60_000));
    return hits.every((h) => this.#memory.take(start, h.bucket, h.limit));
  }
}

/**
 * Requests allowed per client per Asia/Shanghai calendar day (the AI endpoint's quota), counted like
 * {@link RateLimiter} with a Shanghai day for a window: in the database when `shared`, else in memory. A day would let
 * the memory map grow for as long, so there it counts at most `maxClients` clients a day ({@link PeriodCounts}: new
 * ones are refused past that, until Shanghai midnight). A limit of 0 switches the quota off.
 */
export class DailyQuota {
  readonly #limit: number;
  readonly #counts: PeriodCounts;
  readonly #shared: DatabaseCounts | undefined;

  constructor(limit: number, options: { maxClients?: number; shared?: Database | undefined } = {}) {
    this.#limit = limit;
    this.#counts = new PeriodCounts(options.maxClients ?? DAILY_QUOTA_MAX_CLIENTS);
    this.#shared = options.shared ? new DatabaseCounts(options.shared) : undefined;
  }

  /** True when today's in-memory quota counts as many clients as it may (new ones are refused until the next Shanghai day). */
  get full(): boolean {
    return this.#counts.full;
  }

  /** Takes one request from `bucket`'s quota of the Shanghai day of `now`; false once it is used up. */
  take(bucket: string, now: Date): boolean | Promise<boolean> {
    if (this.#limit <= 0) return true;
    const day = shanghaiDateOf(now);
    if (!this.#shared) return this.#counts.take(day, bucket, this.#limit);
    const dayEnd = shanghaiInstant(addDays(day, 1));
    return this.#shared.take(
      `day@${day}`,
      [{ bucket: `ai:${bucket}`, limit: this.#limit }],
      new Date(dayEnd.getTime() + 60_000),
    );
  }
}

/**
 * The rate-limit and quota bucket of a client address: an IPv4 address on its own (also written IPv4-mapped,
 * `::ffff:a.b.c.d`, as a dual-stack socket reports it), an IPv6 address by its /64 prefix: one subscriber or network
 * gets a whole /64 and may use any address in it, so counting each address would let one client multiply its limit
 * (and the counters) at will.
 */
export function clientAddressBucket(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return `ip:${address}`;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return `ip:${[groups[6] ?? 0, groups[7] ?? 0].flatMap((g) => [g >> 8, g & 0xff]).join('.')}`;
  return `ip6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part read as two groups). */
function ipv6Groups(address: string): number[] {
  const read = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const gap = address.indexOf('::');
  if (gap < 0) return read(address);
  const head = read(address.slice(0, gap));
  const tail = read(address.slice(gap + 2));
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** Whole seconds from `now` to the next Asia/Shanghai midnight, when daily quotas start afresh (at least 1). */
export function secondsToShanghaiMidnight(now: Date): number {
  const nextDay = shanghaiInstant(addDays(shanghaiDateOf(now), 1));
  return Math.max(1, Math.ceil((nextDay.getTime() - now.getTime()) / 1000));
}
