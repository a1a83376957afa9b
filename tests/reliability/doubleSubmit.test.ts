/**
 * Double submit: the same order request sent 5 times at once (a double tap, a retried request) makes one order, and
 * every answer names that order. Personal and group bookings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MEMBERS, testApp } from '@checkup/server/testing';
import { bookableDay, malePackage, personOrder, type Envelope } from './support/booking';

const COPIES = 5;

describe(`double submit: the same order request ${COPIES} times at once`, () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  beforeAll(async () => {
    t = await testApp();
    token = await t.token();
  });
  afterAll(async () => t.close());

  /** The order ids the answers name (success: returnData.ord.id or returnData.id). */
  function orderIds(bodies: Envelope[]): string[] {
    return bodies.map((b) => {
      const data = b.returnData as { ord?: { id: string }; id?: string } | undefined;
      return String(data?.ord?.id ?? data?.id ?? '');
    });
  }

  it('PersonOrderAdd: one order, five successful answers', async () => {
    const openid = 'o-double-person';
    const cookie = await t.signIn(openid);
    const body = personOrder(openid, await malePackage(t.post, token), bookableDay(t.clock.now()), '03', 7);
    const bodies = (
      await Promise.all(
        Array.from({ length: COPIES }, () => t.post('/api/OrderListApi/PersonOrderAdd', body, { token, cookie })),
      )
    ).map((r) => r.json<Envelope>());
    expect(bodies.map((b) => b.success)).toEqual(Array<boolean>(COPIES).fill(true));
    const orders = await t.db.selectFrom('orders').select('id').where('openid', '=', openid).execute();
    expect(orders).toHaveLength(1);
    expect(new Set(orderIds(bodies))).toEqual(new Set([String(orders[0]?.id)]));
  });

  it('TeamOrderAdd: one group order', async () => {
    const member = GROUP_MEMBERS.find((m) => m.tel !== null && m.wx_drprice === 0 && m.lnc_code === 'L0002');
    if (!member?.tel) throw new Error('no bound group member without allowance in the demo data');
    const openid = 'o-double-team';
    const cookie = await t.signIn(openid);
    const day = bookableDay(t.clock.now(), 5);
    await t.db
      .updateTable('capacity_slots')
      .set({ total: COPIES, surplus: COPIES })
      .where('pool', '=', `team:${member.lnc_code}`)
      .where('day', '=', day)
      .where('sumtime_code', '=', '02')
      .execute();
    const body = {
      openid,
      name: member.pat_name,
      tel: member.tel,
      idcard: member.idcard,
      clus_code: member.clus_code,
      clus_name: '',
      begin_time: day,
      lnc_Code: member.lnc_code,
      sumtime_Code: '02',
      sumtime_Name: '',
      company_Name: '',
      regno: member.reg_no,
      spType: member.lnc_code,
      choose_comb_code: '',
    };
    const bodies = (
      await Promise.all(
        Array.from({ length: COPIES }, () => t.post('/api/OrderListApi/TeamOrderAdd', body, { token, cookie })),
      )
    ).map((r) => r.json<Envelope>());
    expect(bodies.map((b) => [b.success, b.returnMsg])).toEqual(
      Array.from({ length: COPIES }, () => [true, bodies[0]?.returnMsg]),
    );
    expect(await t.db.selectFrom('orders').select('id').where('openid', '=', openid).execute()).toHaveLength(1);
    const slot = await t.db
      .selectFrom('capacity_slots')
      .select('surplus')
      .where('pool', '=', `team:${member.lnc_code}`)
      .where('day', '=', day)
      .where('sumtime_code', '=', '02')
      .executeTakeFirstOrThrow();
    expect(slot.surplus).toBe(COPIES - 1);
  });

  it('the same person again after the repeat window is refused, not booked twice', async () => {
    const openid = 'o-double-later';
    const cookie = await t.signIn(openid);
    const body = personOrder(openid, await malePackage(t.post, token), bookableDay(t.clock.now()), '04', 8);
    expect((await t.post('/api/OrderListApi/PersonOrderAdd', body, { token, cookie })).json<Envelope>().success).toBe(
      true,
    );
    t.clock.advance(60_000);
    const again = (
      await Promise.all(
        Array.from({ length: COPIES }, () => t.post('/api/OrderListApi/PersonOrderAdd', body, { token, cookie })),
      )
    ).map((r) => r.json<Envelope>());
    expect(again.map((b) => [b.success, b.returnMsg])).toEqual(
      Array.from({ length: COPIES }, () => [
        false,
        `该体检人已有${body.begin_Time}的健康体检预约，同一类体检每人只能保留一个未完成的预约，请完成或取消后再预约`,
      ]),
    );
    expect(await t.db.selectFrom('orders').select('id').where('openid', '=', openid).execute()).toHaveLength(1);
  });
});
