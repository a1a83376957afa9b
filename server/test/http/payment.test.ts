import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdNumber } from '../../src/db/seed/peopleData';
import { signFields } from '../../src/services/payments';
import { envelope, testApp } from './harness';

interface Pkg {
  clus_code: string;
  clus_name: string;
  price: number;
  jd_price: number;
  jd_flag: string;
  marr_status: string;
}

describe('payment: PersonOrderPay, the sandbox pay sheet and PayNotify', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  let cookie: string;
  beforeAll(async () => {
    t = await testApp();
    token = await t.token();
    cookie = await t.signIn('o-payer');
  });
  afterAll(async () => t.close());

  /** A new unpaid personal order; `sequence` is 3 digits, odd (a male ID number). */
  async function newOrder(sequence: string): Promise<{ id: string; price: number; ord: Record<string, unknown> }> {
    const lists = envelope(await t.post('/api/UserInfoApi/GetClusItemList', { clus_type: '3' }, { token }))
      .returnData as { m: Pkg[] };
    const pkg = lists.m.find((p) => p.marr_status !== '2') as Pkg;
    const price = pkg.jd_flag === 'T' ? pkg.jd_price : pkg.price;
    const calendar = envelope(
      await t.post(
        '/api/PersonSumApi/GetPersonSumList',
        { type: 'person', start: '2026-11-24', end: '2026-12-20' },
        { token },
      ),
    ).returnData as Array<{ person_Date: string; person_Flag: string; person_Surplus: number }>;
    const day = calendar.find((d) => d.person_Flag === 'F' && d.person_Surplus > 10) as { person_Date: string };
    const slots = envelope(
      await t.post('/api/PersonSumApi/GetSumTimeList', { date_Time: day.person_Date, type: 'person' }, { token }),
    ).returnData as Array<{ sumtime_Code: string; sumtime_Name: string; person_Surplus: number }>;
    const slot = slots.find((s) => s.person_Surplus > 0) as { sumtime_Code: string; sumtime_Name: string };
    const res = await t.post(
      '/api/OrderListApi/PersonOrderAdd',
      {
        openid: 'o-payer',
        name: '付款人',
        idCard: demoIdNumber('330106', '19800101', sequence),
        tel: '13911112222',
        clus_Name: pkg.clus_name,
        clus_Code: pkg.clus_code,
        begin_Time: day.person_Date,
        type: 'person',
        sumtime_Code: slot.sumtime_Code,
        sumtime_Name: slot.sumtime_Name,
        price,
        choose_comb_code: '',
        marr_status: pkg.marr_status,
      },
      { token, cookie },
    );
    const body = envelope(res);
    if (!body.success) throw new Error(body.returnMsg);
    const order = (body.returnData as { ord: { id: string; state: string } }).ord;
    expect(order.state).toBe('S');
    return { id: order.id, price, ord: order };
  }

  const orderState = async (id: string) =>
    (await t.db.selectFrom('orders').select('state').where('id', '=', Number(id)).executeTakeFirstOrThrow()).state;
  const pay = (pkg: string, result: 'ok' | 'cancel' | 'fail') =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ package: pkg, result }),
    });

  it('moves an order S → F when the sandbox pay sheet completes', async () => {
    const order = await newOrder('031');
    const params = envelope(await t.post('/api/OrderListApi/PersonOrderPay', order.ord, { token, cookie }));
    expect(params.success).toBe(true);
    const { package: pkg, paySign } = params.returnData as { package: string; paySign: string };
    expect(pkg).toMatch(/^prepay_id=/);
    expect(paySign).toMatch(/^[0-9A-F]{64}$/);

    const cancelled = envelope(await pay(pkg, 'cancel'));
    expect(cancelled).toMatchObject({ success: true, returnMsg: '取消支付' });
    expect(await orderState(order.id)).toBe('S');

    const paid = envelope(await pay(pkg, 'ok'));
    expect(paid).toEqual({
      success: true,
      returnMsg: '支付成功',
      returnData: { err_msg: 'get_brand_wcpay_request:ok' },
    });
    expect(await orderState(order.id)).toBe('F');
    expect(envelope(await pay(pkg, 'ok')).success).toBe(false);
  });

  it('refuses a late payment: the expired order stays closed', async () => {
    const order = await newOrder('033');
    const { package: pkg } = envelope(await t.post('/api/OrderListApi/PersonOrderPay', order.ord, { token, cookie }))
      .returnData as { package: string };
    t.clock.advance(16 * 60_000);
    const late = envelope(await pay(pkg, 'ok'));
    expect(late).toEqual({ success: false, returnMsg: '订单已过期' });
    expect(await orderState(order.id)).toBe('E');
  });

  it('PayNotify verifies the signature and the amount', async () => {
    const order = await newOrder('035');
    await t.post('/api/OrderListApi/PersonOrderPay', order.ord, { token, cookie });
    const fields = {
      out_trade_no: order.id,
      total_fee: Math.round(order.price * 100),
      result_code: 'SUCCESS',
      transaction_id: 't1',
      time_end: '2026-11-22 09:31:40',
    };
    const notify = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/PayRecordApi/PayNotify',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    const forged = envelope(await notify({ ...fields, sign: signFields(fields, 'not-the-merchant-key') }));
    expect(forged).toEqual({ success: false, returnMsg: '签名校验失败' });
    const cheap = { ...fields, total_fee: 1 };
    const key =
      t.config.pay.signKey ??
      (
        await t.db
          .withTables<{ platform_secret: { name: string; value: string } }>()
          .selectFrom('platform_secret')
          .select('value')
          .where('name', '=', 'pay-sign-key')
          .executeTakeFirstOrThrow()
      ).value;
    expect(envelope(await notify({ ...cheap, sign: signFields(cheap, key) }))).toEqual({
      success: false,
      returnMsg: '金额异常',
    });
    expect(await orderState(order.id)).toBe('S');
    expect(envelope(await notify({ ...fields, sign: signFields(fields, key) }))).toEqual({
      success: true,
      returnMsg: 'OK',
    });
    expect(await orderState(order.id)).toBe('F');
    // The provider resends it (it does until acknowledged): acknowledged again, nothing changes.
    expect(envelope(await notify({ ...fields, sign: signFields(fields, key) }))).toEqual({
      success: true,
      returnMsg: 'OK',
    });
    expect(await orderState(order.id)).toBe('F');
  });
  it('pay-confirm: GetInforMation refuses a settled record, SweepCodePay checks pay_money against the amount due', async () => {
    const base = {
      openid: 'o-billed',
      id_card: demoIdNumber('330106', '19800101', '015'),
      name: '付款人',
      tj_date: '2026-12-08',
      clus_name: '男士基础体检套餐',
      order_id: null,
      created_at: t.clock.now(),
    };
    await t.db
      .insertInto('pay_records')
      .values([
        { ...base, reg_no: 'HTTP-DUE', amount_fen: 42500, pay_flag: 'F' },
        { ...base, reg_no: 'HTTP-PAID', amount_fen: 42500, pay_flag: 'T' },
      ])
      .execute();
    expect(
      envelope(await t.post('/api/PayRecordApi/GetInforMation', { regno: 'HTTP-PAID' }, { token, cookie })),
    ).toEqual({ success: false, returnMsg: '订单已过期' });
    const due = envelope(await t.post('/api/PayRecordApi/GetInforMation', { regno: 'HTTP-DUE' }, { token, cookie }));
    expect(due).toMatchObject({ success: true, returnData: { pay_money: 425, reg_no: 'HTTP-DUE' } });
    const info = due.returnData as Record<string, unknown>;
    expect(
      envelope(
        await t.post('/api/PayRecordApi/SweepCodePay', { ...info, pay_money: 1, openid: 'o-payer' }, { token, cookie }),
      ),
    ).toEqual({ success: false, returnMsg: '金额异常' });
    const paying = envelope(
      await t.post('/api/PayRecordApi/SweepCodePay', { ...info, openid: 'o-payer' }, { token, cookie }),
    );
    expect(paying).toMatchObject({ success: true, returnMsg: '下单成功' });
    // Paid by another visitor, the bill stays in its owner's records.
    expect(
      (await t.db.selectFrom('pay_records').select('openid').where('reg_no', '=', 'HTTP-DUE').executeTakeFirstOrThrow())
        .openid,
    ).toBe('o-billed');
  });
});
