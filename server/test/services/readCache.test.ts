import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/services/readCache';

/** A load whose answer the test releases, counting how often it ran. */
function gatedLoad<T>() {
  const calls: Array<(value: T) => void> = [];
  const load = () => new Promise<T>((resolve) => calls.push(resolve));
  return { load, calls };
}

describe('ReadCache', () => {
  const options = (now: () => number) => ({ ttlMs: 1_000, maxEntries: 3, now });

  it('answers repeated reads from one load, and concurrent misses share that load', async () => {
    const cache = new ReadCache(options(() => 0));
    const { load, calls } = gatedLoad<number>();
    const first = cache.read('k', load);
    const second = cache.read('k', load);
    expect(calls).toHaveLength(1);
    calls[0]?.(7);
    expect(await Promise.all([first, second, cache.read('k', load)])).toEqual([7, 7, 7]);
    expect(calls).toHaveLength(1);
  });

  it('loads again after an invalidation, also for a load that was still under way', async () => {
    const cache = new ReadCache(options(() => 0));
    const { load, calls } = gatedLoad<string>();
    const before = cache.read('k', load);
    cache.invalidate();
    const after = cache.read('k', load);
    expect(calls).toHaveLength(2);
    calls[0]?.('old');
    calls[1]?.('new');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(await cache.read('k', load)).toBe('new');
  });

  it('expires entries after the TTL', async () => {
    let now = 0;
    const cache = new ReadCache(options(() => now));
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.read('k', load)).toBe(1);
    now = 999;
    expect(await cache.read('k', load)).toBe(1);
    now = 1_000;
    expect(await cache.read('k', load)).toBe(2);
  });

  it('without a TTL, keeps an entry until an invalidation and never reloads it ahead', async () => {
    let now = 0;
    const cache = new ReadCache({ maxEntries: 3, now: () => now });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.read('k', load)).toBe(1);
    for (now of [1_000, 60_000, 86_400_000]) {
      expect(await cache.read('k', load)).toBe(1);
      expect(cache.peek('k')).toEqual({ value: 1 });
    }
    expect(loads).toBe(1);
    cache.invalidate();
    expect(await cache.read('k', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache(options(() => 0));
    await expect(cache.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = new ReadCache(options(() => 0));
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, load);
    expect(await cache.read('d', load)).toBe(4);
    expect(await cache.read('a', load)).toBe(5);
  });

  it('stops caching once disabled', async () => {
    const cache = new ReadCache(options(() => 0));
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.read('k', load);
    cache.disable();
    expect(await cache.read('k', load)).toBe(2);
    expect(await cache.read('k', load)).toBe(3);
  });

  it('answers settled values at once with peek, and nothing while the first load is under way', async () => {
    const cache = new ReadCache(options(() => 0));
    const { load, calls } = gatedLoad<number>();
    expect(cache.peek('k')).toBeUndefined();
    const pending = cache.read('k', load);
    expect(cache.peek('k')).toBeUndefined();
    calls[0]?.(7);
    await pending;
    expect(cache.peek('k')).toEqual({ value: 7 });
    expect(calls).toHaveLength(1);
  });

  it('reloads once in the background near expiry, answering from the old entry meanwhile', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1_000, maxEntries: 3, refreshAheadMs: 200, now: () => now });
    const { load, calls } = gatedLoad<string>();
    const first = cache.read('k', load);
    calls[0]?.('old');
    await first;
    now = 799;
    expect(cache.peek('k')).toEqual({ value: 'old' });
    expect(calls).toHaveLength(1);
    now = 800;
    expect(cache.peek('k')).toEqual({ value: 'old' });
    expect(await cache.read('k', load)).toBe('old');
    expect(calls).toHaveLength(2);
    calls[1]?.('new');
    await Promise.resolve();
    expect(cache.peek('k')).toEqual({ value: 'new' });
    // The reloaded entry's age counts from the start of its load (800): fresh until 1800.
    now = 1_500;
    expect(await cache.read('k', load)).toBe('new');
    expect(calls).toHaveLength(2);
    now = 1_800;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('never installs a background reload that began before an invalidation', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1_000, maxEntries: 3, refreshAheadMs: 200, now: () => now });
    const { load, calls } = gatedLoad<string>();
    const first = cache.read('k', load);
    calls[0]?.('v1');
    await first;
    now = 900;
    cache.peek('k');
    expect(calls).toHaveLength(2);
    cache.invalidate();
    const after = cache.read('k', load);
    calls[1]?.('loaded before the write');
    calls[2]?.('v2');
    expect(await after).toBe('v2');
    await Promise.resolve();
    expect(cache.peek('k')).toEqual({ value: 'v2' });
  });

  it('lets an entry whose background reload failed expire, then loads afresh', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1_000, maxEntries: 3, refreshAheadMs: 200, now: () => now });
    let loads = 0;
    const load = () => (++loads === 2 ? Promise.reject(new Error('down')) : Promise.resolve(loads));
    expect(await cache.read('k', load)).toBe(1);
    now = 900;
    expect(await cache.read('k', load)).toBe(1);
    await Promise.resolve();
    expect(await cache.read('k', load)).toBe(1);
    expect(loads).toBe(2);
    now = 1_000;
    expect(await cache.read('k', load)).toBe(3);
  });
});
