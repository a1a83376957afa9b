import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/platform/rateLimiter';

describe('RateLimiter (in memory, fixed window)', () => {
  it('allows max hits per bucket and window (times the weight), refuses the next, and starts over in the next window', () => {
    let now = 120_000;
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 }, () => new Date(now));
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    expect(Array.from({ length: 7 }, () => limiter.hit('ip', 3))).toEqual([true, true, true, true, true, true, false]);
    now += 59_999;
    expect(limiter.hit('a')).toBe(false);
    now += 1;
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, false]);
  });
});
