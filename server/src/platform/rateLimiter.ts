import { isIPv6 } from 'node:net';
import { addDays, shanghaiDateOf, shanghaiInstant } from '@checkup/sdk/rules';

/** Requests allowed per client per window. */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * Distinct clients the AI quota counts per Shanghai day before it refuses new ones: far more than use the AI in a day,
 * about 10 MB of counters, and it bounds an instance's model requests per day to this many times the daily limit.
 */
const DAILY_QUOTA_MAX_CLIENTS = 50_000;

/**
 * Request counts per client for one period at a time (a rate-limit window, a Shanghai day), kept in this instance's
 * memory: counting a request costs a map update, not a database write (PGlite runs writes one at a time, so a
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

/**
 * Fixed-window rate limiter counting in this instance's memory ({@link PeriodCounts}). Each instance counts the
 * requests it serves; with several instances the limit is per client per instance
 * (docs/adr/0010-per-instance-rate-limits-and-read-cache.md). Not capped:
 * a window of a minute holds only the clients one minute of requests brings, and a full map would refuse every new
 * visitor (tokens are free, so filling it is cheap).
 */
export class RateLimiter {
  readonly #options: RateLimitOptions;
  readonly #now: () => Date;
  readonly #counts = new PeriodCounts();

  constructor(options: RateLimitOptions, now: () => Date) {
    this.#options = options;
    this.#now = now;
  }

  /** Counts one request for `bucket`; true while the bucket is within its limit (`max` times `weight`). */
  hit(bucket: string, weight = 1): boolean {
    const now = this.#now().getTime();
    return this.#counts.take(now - (now % this.#options.windowMs), bucket, this.#options.max * weight);
  }
}

/**
 * Requests allowed per client per Asia/Shanghai calendar day (the AI endpoint's quota), counted like
 * {@link RateLimiter} with a Shanghai day for a window: with several instances the quota is per client per instance.
 * A day would let the map grow for as long, so it counts at most `maxClients` clients a day ({@link PeriodCounts}:
 * new ones are refused past that, until Shanghai midnight). A limit of 0 switches the quota off.
 */
export class DailyQuota {
  readonly #limit: number;
  readonly #counts: PeriodCounts;

  constructor(limit: number, maxClients = DAILY_QUOTA_MAX_CLIENTS) {
    this.#limit = limit;
    this.#counts = new PeriodCounts(maxClients);
  }

  /** True when today's quota counts as many clients as it may (new ones are refused until the next Shanghai day). */
  get full(): boolean {
    return this.#counts.full;
  }

  /** Takes one request from `bucket`'s quota of the Shanghai day of `now`; false (nothing taken) once it is used up. */
  take(bucket: string, now: Date): boolean {
    if (this.#limit <= 0) return true;
    return this.#counts.take(shanghaiDateOf(now), bucket, this.#limit);
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
  return `ip6:${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
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
