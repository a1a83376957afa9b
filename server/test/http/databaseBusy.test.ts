/**
 * The embedded database's queue is bounded (pgliteDialect.ts): past it a booking is answered at once with the
 * envelope's 系统繁忙 (HTTP 500, as any server fault) instead of waiting seconds behind the queue.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDay, malePackage, personOrder } from './bookingRequests';
import { envelope, testApp } from './harness';

describe('a full queue in front of the embedded database', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({}, { maxWaiting: 1 });
  });
  afterAll(async () => t.close());

  it('answers a booking 系统繁忙 at once, and books again once the queue drains', async () => {
    const token = await t.token();
    const cookie = await t.signIn('o-busy');
    const pkg = await malePackage(t.post, token);
    const day = bookableDay(t.clock.now());
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holding = t.db.transaction().execute(() => gate);
    const queued = sql`SELECT 1`.execute(t.db);

    const started = performance.now();
    const busy = await t.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-busy', pkg, day, '02', 1), {
      token,
      cookie,
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(busy.statusCode).toBe(500);
    expect(envelope(busy)).toEqual({ success: false, returnMsg: '系统繁忙！请稍后再试' });

    release();
    await Promise.all([holding, queued]);
    const booked = await t.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-busy', pkg, day, '02', 1), {
      token,
      cookie,
    });
    expect(envelope(booked).success).toBe(true);
  });
});
