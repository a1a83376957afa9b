import { formatShanghaiDateTime } from '@checkup/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPerson } from '../services/testDb';
import { bookableDay, malePackage, personOrder } from './bookingRequests';
import { envelope, testApp } from './harness';

/** docs/adr/0052-id-number-holds.md: another account's hold on an ID number is bounded and explained. */
describe('holds on ID numbers', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  it('lets an account hold at most 2 unpaid orders at once', async () => {
    const token = await t.token();
    const cookie = await t.signIn('o-holder');
    const pkg = await malePackage(t.post, token);
    const day = bookableDay(t.clock.now(), 4);
    await t.db
      .updateTable('capacity_slots')
      .set({ total: 10, surplus: 10 })
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', '04')
      .execute();
    for (const n of [910, 911])
      expect(
        envelope(
          await t.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-holder', pkg, day, '04', n), {
            token,
            cookie,
          }),
        ).success,
      ).toBe(true);
    expect(
      envelope(
        await t.post('/api/OrderListApi/PersonOrderAdd', personOrder('o-holder', pkg, day, '04', 912), {
          token,
          cookie,
        }),
      ),
    ).toEqual({
      success: false,
      returnMsg: '您有2个待支付的预约，请先支付或取消后再预约',
    });
  });

  it('tells a person refused because another account holds their ID number when it lapses and whom to ask', async () => {
    const token = await t.token();
    const squatter = await t.signIn('o-squatter');
    const owner = await t.signIn('o-owner');
    const pkg = await malePackage(t.post, token);
    const day = bookableDay(t.clock.now(), 6);
    await t.db
      .updateTable('capacity_slots')
      .set({ total: 10, surplus: 10 })
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', '04')
      .execute();
    const held = personOrder('o-squatter', pkg, day, '04', 920);
    const booked = t.clock.now();
    expect(envelope(await t.post('/api/OrderListApi/PersonOrderAdd', held, { token, cookie: squatter })).success).toBe(
      true,
    );
    const mine = {
      ...personOrder('o-owner', pkg, day, '04', 921),
      name: held.name,
      idCard: held.idCard,
      tel: testPerson(921).tel,
    };
    const lapses = formatShanghaiDateTime(new Date(booked.getTime() + 15 * 60_000)).slice(0, 16);
    expect(envelope(await t.post('/api/OrderListApi/PersonOrderAdd', mine, { token, cookie: owner }))).toEqual({
      success: false,
      returnMsg: `该证件号已被其他微信账号预约且尚未支付，将于${lapses}自动释放，届时可再预约；如非本人操作，请联系体检中心`,
    });
    // The visitor's own second booking of the same person keeps the duplicate message.
    const again = envelope(
      await t.post(
        '/api/OrderListApi/PersonOrderAdd',
        { ...held, begin_Time: bookableDay(t.clock.now(), 7) },
        { token, cookie: squatter },
      ),
    );
    expect(again.returnMsg).not.toContain('其他微信账号');
  });
});
