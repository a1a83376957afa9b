import { addDays, shanghaiDateOf, weekdayLabel } from '@checkup/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdNumber } from '../../src/db/seed/peopleData';
import { clientHelpers, envelope, testApp } from './harness';

interface PackageChoice {
  clus_code: string;
  clus_name: string;
  price: number;
  jd_price: number;
  jd_flag: string;
  marr_status: string;
}

/** The first bookable weekday at least two days ahead. */
function bookableDay(now: Date): string {
  let day = addDays(shanghaiDateOf(now), 2);
  while (weekdayLabel(day) === '星期日') day = addDays(day, 1);
  return day;
}

/** A men's personal package that is not married-only, as GetClusItemList lists it. */
async function malePackage(post: ReturnType<typeof clientHelpers>['post'], token: string): Promise<PackageChoice> {
  const res = await post('/api/UserInfoApi/GetClusItemList', { clus_type: '3' }, { token });
  const lists = envelope(res).returnData as { m: PackageChoice[] };
  const pkg = lists.m.find((p) => p.marr_status !== '2');
  if (!pkg) throw new Error('no male package in the demo data');
  return pkg;
}

function orderBody(openid: string, pkg: PackageChoice, day: string, slot: string, sequence: number) {
  return {
    openid,
    name: '测试',
    // Odd sequence digits: male ID numbers, each a different person.
    idCard: demoIdNumber('330106', '19800101', String(sequence * 2 + 1).padStart(3, '0')),
    tel: '13900000000',
    clus_Name: pkg.clus_name,
    clus_Code: pkg.clus_code,
    begin_Time: day,
    type: 'person',
    sumtime_Code: slot,
    sumtime_Name: '',
    price: pkg.jd_flag === 'T' ? pkg.jd_price : pkg.price,
    choose_comb_code: '',
    marr_status: pkg.marr_status,
  };
}

describe('booking through HTTP', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  it('200 concurrent bookings at a slot with 10 places make exactly 10 orders', async () => {
    const day = bookableDay(t.clock.now());
    const slot = '06';
    await t.db.updateTable('capacity_slots').set({ total: 10, surplus: 10 }).where('pool', '=', 'person').where('day', '=', day).where('sumtime_code', '=', slot).execute();
    const token = await t.token();
    const cookie = await t.signIn('o-load-test');
    const pkg = await malePackage(t.post, token);

    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.post('/api/OrderListApi/PersonOrderAdd', orderBody('o-load-test', pkg, day, slot, i), { token, cookie })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const booked = results.filter((r) => envelope(r).success);
    expect(booked).toHaveLength(10);
    const refusals = new Set(results.filter((r) => !envelope(r).success).map((r) => envelope(r).returnMsg));
    expect([...refusals]).toEqual(['该时段已无号源！请选择其他时段']);

    const orders = await t.db.selectFrom('orders').select('id').where('begin_time', '=', day).where('sumtime_code', '=', slot).where('openid', '=', 'o-load-test').execute();
    expect(orders).toHaveLength(10);
    const left = await t.db.selectFrom('capacity_slots').select('surplus').where('pool', '=', 'person').where('day', '=', day).where('sumtime_code', '=', slot).executeTakeFirstOrThrow();
    expect(left.surplus).toBe(0);
  });

  it("refuses to book or list with another person's openid", async () => {
    const token = await t.token();
    const cookie = await t.signIn('o-owner');
    const pkg = await malePackage(t.post, token);
    const day = bookableDay(t.clock.now());
    const other = await t.post('/api/OrderListApi/PersonOrderAdd', orderBody('o-someone-else', pkg, day, '02', 450), { token, cookie });
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
    await t.db.updateTable('capacity_slots').set({ total: 6, surplus: 6 }).where('pool', '=', 'person').where('day', '=', day).where('sumtime_code', '=', slot).execute();

    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).post('/api/OrderListApi/PersonOrderAdd', orderBody('o-two-instances', pkg, day, slot, 300 + i), { token, cookie })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => envelope(r).success)).toHaveLength(6);
    const orders = await t.db.selectFrom('orders').select('id').where('openid', '=', 'o-two-instances').execute();
    expect(orders).toHaveLength(6);
  });
});
