/**
 * Outside systems that fail (services/upstreams.ts): each operation the contract pins answers HTTP 200 with its legacy
 * message when its upstream is down, does not answer in time, or really fails (a database error) — never a 500 — and
 * an outage of one upstream touches no other operation. A refund the gateway refuses changes nothing.
 */
import { addDays } from '@checkup/sdk/rules';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamFaults, type Upstream } from '../../src/services/upstreams';
import { bookableDay, malePackage, personOrder } from './bookingRequests';
import { clientHelpers, envelope, testApp } from './harness';

/** The time limit of the instance the `slow` cases use (the other keeps the default, so a busy machine cannot trip it). */
const TIME_LIMIT_MS = 300;

interface Case {
  upstream: Upstream;
  operation: string;
  request: { method: 'GET' | 'POST'; url: string; body?: unknown };
  down: string;
  slow?: string;
  /** Sent without the visitor's session (a signed-in visitor needs no sign-in service). */
  anonymous?: boolean;
}

describe('outside systems that fail', () => {
  const faults = new UpstreamFaults();
  let t: Awaited<ReturnType<typeof testApp>>;
  /** A second instance on the same database and faults, with a short time limit. */
  let quick: Awaited<ReturnType<typeof t.another>>;
  let token: string;
  /** A signed-in visitor (some operations carry personal data). */
  let visitor: string;
  let cases: Case[];

  beforeAll(async () => {
    t = await testApp({}, { faults });
    quick = await t.another({ upstreamTimeoutMs: TIME_LIMIT_MS });
    token = await t.token();
    visitor = await t.signIn('o-upstreams');
    const day = bookableDay(t.clock.now());
    const recommended = await t.db.selectFrom('recommendations').select('el_code').limit(1).executeTakeFirstOrThrow();
    const post = (url: string, body: unknown) => ({ method: 'POST' as const, url, body });
    cases = [
      {
        upstream: 'catalogue',
        operation: 'GetClusItemList',
        request: post('/api/UserInfoApi/GetClusItemList', { clus_type: '3' }),
        down: '系统繁忙！请稍后再试',
        slow: '系统繁忙！请稍后再试',
      },
      {
        upstream: 'catalogue',
        operation: 'GetVehicleClusItem',
        request: post('/api/UserInfoApi/GetVehicleClusItem', { clus_type: '2' }),
        down: '系统繁忙！请稍后再试',
      },
      {
        upstream: 'catalogue',
        operation: 'GetItemCombList',
        request: post('/api/UserInfoApi/GetItemCombList', { comb_code: 'P1001' }),
        down: '系统繁忙！请稍后再试',
      },
      {
        upstream: 'catalogue',
        operation: 'GetTjLncList',
        request: post('/api/UserInfoApi/GetTjLncList', {}),
        down: '系统繁忙！请稍后再试',
      },
      {
        upstream: 'catalogue',
        operation: 'AddClusItem',
        request: post('/api/UserInfoApi/AddClusItem', {}),
        down: '加载数据失败！',
        slow: '系统异常！',
      },
      {
        upstream: 'calendar',
        operation: 'GetPersonSumList',
        request: post('/api/PersonSumApi/GetPersonSumList', { type: 'person', start: day, end: day }),
        down: '服务异常！请稍等',
      },
      {
        upstream: 'calendar',
        operation: 'GetTeamSumList',
        request: post('/api/TeamSumApi/GetTeamSumList', { lnccode: 'total', start: day, end: day }),
        down: '服务异常！请稍等',
      },
      {
        upstream: 'calendar',
        operation: 'GetSumTimeList',
        request: post('/api/PersonSumApi/GetSumTimeList', { type: 'person', date_Time: day }),
        down: '系统异常！请联系管理员',
      },
      {
        upstream: 'calendar',
        operation: 'GetTeamSumTimeList',
        request: post('/api/TeamSumApi/GetTeamSumTimeList', { lnccode: 'total', date_Time: day }),
        down: '系统异常！请联系管理员',
        slow: '系统异常！请联系管理员',
      },
      {
        upstream: 'questionnaire',
        operation: 'GetQuestionData',
        request: post('/api/UserInfoApi/GetQuestionData', { sex: '2' }),
        down: '数据获取异常！请联系管理员处理',
      },
      {
        upstream: 'itemData',
        operation: 'GetQuestionItemData',
        request: post('/api/UserInfoApi/GetQuestionItemData', { comb_code: recommended.el_code, sex: '2' }),
        down: '获取套餐数据异常！',
      },
      {
        upstream: 'hospitalSystem',
        operation: 'GetInforMation',
        request: post('/api/PayRecordApi/GetInforMation', { regno: 'J202600000101' }),
        down: '系统异常！请联系工作人员',
      },
      {
        upstream: 'jsapiTicket',
        operation: 'GetWxConfig',
        request: post('/api/WeChatApi/GetWxConfig', { url: 'https://tj.example-hospital.cn/' }),
        down: '网络繁忙~请稍后再试',
      },
      {
        upstream: 'signIn',
        operation: 'toWeChatOauth',
        request: { method: 'GET', url: '/api/WeChatApi/toWeChatOauth?targetUrl=OAuthCallback&repage=/' },
        down: '微信授权失败',
        slow: '网络繁忙:获取授权地址超时',
        anonymous: true,
      },
    ];
  });
  afterEach(() => faults.clear());
  afterAll(async () => t.close());

  const send = (request: Case['request'], anonymous = false, app = t.app) =>
    app.inject({
      method: request.method,
      url: request.url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(anonymous ? {} : { cookie: visitor }),
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    });

  it('answers each operation normally while its upstream works, even with every other upstream down', async () => {
    const all: Upstream[] = [
      'catalogue',
      'calendar',
      'questionnaire',
      'itemData',
      'hospitalSystem',
      'jsapiTicket',
      'signIn',
      'refundGateway',
    ];
    for (const c of cases) {
      faults.clear();
      for (const other of all.filter((u) => u !== c.upstream)) faults.set(other, 'down');
      const res = await send(c.request, c.anonymous);
      expect([c.operation, res.statusCode, envelope(res).success]).toEqual([c.operation, 200, true]);
    }
  });

  it("answers HTTP 200 with the contract's message when the upstream is down", async () => {
    for (const c of cases) {
      faults.set(c.upstream, 'down');
      const res = await send(c.request, c.anonymous);
      expect([c.operation, res.statusCode, res.json()]).toEqual([
        c.operation,
        200,
        { success: false, returnMsg: c.down },
      ]);
      faults.clear();
    }
  });

  it('gives up after the time limit when the upstream does not answer', async () => {
    for (const c of cases.filter((candidate) => candidate.slow !== undefined)) {
      faults.set(c.upstream, 'slow');
      const started = performance.now();
      const res = await send(c.request, c.anonymous, quick);
      expect(performance.now() - started).toBeGreaterThanOrEqual(TIME_LIMIT_MS - 5);
      expect([c.operation, res.statusCode, res.json()]).toEqual([
        c.operation,
        200,
        { success: false, returnMsg: c.slow },
      ]);
      faults.clear();
    }
  });

  it('a real failure of the data behind an upstream gets the same answer, not a 500', async () => {
    const pkgs = cases.find((c) => c.operation === 'GetClusItemList');
    const slots = cases.find((c) => c.operation === 'GetSumTimeList');
    if (!pkgs || !slots) throw new Error('cases missing');
    await sql`ALTER TABLE packages RENAME TO packages_away`.execute(t.db);
    await sql`ALTER TABLE capacity_slots RENAME TO capacity_slots_away`.execute(t.db);
    try {
      expect((await send(pkgs.request)).json()).toEqual({ success: false, returnMsg: pkgs.down });
      // A day no earlier test read, so the answer cannot come from the calendar cache (a cached read needs no data).
      const uncachedSlots = {
        ...slots.request,
        body: { type: 'person', date_Time: addDays(bookableDay(t.clock.now()), 1) },
      };
      expect((await send(uncachedSlots)).json()).toEqual({ success: false, returnMsg: slots.down });
    } finally {
      await sql`ALTER TABLE packages_away RENAME TO packages`.execute(t.db);
      await sql`ALTER TABLE capacity_slots_away RENAME TO capacity_slots`.execute(t.db);
    }
    expect(envelope(await send(pkgs.request)).success).toBe(true);
  });

  it("keeps the service's own refusals: an unknown registration is 该体检人员不存在, not an outage", async () => {
    const res = await send({
      method: 'POST',
      url: '/api/PayRecordApi/GetInforMation',
      body: { regno: 'J999999999999' },
    });
    expect(res.json()).toEqual({ success: false, returnMsg: '该体检人员不存在' });
  });

  it('a refund the gateway refuses or leaves unanswered changes nothing; once it answers the order is refunded', async () => {
    const openid = 'o-refund-gateway';
    const cookie = await t.signIn(openid);
    // A slot with places, between the cancel deadline's lead days and the booking range's end.
    const slot = await t.db
      .selectFrom('capacity_slots')
      .select(['day', 'sumtime_code'])
      .where('pool', '=', 'person')
      .where('day', '>=', bookableDay(t.clock.now(), 3))
      .where('surplus', '>', 5)
      .orderBy('day')
      .orderBy('sumtime_code')
      .executeTakeFirstOrThrow();
    const body = personOrder(openid, await malePackage(t.post, token), slot.day, slot.sumtime_code, 4242);
    const booked = envelope(await t.post('/api/OrderListApi/PersonOrderAdd', body, { token, cookie }));
    expect(booked).toMatchObject({ success: true, returnMsg: '预约成功' });
    const ord = (booked.returnData as { ord: { id: string } }).ord;
    const { package: prepay } = envelope(await t.post('/api/OrderListApi/PersonOrderPay', ord, { token, cookie }))
      .returnData as { package: string };
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ package: prepay, result: 'ok' }),
    });
    const snapshot = async () => ({
      order: await t.db
        .selectFrom('orders')
        .select(['state', 'closed_at'])
        .where('id', '=', Number(ord.id))
        .executeTakeFirstOrThrow(),
      surplus: (
        await t.db
          .selectFrom('capacity_slots')
          .select('surplus')
          .where('pool', '=', 'person')
          .where('day', '=', slot.day)
          .where('sumtime_code', '=', slot.sumtime_code)
          .executeTakeFirstOrThrow()
      ).surplus,
      payFlags: (
        await t.db.selectFrom('pay_records').select('pay_flag').where('order_id', '=', Number(ord.id)).execute()
      ).map((r) => r.pay_flag),
    });
    const paid = await snapshot();
    expect(paid.order).toEqual({ state: 'F', closed_at: null });
    const refund = { id: ord.id, idCard: body.idCard, type: 'person' };

    for (const fault of ['down', 'slow'] as const) {
      faults.set('refundGateway', fault);
      const { post } = fault === 'slow' ? clientHelpers(quick) : t;
      expect(envelope(await post('/api/OrderListApi/PersonOrderRefund', refund, { token, cookie }))).toEqual({
        success: false,
        returnMsg: '撤销失败！请稍后再试',
      });
      expect(await snapshot()).toEqual(paid);
    }
    faults.clear();
    expect(envelope(await t.post('/api/OrderListApi/PersonOrderRefund', refund, { token, cookie }))).toEqual({
      success: true,
      returnMsg: '成功取消！',
    });
    const refunded = await snapshot();
    expect(refunded.order.state).toBe('Refund');
    expect(refunded.surplus).toBe(paid.surplus + 1);
  });
});
