import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiInstant } from '@checkup/sdk/rules';
import {
  clientAddressBucket,
  DailyQuota,
  LAZY_FLUSH_MS,
  RateLimiter,
  secondsToShanghaiMidnight,
} from '../../src/platform/rateLimiter';
import type { Database } from '../../src/db/schema';
import { testDatabase } from './testDb';

describe('RateLimiter (in memory, fixed window)', () => {
  it('allows max hits per bucket and window (times the weight), refuses the next, and starts over in the next window', () => {
    let now = 120_000;
    const limiter = new RateLimiter(60_000, () => new Date(now));
    const a = [{ bucket: 'a', limit: 2 }];
    expect([limiter.hit(a), limiter.hit(a), limiter.hit(a)]).toEqual([true, true, false]);
    expect(limiter.hit([{ bucket: 'b', limit: 2 }])).toBe(true);
    expect(Array.from({ length: 7 }, () => limiter.hit([{ bucket: 'ip', limit: 6 }]))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    now += 59_999;
    expect(limiter.hit(a)).toBe(false);
    now += 1;
    expect([limiter.hit(a), limiter.hit(a), limiter.hit(a)]).toEqual([true, true, false]);
  });

  it('refuses a request when any of its buckets is past its limit (a fresh token does not reset the address)', () => {
    const limiter = new RateLimiter(60_000, () => new Date(0));
    const withToken = (token: string) =>
      limiter.hit([
        { bucket: `token:${token}`, limit: 2 },
        { bucket: 'ip:1', limit: 3 },
      ]);
    expect([withToken('t1'), withToken('t2'), withToken('t3'), withToken('t4')]).toEqual([true, true, true, false]);
  });
});

describe('DailyQuota (in memory, per Asia/Shanghai day)', () => {
  it('allows `limit` requests per bucket and Shanghai day, refuses the next without counting it, and starts over at Shanghai midnight', () => {
    const quota = new DailyQuota(2);
    let now = shanghaiInstant('2026-11-22', 23, 59, 59);
    expect([quota.take('a', now), quota.take('a', now), quota.take('a', now), quota.take('a', now)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(quota.take('b', now)).toBe(true);
    expect(secondsToShanghaiMidnight(now)).toBe(1);
    now = shanghaiInstant('2026-11-23');
    expect([quota.take('a', now), quota.take('a', now), quota.take('a', now)]).toEqual([true, true, false]);
    expect(secondsToShanghaiMidnight(now)).toBe(24 * 3600);
  });

  it('counts at most `maxClients` clients a day: a new one past that is refused until Shanghai midnight, the counted ones keep their counts', () => {
    const quota = new DailyQuota(2, { maxClients: 3 });
    let now = shanghaiInstant('2026-11-22', 12);
    for (const client of ['a', 'b', 'c']) expect(quota.take(client, now)).toBe(true);
    // A client with many addresses cannot grow the map, nor push the counted clients out to reset their counts.
    expect(Array.from({ length: 1_000 }, (_, i) => quota.take(`new-${i}`, now)).some(Boolean)).toBe(false);
    expect(quota.full).toBe(true);
    expect([quota.take('a', now), quota.take('a', now)]).toEqual([true, false]);
    expect(quota.take('c', now)).toBe(true);
    now = shanghaiInstant('2026-11-23');
    expect(quota.full).toBe(true);
    expect(quota.take('new-0', now)).toBe(true);
    expect(quota.full).toBe(false);
    expect([quota.take('a', now), quota.take('a', now), quota.take('a', now)]).toEqual([true, true, false]);
  });

  it('counts up to 50,000 clients a day by default', () => {
    const quota = new DailyQuota(1);
    const now = shanghaiInstant('2026-11-22', 12);
    for (let i = 0; i < 50_000; i += 1) expect(quota.take(`ip:${i}`, now)).toBe(true);
    expect(quota.take('ip:one-more', now)).toBe(false);
    expect(quota.full).toBe(true);
  });

  it('never refuses with a limit of 0 (off)', () => {
    const quota = new DailyQuota(0);
    const now = shanghaiInstant('2026-11-22', 12);
    expect(Array.from({ length: 1_000 }, () => quota.take('a', now)).every(Boolean)).toBe(true);
  });
});

describe('clientAddressBucket (the rate limit and AI quota count per bucket)', () => {
  it('counts an IPv4 address on its own, also when a dual-stack socket writes it IPv4-mapped', () => {
    expect(clientAddressBucket('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientAddressBucket('::ffff:203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientAddressBucket('::FFFF:cb00:7107')).toBe('ip:203.0.113.7');
    expect(clientAddressBucket('203.0.113.8')).not.toBe(clientAddressBucket('203.0.113.7'));
  });

  it('counts an IPv6 address by its /64 (one subscriber may use any address in it), however it is written', () => {
    const bucket = 'ip6:2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:aaaa::',
      '2001:db8:1:2:0:0:1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect([address, clientAddressBucket(address)]).toEqual([address, bucket]);
    }
    expect(clientAddressBucket('2001:db8:1:3::1')).toBe('ip6:2001:db8:1:3::/64');
    expect(clientAddressBucket('2001:db8::')).toBe('ip6:2001:db8:0:0::/64');
    expect(clientAddressBucket('::1')).toBe('ip6:0:0:0:0::/64');
    // Not the bucket of every IPv4-mapped client: their first 64 bits are zero too.
    expect(clientAddressBucket('::ffff:203.0.113.7')).not.toBe(clientAddressBucket('::1'));
  });
});

describe('RateLimiter counting in the shared database (PostgreSQL: several instances)', () => {
  const DAY_MS = 86_400_000;
  let db: Database;
  beforeAll(async () => {
    ({ db } = await testDatabase({ seeded: false }));
  });
  afterAll(() => db.destroy());

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const sharedHits = async (bucket: string) =>
    (await sql<{ hits: number }>`SELECT hits FROM limit_counts WHERE bucket = ${bucket}`.execute(db)).rows[0]?.hits;

  it('keeps hits far from every limit in memory and flushes them together within the lazy interval', async () => {
    const limiter = new RateLimiter(DAY_MS, () => new Date(), db);
    // An allowance of 100 unshared hits (1/64 of the limit): ten hits wait for the interval, not for a round trip each.
    for (let i = 0; i < 10; i += 1) expect(limiter.hit([{ bucket: 'lazy', limit: 6_400 }])).toBe(true);
    await wait(50);
    expect(await sharedHits('lazy')).toBeUndefined();
    await wait(LAZY_FLUSH_MS + 250);
    expect(await sharedHits('lazy')).toBe(10);
  });

  it('flushes at once when a bucket reaches its allowance, so another instance allows at most that beyond the limit', async () => {
    const first = new RateLimiter(DAY_MS, () => new Date(), db);
    const second = new RateLimiter(DAY_MS, () => new Date(), db);
    const limit = 640; // an allowance of 10 unshared hits per instance
    const bucket = [{ bucket: 'eager', limit }];
    for (let i = 0; i < limit; i += 1) expect(first.hit(bucket)).toBe(true);
    await wait(200);
    expect(await sharedHits('eager')).toBe(limit);
    const answers: boolean[] = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push(second.hit(bucket));
      await wait(30);
    }
    const allowed = answers.filter(Boolean).length;
    expect(allowed).toBeGreaterThanOrEqual(1);
    expect(allowed).toBeLessThanOrEqual(10);
    expect(answers.slice(-5)).toEqual([false, false, false, false, false]);
  });
});
