import { addDays, shanghaiInstant } from '@checkup/sdk/rules';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOrderId } from '../../src/services/orderView';
import { bookableDay, malePackage, personOrder } from './bookingRequests';
import { envelope, testApp } from './harness';

describe('GetOrderCalendar: 添加到日历', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  let owner: string;
  let orderId: string;
  let day: string;
  const address = '健康管理中心（滨江院区） 示范市滨江区江南大道 88 号, 2 号楼 3 楼';
  const calendarOf = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/OrderListApi/OrderCalendar?id=${encodeURIComponent(id)}`,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    t = await testApp({ visitAddress: address });
    token = await t.token();
    owner = await t.signIn('o-calendar');
    day = bookableDay(t.clock.now());
    const pkg = await malePackage(t.post, token);
    const booked = envelope(
      await t.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-calendar', pkg, day, '02', 701), {
        token,
        cookie: owner,
      }),
    );
    if (!booked.success) throw new Error(booked.returnMsg);
    orderId = (booked.returnData as { ord: { id: string } }).ord.id;
  });
  afterAll(async () => t.close());

  it('gives the owner an .ics whose every field parses back as the booked visit', async () => {
    const res = await calendarOf(orderId, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="checkup-${orderId}.ics"`);
    const order = await t.db
      .selectFrom('orders')
      .select(['sumtime_name', 'clus_name'])
      .where('id', '=', parseOrderId(orderId) ?? 0)
      .executeTakeFirstOrThrow();
    const [, fromHour, fromMinute, toHour, toMinute] = (
      /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(order.sumtime_name) ?? []
    ).map(Number);

    const vevent = ICAL.Component.fromString(res.body).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`order-${orderId}@checkup`);
    expect(event.startDate.toJSDate()).toEqual(shanghaiInstant(day, fromHour, fromMinute));
    expect(event.endDate.toJSDate()).toEqual(shanghaiInstant(day, toHour, toMinute));
    expect(event.location).toBe(address);
    expect(event.summary).toBe(`体检预约：${order.clus_name}`);
    expect(event.description).toContain(`订单号：${orderId}`);
    // Personal orders: one lead day, so 23:30 Shanghai the day before.
    expect(event.description).toContain(`取消截止：${addDays(day, -1)} 23:30`);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Time).toJSDate()).toEqual(
      shanghaiInstant(addDays(day, -1), 20, 0),
    );
  });

  it("refuses another visitor's order as an unknown one, and a caller without a session", async () => {
    const stranger = await t.signIn('o-calendar-stranger');
    const refused = await calendarOf(orderId, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, returnMsg: '订单不存在' });
    expect(refused.body).not.toContain('BEGIN:VCALENDAR');
    const anonymous = await calendarOf(orderId);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ success: false, returnMsg: '身份校验失败，请重新授权登录' });
  });

  it('has no calendar for a closed order', async () => {
    await t.db.updateTable('orders').set({ state: 'C' }).where('openid', '=', 'o-calendar').execute();
    const res = await calendarOf(orderId, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, returnMsg: '订单已关闭，无法添加到日历' });
  });
});
