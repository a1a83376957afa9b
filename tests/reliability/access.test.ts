/**
 * Access: nobody gets in with another person's openid, a forged or expired token, a forged session, a report call
 * without a valid code grant, or a forged, foreign or replayed (expired) PDF code — and nothing changes in the
 * database when they try. A valid report login (one's own phone and code) opens only the reports of the person it
 * listed: never another person's list, report or PDF, nor a captured PDF link in another session.
 */
import { encryptText, generateTransportKeyPair } from '@checkup/sdk/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RELATIVES, DEMO_USERS, testApp } from '@checkup/server/testing';
import { bookableDay, malePackage, personOrder, type Envelope } from './support/booking';
import { tableFingerprints } from './support/ledger';

const IDENTITY = '身份校验失败，请重新授权登录';
const NEED_PHONE = '请先验证手机号';
const NO_REPORT = '暂无报告数据';
const victim = DEMO_USERS[0];

/** `value` with its last `count` characters each replaced by another one ('A' ↔ 'g' differ in the high bits of a base64 digit), so it is always tampered. */
const tamperedTail = (value: string, count: number) =>
  value.slice(0, -count) + [...value.slice(-count)].map((c) => (c === 'A' ? 'g' : 'A')).join('');

describe('access: refused without the right identity, token, grant or code', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  let stranger: string;
  beforeAll(async () => {
    t = await testApp({ tokenLifetimeSeconds: 600 });
    token = await t.token();
    stranger = await t.signIn('o-access-stranger');
  });
  afterAll(async () => t.close());

  const api = (path: string, body: unknown, cookie = stranger, bearer = token) =>
    t.post(path, body, { token: bearer, cookie });

  it("another person's openid or order: every order and payment call refused, nothing changed", async () => {
    const victimOrders = await t.db.selectFrom('orders').selectAll().where('openid', '=', victim.openid).execute();
    const unpaid = victimOrders.find((o) => o.state === 'S');
    const paid = victimOrders.find((o) => o.state === 'F' && o.type !== 'group');
    if (!unpaid || !paid) throw new Error('demo data lacks the main visitor’s S and F orders');
    const before = await tableFingerprints(t.db as never);

    const pkg = await malePackage(t.post, token);
    const asVictim = [
      ['/api/OrderListApi/FindByOrderList', { openid: victim.openid }],
      ['/api/PayRecordApi/GetPayRecordList', { openid: victim.openid }],
      ['/api/OrderListApi/PersonOrderAdd', personOrder(victim.openid, pkg, bookableDay(t.clock.now()), '02', 900)],
      ['/api/UserInfoApi/userOpenid', { openid: victim.openid }],
    ] as const;
    for (const [path, body] of asVictim) {
      const res = await api(path, body);
      expect([path, res.statusCode, res.json<Envelope>()]).toEqual([
        path,
        200,
        { success: false, returnMsg: IDENTITY },
      ]);
    }
    // The victim's orders by id, from the stranger's own session (no openid in the body to compare).
    const byId = [
      [
        '/api/OrderListApi/PersonOrderPay',
        {
          id: String(unpaid.id),
          idCard: unpaid.id_card,
          name: unpaid.name,
          tel: unpaid.tel,
          type: unpaid.type,
          state: 'S',
          created_Time: '2026-11-22 08:57:00',
          begin_Time: unpaid.begin_time,
          sumtime_Name: unpaid.sumtime_name,
          clus_Name: unpaid.clus_name,
          clus_Code: unpaid.clus_code,
          price: unpaid.amount_fen / 100,
        },
      ],
      ['/api/OrderListApi/PersonOrderCancel', { id: String(paid.id), idCard: paid.id_card }],
      ['/api/OrderListApi/PersonOrderRefund', { id: String(paid.id), idCard: paid.id_card, type: paid.type }],
      [
        '/api/OrderListApi/PersonOrderNoPayRefund',
        { id: String(unpaid.id), idCard: unpaid.id_card, type: unpaid.type },
      ],
    ] as const;
    for (const [path, body] of byId) {
      const answer = (await api(path, body)).json<Envelope>();
      expect([path, answer.success]).toEqual([path, false]);
      expect(answer.returnMsg).toMatch(/[\u4e00-\u9fff]/);
    }
    // The stranger's own list does not show them either.
    const own = (await api('/api/OrderListApi/FindByOrderList', { openid: 'o-access-stranger' })).json<Envelope>();
    expect(JSON.stringify(own.returnData ?? [])).not.toContain(victim.idcard);
    expect(await tableFingerprints(t.db as never)).toEqual(before);
  });

  it('a forged, foreign, malformed or expired service token: 401 with the envelope', async () => {
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const widened = Buffer.from(
      JSON.stringify({ ...claims, exp: Number(claims['exp']) + 86_400, scope: 'admin' }),
    ).toString('base64url');
    // An instance with another signing key (as if someone ran their own server) issues a well-formed token.
    const foreign = await (
      await t.another({ tokenSecret: 'a-different-signing-key-0123456789abcdef' })
    ).inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=checkup-web',
    });
    const foreignToken = foreign.json<{ access_token: string }>().access_token;
    for (const bad of [
      `${widened}.${signature}`,
      `${payload}.${tamperedTail(signature, 3)}`,
      foreignToken,
      'eyJhbGciOiJub25lIn0.e30.',
      '',
    ]) {
      const res = await api('/api/BackProtectApi/GetNoticeInfo', { titleName: '体检须知' }, stranger, bad);
      expect([bad.slice(0, 12), res.statusCode, res.json<Envelope>()]).toEqual([
        bad.slice(0, 12),
        401,
        { success: false, returnMsg: '登录已过期，请重新获取令牌' },
      ]);
    }
    const shortLived = await t.token();
    expect(
      (await api('/api/BackProtectApi/GetNoticeInfo', { titleName: '体检须知' }, stranger, shortLived)).statusCode,
    ).toBe(200);
    t.clock.advance(601_000);
    const expired = await api('/api/BackProtectApi/GetNoticeInfo', { titleName: '体检须知' }, stranger, shortLived);
    expect(expired.statusCode).toBe(401);
    token = await t.token();
    stranger = await t.signIn('o-access-stranger');
  });

  it('a forged or tampered session cookie is no session', async () => {
    const [name, value] = stranger.split('=') as [string, string];
    const forgedValue = `${name}=${tamperedTail(value, 4)}`;
    for (const cookie of [forgedValue, `${name}=${victim.openid}`, `${name}=`]) {
      const res = await api('/api/OrderListApi/FindByOrderList', { openid: victim.openid }, cookie);
      expect(res.json<Envelope>()).toEqual({ success: false, returnMsg: IDENTITY });
    }
  });

  it('reports: refused without ReportLogin, with a wrong code, and past the attempt limit even with the right code', async () => {
    const reports = await t.db.selectFrom('reports').select('report_no').where('id_card', '=', victim.idcard).execute();
    const reportNo = reports[0]?.report_no;
    if (!reportNo) throw new Error('demo data lacks reports');
    const list = { idCard: victim.idcard, name: victim.name, tel: victim.tel };
    expect((await api('/api/ReportApi/GetReportList', list)).json<Envelope>()).toEqual({
      success: false,
      returnMsg: '请先验证手机号',
    });
    expect((await api('/api/ReportApi/GetReportDetail', { regNo: reportNo })).json<Envelope>()).toEqual({
      success: false,
      returnMsg: '请先验证手机号',
    });

    // A code goes to the victim's phone; the stranger guesses.
    expect((await api('/api/ReportApi/GetVerifyCode', { tel: victim.tel })).json<Envelope>().success).toBe(true);
    const outbox = (await t.app.inject({ method: 'GET', url: `/sandbox/sms?tel=${victim.tel}` })).json<Envelope>()
      .returnData as Array<{ code: string }>;
    const code = outbox[0]?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const guess = (await api('/api/ReportApi/ReportLogin', { tel: victim.tel, code: wrong })).json<Envelope>();
      expect(guess.success).toBe(false);
      expect(guess.returnMsg).toMatch(/[\u4e00-\u9fff]/);
    }
    // Locked: even the right code no longer grants access.
    expect((await api('/api/ReportApi/ReportLogin', { tel: victim.tel, code })).json<Envelope>().success).toBe(false);
    expect((await api('/api/ReportApi/GetReportList', list)).json<Envelope>()).toEqual({
      success: false,
      returnMsg: '请先验证手机号',
    });
    expect((await api('/api/ReportApi/GetReportDetail', { regNo: reportNo })).json<Envelope>().success).toBe(false);
  });

  /** GetVerifyCode + ReportLogin with the code from the sandbox outbox. */
  async function reportLogin(tel: string, cookie: string): Promise<void> {
    expect((await api('/api/ReportApi/GetVerifyCode', { tel }, cookie)).json<Envelope>().success).toBe(true);
    const outbox = (await t.app.inject({ method: 'GET', url: `/sandbox/sms?tel=${tel}` })).json<Envelope>()
      .returnData as Array<{ code: string }>;
    expect((await api('/api/ReportApi/ReportLogin', { tel, code: outbox[0]?.code }, cookie)).json<Envelope>()).toEqual({
      success: true,
      returnMsg: '登录成功',
    });
  }

  it('PDF: forged, foreign-key, someone else’s and replayed (expired) codes are refused', async () => {
    const reportNo = (
      await t.db
        .selectFrom('reports')
        .select('report_no')
        .where('id_card', '=', victim.idcard)
        .executeTakeFirstOrThrow()
    ).report_no;
    const publicKey = (await t.app.inject({ method: 'GET', url: '/config.json' })).json<{ rsaPublicKey: string }>()
      .rsaPublicKey;
    const pdfCode = async (regNo: string, timestamp: number, key = publicKey) =>
      encodeURIComponent(await encryptText(JSON.stringify({ regNo, timestamp }), key, { nowMs: timestamp }));
    const getPdf = (code: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: `/home/pdf?code=${code}`, headers: cookie ? { cookie } : {} });
    // Both visitors hold a report grant for their own phone (past the 60 s resend wait of the previous test).
    t.clock.advance(61_000);
    const victimCookie = await t.signIn(victim.openid);
    await reportLogin(victim.tel, victimCookie);
    // The grant serves the person whose list it showed (name, ID number and phone).
    expect(
      (
        await api(
          '/api/ReportApi/GetReportList',
          { idCard: victim.idcard, name: victim.name, tel: victim.tel },
          victimCookie,
        )
      ).json<Envelope>().success,
    ).toBe(true);
    await reportLogin('13700000001', stranger);
    const now = t.clock.now().getTime();

    const outcomes: Array<[string, number]> = [];
    for (const [label, code, cookie] of [
      ['forged', 'definitely-not-a-code', victimCookie],
      ['truncated', (await pdfCode(reportNo, now)).slice(0, 40), victimCookie],
      ['other key', await pdfCode(reportNo, now, (await generateTransportKeyPair()).publicKeyPem), victimCookie],
      ["someone else's report", await pdfCode(reportNo, now), stranger],
      ['no session', await pdfCode(reportNo, now), ''],
      ['expired', await pdfCode(reportNo, now - 6 * 60_000), victimCookie],
    ] as const) {
      const res = await getPdf(code, cookie);
      outcomes.push([label, res.statusCode]);
      expect(res.headers['content-type']).not.toContain('pdf');
      expect(res.json<Envelope>().success).toBe(false);
      expect(res.json<Envelope>().returnMsg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(outcomes.every(([, status]) => status >= 400 && status < 500)).toBe(true);

    // A valid code works for its owner — again while it lives (a code is valid 5 minutes, not single-use:
    // docs/adr/0017-report-access-bound-to-one-person.md, openapi GetReportPdf) — and replayed after its lifetime it is refused.
    const valid = await pdfCode(reportNo, now);
    expect((await getPdf(valid, victimCookie)).statusCode).toBe(200);
    t.clock.advance(4 * 60_000);
    expect((await getPdf(valid, victimCookie)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const replay = await getPdf(valid, victimCookie);
    expect(replay.statusCode).toBe(403);
    expect(replay.json<Envelope>().returnMsg).toBe('报告链接已过期，请重新下载');
  });

  it("reports: a stranger's own valid login opens their own reports, never another person's list, report or PDF", async () => {
    token = await t.token();
    // The stranger (王芳) has a report under her own phone; a relative of the victim (张建国) has one filed under the
    // victim's phone, as families share one.
    const reader = { ...DEMO_RELATIVES[0], cookie: await t.signIn('o-access-reader') };
    const relative = DEMO_RELATIVES[1];
    const template = await t.db
      .selectFrom('reports')
      .selectAll()
      .where('id_card', '=', victim.idcard)
      .orderBy('report_date', 'desc')
      .executeTakeFirstOrThrow();
    const victimReports = (
      await t.db.selectFrom('reports').select('report_no').where('id_card', '=', victim.idcard).execute()
    ).map((r) => r.report_no);
    const copy = (reportNo: string, who: { idcard: string; name: string }, tel: string) => ({
      ...template,
      report_no: reportNo,
      id_card: who.idcard,
      name: who.name,
      tel,
      itemlist: JSON.stringify(template.itemlist),
    });
    await t.db
      .insertInto('reports')
      .values([copy('R-ACCESS-READER', reader, reader.tel), copy('R-ACCESS-RELATIVE', relative, victim.tel)])
      .execute();

    const publicKey = (await t.app.inject({ method: 'GET', url: '/config.json' })).json<{ rsaPublicKey: string }>()
      .rsaPublicKey;
    const pdfOf = async (regNo: string) => {
      const timestamp = t.clock.now().getTime();
      return encodeURIComponent(
        await encryptText(JSON.stringify({ regNo, timestamp }), publicKey, { nowMs: timestamp }),
      );
    };
    const getPdf = (code: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: `/home/pdf?code=${code}`, headers: { cookie } });
    const listAs = async (cookie: string, who: { idcard: string; name: string }, tel: string) =>
      (await api('/api/ReportApi/GetReportList', { idCard: who.idcard, name: who.name, tel }, cookie)).json<Envelope>();
    const detailAs = async (cookie: string, regNo: string) =>
      (await api('/api/ReportApi/GetReportDetail', { regNo }, cookie)).json<Envelope>();
    const numbersIn = (answer: Envelope) =>
      ((answer.returnData ?? []) as Array<{ listData: Array<{ report_No: string }> }>).flatMap((g) =>
        g.listData.map((r) => r.report_No),
      );
    const refusedPdf = async (code: string, cookie: string) => {
      const res = await getPdf(code, cookie);
      expect(res.headers['content-type']).not.toContain('pdf');
      return [res.statusCode, res.json<Envelope>()];
    };

    // The stranger's own login works, for her own reports (so every refusal below is about the person, not the grant).
    await reportLogin(reader.tel, reader.cookie);
    expect(numbersIn(await listAs(reader.cookie, reader, reader.tel))).toEqual(['R-ACCESS-READER']);
    expect((await detailAs(reader.cookie, 'R-ACCESS-READER')).success).toBe(true);
    const readerPdf = await pdfOf('R-ACCESS-READER');
    expect((await getPdf(readerPdf, reader.cookie)).statusCode).toBe(200);

    // The victim's list by name and ID number: with the victim's phone refused, with her own phone empty.
    expect(await listAs(reader.cookie, victim, victim.tel)).toEqual({ success: false, returnMsg: NEED_PHONE });
    expect(await listAs(reader.cookie, victim, reader.tel)).toEqual({
      success: true,
      returnMsg: NO_REPORT,
      returnData: [],
    });
    // That empty list recorded nothing (her grant still serves her own report), and the victim's reports stay out of
    // reach, by detail and PDF.
    expect((await detailAs(reader.cookie, 'R-ACCESS-READER')).success).toBe(true);
    for (const regNo of victimReports) {
      expect([regNo, await detailAs(reader.cookie, regNo)]).toEqual([regNo, { success: false, returnMsg: NO_REPORT }]);
      expect([regNo, await refusedPdf(await pdfOf(regNo), reader.cookie)]).toEqual([
        regNo,
        [404, { success: false, returnMsg: NO_REPORT }],
      ]);
    }
    // Nor does listing herself again open them.
    expect(numbersIn(await listAs(reader.cookie, reader, reader.tel))).toEqual(['R-ACCESS-READER']);
    for (const regNo of victimReports)
      expect([regNo, await detailAs(reader.cookie, regNo)]).toEqual([regNo, { success: false, returnMsg: NO_REPORT }]);

    // A captured PDF link, replayed inside its lifetime from another session whose grant names the same person but
    // verified another phone (the earlier stranger's, 13700000001): refused. Its owner may still open it. That person
    // has a report under that phone too, so the list finds it and the grant names her (an empty list records nobody,
    // and the refusal would then not be the phone's).
    await t.db
      .insertInto('reports')
      .values(copy('R-ACCESS-READER-2', reader, '13700000001'))
      .execute();
    expect(numbersIn(await listAs(stranger, reader, '13700000001'))).toEqual(['R-ACCESS-READER-2']);
    expect((await detailAs(stranger, 'R-ACCESS-READER-2')).success).toBe(true);
    expect(await refusedPdf(readerPdf, stranger)).toEqual([404, { success: false, returnMsg: NO_REPORT }]);
    expect(await detailAs(stranger, 'R-ACCESS-READER')).toEqual({ success: false, returnMsg: NO_REPORT });
    expect((await getPdf(readerPdf, reader.cookie)).statusCode).toBe(200);

    // The same phone is not the same person: the victim's grant, after listing the victim, does not open the
    // relative's report filed under that phone (past the 60 s resend wait of the earlier code to that phone).
    t.clock.advance(61_000);
    const victimCookie = await t.signIn(victim.openid);
    await reportLogin(victim.tel, victimCookie);
    const own = numbersIn(await listAs(victimCookie, victim, victim.tel));
    expect(own.sort()).toEqual([...victimReports].sort());
    expect(await detailAs(victimCookie, 'R-ACCESS-RELATIVE')).toEqual({ success: false, returnMsg: NO_REPORT });
    expect(await refusedPdf(await pdfOf('R-ACCESS-RELATIVE'), victimCookie)).toEqual([
      404,
      { success: false, returnMsg: NO_REPORT },
    ]);
  });
});
