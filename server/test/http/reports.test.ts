import { Writable } from 'node:stream';
import { encryptText } from '@checkup/sdk/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/db/seed/index';
import { buildApp } from '../../src/http/app';
import { clientHelpers, envelope, testApp, testConfig } from './harness';

const visitor = DEMO_USERS[0];

describe('reports: verification code, ReportLogin, report list and the PDF download code', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  let cookie: string;
  let publicKey: string;
  let reportNo: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await testApp();
    token = await t.token();
    cookie = await t.signIn(visitor.openid);
    publicKey = (await t.app.inject({ method: 'GET', url: '/config.json' })).json<{ rsaPublicKey: string }>()
      .rsaPublicKey;
  });
  afterAll(async () => t.close());

  const pdfCode = async (regNo: string, timestamp: number) =>
    encodeURIComponent(await encryptText(JSON.stringify({ regNo, timestamp }), publicKey, { nowMs: timestamp }));
  const getPdf = (code: string, withCookie = cookie) =>
    t.app.inject({ method: 'GET', url: `/home/pdf?code=${code}`, headers: withCookie ? { cookie: withCookie } : {} });

  it('refuses the report list before ReportLogin', async () => {
    const res = await t.post(
      '/api/ReportApi/GetReportList',
      { idCard: visitor.idcard, name: visitor.name, tel: visitor.tel },
      { token, cookie },
    );
    expect(envelope(res)).toEqual({ success: false, returnMsg: '请先验证手机号' });
  });

  it('sends a code to the sandbox outbox (phone masked in the log), logs in and lists the reports', async () => {
    const stream = new Writable({
      write(chunk: Buffer, _e, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({
      db: t.db,
      clock: t.clock,
      config: testConfig(),
      logger: { level: 'info', stream },
    });
    try {
      const sent = await clientHelpers(logged).post(
        '/api/ReportApi/GetVerifyCode',
        { tel: visitor.tel },
        { token, cookie },
      );
      expect(envelope(sent)).toEqual({ success: true, returnMsg: '验证码发送成功，5分钟内有效。' });
      const outbox = await logged.inject({ method: 'GET', url: `/sandbox/sms?tel=${visitor.tel}` });
      const [message] = envelope(outbox).returnData as Array<{ code: string; tel: string }>;
      expect(message?.tel).toBe(visitor.tel);
      const all = logLines.join('');
      expect(all).toContain('sandbox SMS');
      expect(all).not.toContain(visitor.tel);

      const wrong = await t.post(
        '/api/ReportApi/ReportLogin',
        { tel: visitor.tel, code: message?.code === '000000' ? '111111' : '000000' },
        { token, cookie },
      );
      expect(envelope(wrong).success).toBe(false);
      const ok = await t.post(
        '/api/ReportApi/ReportLogin',
        { tel: visitor.tel, code: message?.code },
        { token, cookie },
      );
      expect(envelope(ok)).toEqual({ success: true, returnMsg: '登录成功' });
    } finally {
      await logged.close();
    }
    const list = envelope(
      await t.post(
        '/api/ReportApi/GetReportList',
        { idCard: visitor.idcard, name: visitor.name, tel: visitor.tel },
        { token, cookie },
      ),
    );
    expect(list.success).toBe(true);
    const groups = list.returnData as Array<{ listData: Array<{ report_No: string }> }>;
    reportNo = groups[0]?.listData[0]?.report_No as string;
    expect(reportNo).toBeTruthy();
    const detail = envelope(await t.post('/api/ReportApi/GetReportDetail', { regNo: reportNo }, { token, cookie }));
    const [report] = JSON.parse(detail.returnData as string) as Array<{
      regno: string;
      itemlist: Array<{ check_cls: string }>;
    }>;
    expect(report?.regno).toBe(reportNo);
    // The category's name, as the visitor reads it, never the catalogue's code (01, 05, 23).
    expect(new Set(report?.itemlist.map((item) => item.check_cls))).toEqual(
      new Set(['一般检查', '检验项目', '影像检查']),
    );
  });

  it('returns a real PDF for a valid code of the session’s own report', async () => {
    const stamp = envelope(
      await t.app.inject({
        method: 'GET',
        url: '/api/ReportApi/GetTimeStamp',
        headers: { authorization: `Bearer ${token}` },
      }),
    ).returnData as number;
    expect(stamp).toBe(t.clock.now().getTime());
    const res = await getPdf(await pdfCode(reportNo, stamp));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The CJK font is embedded (as a subset) so the Chinese text renders anywhere.
    expect(res.rawPayload.toString('latin1')).toMatch(/FontFile2|FontFile3/);
  });

  it("serves neither the detail nor the PDF of another person's report on the same phone (access needs name, ID number and phone)", async () => {
    const relative = {
      ...(await t.db.selectFrom('reports').selectAll().where('report_no', '=', reportNo).executeTakeFirstOrThrow()),
      report_no: 'R-RELATIVE-1',
      id_card: '11010519491231002X',
      name: '王芳',
    };
    await t.db
      .insertInto('reports')
      .values({ ...relative, itemlist: JSON.stringify(relative.itemlist) })
      .execute();
    expect(
      envelope(await t.post('/api/ReportApi/GetReportDetail', { regNo: 'R-RELATIVE-1' }, { token, cookie })),
    ).toEqual({ success: false, returnMsg: '暂无报告数据' });
    const now = t.clock.now().getTime();
    // Answered as an unknown report: a verified caller cannot tell which report numbers exist.
    expect((await getPdf(await pdfCode('R-RELATIVE-1', now))).statusCode).toBe(404);
    // Once the relative's own name and ID number are given with the phone, their report is served, and the first one no longer.
    await t.post(
      '/api/ReportApi/GetReportList',
      { idCard: relative.id_card, name: relative.name, tel: visitor.tel },
      { token, cookie },
    );
    expect(
      envelope(await t.post('/api/ReportApi/GetReportDetail', { regNo: 'R-RELATIVE-1' }, { token, cookie })).success,
    ).toBe(true);
    expect(
      envelope(await t.post('/api/ReportApi/GetReportDetail', { regNo: reportNo }, { token, cookie })).success,
    ).toBe(false);
    await t.post(
      '/api/ReportApi/GetReportList',
      { idCard: visitor.idcard, name: visitor.name, tel: visitor.tel },
      { token, cookie },
    );
  });

  it('keeps serving the person listed before after a list that found nothing (a mistyped name or ID number)', async () => {
    const list = (who: { idCard: string; name: string }) =>
      t.post('/api/ReportApi/GetReportList', { ...who, tel: visitor.tel }, { token, cookie });
    const detail = async () =>
      envelope(await t.post('/api/ReportApi/GetReportDetail', { regNo: reportNo }, { token, cookie })).success;
    expect(envelope(await list({ idCard: visitor.idcard, name: visitor.name })).success).toBe(true);
    // Her mother's name mistyped (王方 for 王芳), then her ID number one digit off: nothing found, nothing recorded.
    const mistakes = [
      { idCard: '11010519491231002X', name: '王方' },
      { idCard: '11010519491231003X', name: '王芳' },
    ];
    for (const mistake of mistakes) {
      expect(envelope(await list(mistake))).toEqual({ success: true, returnMsg: '暂无报告数据', returnData: [] });
      expect(await detail()).toBe(true);
      expect((await getPdf(await pdfCode(reportNo, t.clock.now().getTime()))).statusCode).toBe(200);
    }
    // A list that finds reports still moves the grant to its person.
    expect(envelope(await list({ idCard: '11010519491231002X', name: '王芳' })).success).toBe(true);
    expect(await detail()).toBe(false);
    expect(envelope(await list({ idCard: visitor.idcard, name: visitor.name })).success).toBe(true);
  });

  it('serves a report filed under the 15-digit form of the ID number to the 18-digit one: list, detail and PDF', async () => {
    const oldForm = visitor.idcard.slice(0, 6) + visitor.idcard.slice(8, 17);
    const filed = await t.db
      .selectFrom('reports')
      .selectAll()
      .where('report_no', '=', reportNo)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('reports')
      .values({
        ...filed,
        report_no: 'R-OLD-ID-1',
        id_card: oldForm,
        report_date: '2019-05-06',
        itemlist: JSON.stringify(filed.itemlist),
      })
      .execute();
    const list = envelope(
      await t.post(
        '/api/ReportApi/GetReportList',
        { idCard: visitor.idcard, name: visitor.name, tel: visitor.tel },
        { token, cookie },
      ),
    );
    expect(
      (list.returnData as Array<{ listData: Array<{ report_No: string }> }>).flatMap((g) =>
        g.listData.map((r) => r.report_No),
      ),
    ).toContain('R-OLD-ID-1');
    expect(
      envelope(await t.post('/api/ReportApi/GetReportDetail', { regNo: 'R-OLD-ID-1' }, { token, cookie })).success,
    ).toBe(true);
    expect((await getPdf(await pdfCode('R-OLD-ID-1', t.clock.now().getTime()))).statusCode).toBe(200);
  });

  it('refuses forged, expired, foreign and session-less codes', async () => {
    const now = t.clock.now().getTime();
    const forged = await getPdf('definitely-not-a-code');
    expect(forged.statusCode).toBe(400);
    expect(envelope(forged).returnMsg).toBe('报告链接无效');

    const expired = await getPdf(await pdfCode(reportNo, now - 6 * 60_000));
    expect(expired.statusCode).toBe(403);
    expect(envelope(expired).returnMsg).toBe('报告链接已过期，请重新下载');

    const valid = await pdfCode(reportNo, now);
    const stranger = await t.signIn('o-stranger');
    expect((await getPdf(valid, stranger)).statusCode).toBe(403);
    expect((await getPdf(valid, '')).statusCode).toBe(403);

    const replayedLater = valid;
    t.clock.advance(6 * 60_000);
    expect((await getPdf(replayedLater)).statusCode).toBe(403);
  });

  it('logs the same session in again when it repeats a ReportLogin whose answer was lost, and no other session with that code', async () => {
    const own = await t.signIn(visitor.openid);
    const sniffer = await t.signIn('o-sniffer');
    expect(
      envelope(await t.post('/api/ReportApi/GetVerifyCode', { tel: visitor.tel }, { token, cookie: own })).success,
    ).toBe(true);
    const [message] = envelope(await t.app.inject({ method: 'GET', url: `/sandbox/sms?tel=${visitor.tel}` }))
      .returnData as Array<{ code: string }>;
    const login = { tel: visitor.tel, code: message?.code ?? '' };
    const list = (withCookie: string) =>
      t.post(
        '/api/ReportApi/GetReportList',
        { idCard: visitor.idcard, name: visitor.name, tel: visitor.tel },
        { token, cookie: withCookie },
      );
    // The first answer is lost on the way; the server has used the code.
    expect(envelope(await t.post('/api/ReportApi/ReportLogin', login, { token, cookie: own })).success).toBe(true);
    t.clock.advance(30_000);
    expect(envelope(await t.post('/api/ReportApi/ReportLogin', login, { token, cookie: own }))).toEqual({
      success: true,
      returnMsg: '登录成功',
    });
    expect(envelope(await list(own)).success).toBe(true);
    // Someone who saw the code: refused as before, and nothing opened for them.
    expect(envelope(await t.post('/api/ReportApi/ReportLogin', login, { token, cookie: sniffer }))).toEqual({
      success: false,
      returnMsg: '验证码已过期，请重新获取',
    });
    expect(envelope(await list(sniffer))).toEqual({ success: false, returnMsg: '请先验证手机号' });
    t.clock.advance(2 * 60_000);
    expect(envelope(await t.post('/api/ReportApi/ReportLogin', login, { token, cookie: own }))).toEqual({
      success: false,
      returnMsg: '验证码已过期，请重新获取',
    });
  });

  it('ends the report access at sign-out: list, detail and PDF are refused until the next ReportLogin', async () => {
    t.clock.advance(61_000);
    const own = await t.signIn(visitor.openid);
    expect(
      envelope(await t.post('/api/ReportApi/GetVerifyCode', { tel: visitor.tel }, { token, cookie: own })).success,
    ).toBe(true);
    const [message] = envelope(await t.app.inject({ method: 'GET', url: `/sandbox/sms?tel=${visitor.tel}` }))
      .returnData as Array<{ code: string }>;
    expect(
      envelope(
        await t.post('/api/ReportApi/ReportLogin', { tel: visitor.tel, code: message?.code }, { token, cookie: own }),
      ).success,
    ).toBe(true);
    const person = { idCard: visitor.idcard, name: visitor.name, tel: visitor.tel };
    expect(envelope(await t.post('/api/ReportApi/GetReportList', person, { token, cookie: own })).success).toBe(true);
    const grants = async () => (await t.db.selectFrom('report_grants').select('id').execute()).length;
    const grantsBefore = await grants();

    expect(envelope(await t.post('/api/ReportApi/ReportLogout', undefined, { token, cookie: own }))).toEqual({
      success: true,
      returnMsg: '已退出登录',
    });
    expect(envelope(await t.post('/api/ReportApi/GetReportList', person, { token, cookie: own }))).toEqual({
      success: false,
      returnMsg: '请先验证手机号',
    });
    expect(
      envelope(await t.post('/api/ReportApi/GetReportDetail', { regNo: reportNo }, { token, cookie: own })),
    ).toEqual({ success: false, returnMsg: '请先验证手机号' });
    const stamp = t.clock.now().getTime();
    expect((await getPdf(await pdfCode(reportNo, stamp), own)).statusCode).toBe(403);
    expect(await grants()).toBe(grantsBefore - 1);
    // Signing out twice, or without ever logging in, is not an error.
    expect(envelope(await t.post('/api/ReportApi/ReportLogout', undefined, { token, cookie: own })).success).toBe(true);
  });
});
