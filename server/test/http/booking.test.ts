import { addDays } from '@checkup/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/platform/config';
import { bookableDay, malePackage, personOrder } from './bookingRequests';
import { clientHelpers, envelope, testApp } from './harness';

describe('booking through HTTP', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    // The load tests book for many people under one visitor: above the per-visitor caps, which have their own tests.
    t = await testApp({ maxActiveOrders: 1_000, maxUnpaidHolds: 1_000 });
  });
  afterAll(async () => t.close());

  it('200 concurrent bookings at a slot with 10 places make exactly 10 orders', async () => {
    const day = bookableDay(t.clock.now());
    const slot = '06';
    await t.db
      .updateTable('capacity_slots')
      .set({ total: 10, surplus: 10 })
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', slot)
      .execute();
    const token = await t.token();
    const cookie = await t.signIn('o-load-test');
    const pkg = await malePackage(t.post, token);

    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-load-test', pkg, day, slot, i), { token, cookie }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const booked = results.filter((r) => envelope(r).success);
    expect(booked).toHaveLength(10);
    const refusals = new Set(results.filter((r) => !envelope(r).success).map((r) => envelope(r).returnMsg));
    expect([...refusals]).toEqual(['该时段已无号源！请选择其他时段']);

    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('begin_time', '=', day)
      .where('sumtime_code', '=', slot)
      .where('openid', '=', 'o-load-test')
      .execute();
    expect(orders).toHaveLength(10);
    const left = await t.db
      .selectFrom('capacity_slots')
      .select('surplus')
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', slot)
      .executeTakeFirstOrThrow();
    expect(left.surplus).toBe(0);
  });

  it("refuses to book or list with another person's openid", async () => {
    const token = await t.token();
    const cookie = await t.signIn('o-owner');
    const pkg = await malePackage(t.post, token);
    const day = bookableDay(t.clock.now());
    const other = await t.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-someone-else', pkg, day, '02', 450), {
      token,
      cookie,
    });
    expect(envelope(other)).toEqual({ success: false, returnMsg: '身份校验失败，请重新授权登录' });
    const list = await t.post('/api/OrderListApi/FindByOrderList', { openid: 'o-demo-zhangwei' }, { token, cookie });
    expect(envelope(list)).toEqual({ success: false, returnMsg: '身份校验失败，请重新授权登录' });
    const anonymous = await t.post('/api/OrderListApi/FindByOrderList', { openid: 'o-demo-zhangwei' }, { token });
    expect(envelope(anonymous).success).toBe(false);
    const own = await t.post('/api/OrderListApi/FindByOrderList', { openid: 'o-owner' }, { token, cookie });
    expect(envelope(own).success).toBe(true);
  });

  it('two instances on one database share tokens, sessions and capacity: bookings through both never oversell', async () => {
    const second = await t.another();
    const a = clientHelpers(t.app);
    const b = clientHelpers(second);
    // A token and a session from instance A are honoured by instance B.
    const token = await a.token();
    const cookie = await a.signIn('o-two-instances');
    const pkg = await malePackage(b.post, token);
    const day = addDays(bookableDay(t.clock.now()), 1);
    const slot = '05';
    await t.db
      .updateTable('capacity_slots')
      .set({ total: 6, surplus: 6 })
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', slot)
      .execute();

    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? a : b).post(
          '/api/OrderListApi/PersonOrderAdd',
          personOrder('o-two-instances', pkg, day, slot, 300 + i),
          { token, cookie },
        ),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => envelope(r).success)).toHaveLength(6);
    const orders = await t.db.selectFrom('orders').select('id').where('openid', '=', 'o-two-instances').execute();
    expect(orders).toHaveLength(6);
  });

  it('CHECKUP_MAX_ACTIVE_ORDERS caps the active personal orders of one visitor: then HTTP 200, success false, our message', async () => {
    expect(configFromEnv({}).maxActiveOrders).toBe(5);
    expect(configFromEnv({ CHECKUP_MAX_ACTIVE_ORDERS: '0' }).maxActiveOrders).toBe(5);
    expect(configFromEnv({ CHECKUP_MAX_ACTIVE_ORDERS: 'many' }).maxActiveOrders).toBe(5);
    const capped = clientHelpers(
      await t.another({ maxActiveOrders: configFromEnv({ CHECKUP_MAX_ACTIVE_ORDERS: '2' }).maxActiveOrders }),
    );
    const token = await capped.token();
    const cookie = await capped.signIn('o-capped');
    const pkg = await malePackage(capped.post, token);
    const day = bookableDay(t.clock.now(), 5);
    await t.db
      .updateTable('capacity_slots')
      .set({ total: 10, surplus: 10 })
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', '04')
      .execute();
    for (const n of [700, 701])
      expect(
        envelope(
          await capped.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-capped', pkg, day, '04', n), {
            token,
            cookie,
          }),
        ).success,
      ).toBe(true);
    const third = await capped.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-capped', pkg, day, '04', 702), {
      token,
      cookie,
    });
    expect(third.statusCode).toBe(200);
    expect(envelope(third)).toEqual({ success: false, returnMsg: '您名下待体检的预约已达2个，请完成或取消后再预约' });
    expect(await t.db.selectFrom('orders').select('id').where('openid', '=', 'o-capped').execute()).toHaveLength(2);
  });
});
