/**
 * A submit resent with its Idempotency-Key (openapi.yaml components.parameters.IdempotencyKey), as the app resends an
 * order after its 20 s request timeout: past the server's 10 s repeat window it answers the first order instead of the
 * duplicate refusal; the key with another body is refused with nothing written; five sends of one key at once make one
 * order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MEMBERS, testApp } from '@checkup/server/testing';
import { bookableDay, malePackage, personOrder, type Envelope } from './support/booking';

const PERSON_ORDER_ADD = '/api/OrderListApi/PersonOrderAdd';
const COPIES = 5;
/** Longer than the app's request timeout (REQUEST_TIMEOUT_MS, 20 s), so past the repeat window (REPEAT_WINDOW_MS, 10 s). */
const AFTER_TIMEOUT_MS = 25_000;

describe('Idempotency-Key on the order submits', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  beforeAll(async () => {
    t = await testApp();
    token = await t.token();
  });
  afterAll(async () => t.close());

  const ordersOf = (openid: string) =>
    t.db.selectFrom('orders').select(['id', 'sumtime_code']).where('openid', '=', openid).orderBy('id').execute();
  /** Gives a personal slot `places` free places (demo days may be full). */
  const openSlot = (day: string, slot: string, places: number) =>
    t.db
      .updateTable('capacity_slots')
      .set({ total: places, surplus: places })
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', slot)
      .execute();
  const surplus = async (day: string, slot: string) =>
    (
      await t.db
        .selectFrom('capacity_slots')
        .select('surplus')
        .where('pool', '=', 'person')
        .where('day', '=', day)
        .where('sumtime_code', '=', slot)
        .executeTakeFirstOrThrow()
    ).surplus;

  it('PersonOrderAdd resent with its key after the repeat window answers the first order, not the duplicate-booking refusal', async () => {
    const openid = 'o-key-resent';
    const cookie = await t.signIn(openid);
    const body = personOrder(openid, await malePackage(t.post, token), bookableDay(t.clock.now()), '03', 21);
    const headers = { 'Idempotency-Key': 'b7e0c4d2-5f1a-4c3e-9d8b-2a6f1e0c7b31' };
    const first = (await t.post(PERSON_ORDER_ADD, body, { token, cookie, headers })).json<Envelope>();
    expect(first.success).toBe(true);
    t.clock.advance(AFTER_TIMEOUT_MS);
    const again = (await t.post(PERSON_ORDER_ADD, body, { token, cookie, headers })).json<Envelope>();
    expect(again).toEqual(first);
    // The old client, without the key, is refused as before.
    expect((await t.post(PERSON_ORDER_ADD, body, { token, cookie })).json<Envelope>()).toEqual({
      success: false,
      returnMsg: `该体检人已有${body.begin_Time}的健康体检预约，同一类体检每人只能保留一个未完成的预约，请完成或取消后再预约`,
    });
    expect(await ordersOf(openid)).toHaveLength(1);
  });

  it('the same key with a different body is refused and nothing is written', async () => {
    const openid = 'o-key-changed';
    const cookie = await t.signIn(openid);
    const day = bookableDay(t.clock.now(), 3);
    const body = personOrder(openid, await malePackage(t.post, token), day, '03', 22);
    await openSlot(day, '03', 5);
    await openSlot(day, '04', 5);
    const headers = { 'Idempotency-Key': 'key-changed-1' };
    expect((await t.post(PERSON_ORDER_ADD, body, { token, cookie, headers })).json<Envelope>().success).toBe(true);
    t.clock.advance(AFTER_TIMEOUT_MS);
    const before = { orders: await ordersOf(openid), surplus: await surplus(day, '04') };
    const changed = (
      await t.post(PERSON_ORDER_ADD, { ...body, sumtime_Code: '04' }, { token, cookie, headers })
    ).json<Envelope>();
    expect(changed).toEqual({ success: false, returnMsg: '重复提交的订单内容不一致，请返回重新提交' });
    expect(await ordersOf(openid)).toEqual(before.orders);
    expect(await surplus(day, '04')).toBe(before.surplus);
  });

  it(`${COPIES} sends of one key at once make one order, and every answer names it`, async () => {
    const openid = 'o-key-rush';
    const cookie = await t.signIn(openid);
    const day = bookableDay(t.clock.now(), 4);
    const body = personOrder(openid, await malePackage(t.post, token), day, '03', 23);
    await openSlot(day, '03', COPIES);
    const headers = { 'Idempotency-Key': 'key-rush-1' };
    const answers = (
      await Promise.all(
        Array.from({ length: COPIES }, () => t.post(PERSON_ORDER_ADD, body, { token, cookie, headers })),
      )
    ).map((r) => r.json<Envelope>());
    const orders = await ordersOf(openid);
    expect(orders).toHaveLength(1);
    expect(answers.map((a) => [a.success, (a.returnData as { ord: { id: string } } | undefined)?.ord.id])).toEqual(
      Array.from({ length: COPIES }, () => [true, String(orders[0]?.id)]),
    );
    expect(await surplus(day, '03')).toBe(COPIES - 1);
  });

  it('TeamOrderAdd resent with its key after the repeat window answers 预约成功 again, with one order', async () => {
    const member = GROUP_MEMBERS.find((m) => m.tel !== null && m.wx_drprice === 0 && m.lnc_code === 'L0002');
    if (!member?.tel) throw new Error('no bound group member without allowance in the demo data');
    const openid = 'o-key-team';
    const cookie = await t.signIn(openid);
    const body = {
      openid,
      name: member.pat_name,
      tel: member.tel,
      idcard: member.idcard,
      clus_code: member.clus_code,
      clus_name: '',
      begin_time: bookableDay(t.clock.now(), 5),
      lnc_Code: member.lnc_code,
      sumtime_Code: '02',
      sumtime_Name: '',
      company_Name: '',
      regno: member.reg_no,
      spType: member.lnc_code,
      choose_comb_code: '',
    };
    const headers = { 'Idempotency-Key': 'key-team-1' };
    const first = (await t.post('/api/OrderListApi/TeamOrderAdd', body, { token, cookie, headers })).json<Envelope>();
    expect(first).toEqual({ success: true, returnMsg: '预约成功' });
    t.clock.advance(AFTER_TIMEOUT_MS);
    expect((await t.post('/api/OrderListApi/TeamOrderAdd', body, { token, cookie, headers })).json<Envelope>()).toEqual(
      first,
    );
    expect(await ordersOf(openid)).toHaveLength(1);
  });
});
