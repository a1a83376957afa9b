/** Report login by SMS code, the report list and detail, and the report PDF. */
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerState, type ProviderState } from '../../src/states';
import { VISITOR, dateLike, okMessage } from '../support/fixtures';
import {
  SAMPLE_SESSION,
  addApiInteraction,
  dataOf,
  newPact,
  sdkClient,
  sessionCookieHeader,
  verifyBusinessFailure,
  verifyCall,
  type ApiCase,
} from '../support/harness';
import { decryptText, generateTransportKeyPair } from '../support/sdk';

const { like, eachLike, integer, regex } = MatchersV3;

describe('GetVerifyCode', () => {
  it('sends a code', () =>
    verifyCall(
      {
        operationId: 'GetVerifyCode',
        given: providerState('reportAccessMissing', { tel: VISITOR.tel }),
        uponReceiving: 'a request for an SMS code',
        body: { tel: VISITOR.tel },
        response: { success: true, returnMsg: like('验证码发送成功，5分钟内有效。') },
      },
      (result) => expect(result.ok).toBe(true),
    ));

  it('refuses a second code within 60 seconds', () =>
    verifyBusinessFailure({
      operationId: 'GetVerifyCode',
      given: providerState('smsCodeJustSent', { tel: VISITOR.tel }),
      uponReceiving: 'a request for an SMS code within 60 seconds of the last',
      body: { tel: VISITOR.tel },
      returnMsg: '验证码已发送，请60秒后再试',
    }));

  it('refuses a malformed phone number', () =>
    verifyBusinessFailure({
      operationId: 'GetVerifyCode',
      given: providerState('reportAccessMissing', { tel: '12345678901' }),
      uponReceiving: 'a request for an SMS code to a malformed phone number',
      body: { tel: '12345678901' },
      returnMsg: '手机号码格式错误',
    }));

  it('hands over 网络异常 when the SMS gateway fails', () =>
    verifyBusinessFailure({
      operationId: 'GetVerifyCode',
      given: providerState('smsGatewayDown'),
      uponReceiving: 'a request for an SMS code while the SMS gateway is down',
      body: { tel: VISITOR.tel },
      returnMsg: '网络异常',
    }));
});

describe('ReportLogin', () => {
  const login = { tel: VISITOR.tel, code: '482913' } as const;

  it('accepts the right code', () =>
    verifyCall(
      {
        operationId: 'ReportLogin',
        given: providerState('smsCodeSent', login),
        uponReceiving: 'a report login with the code just sent',
        body: login,
        response: { success: true, returnMsg: like('登录成功') },
      },
      (result) => expect(result).toEqual({ ok: true, data: undefined, returnMsg: '登录成功' }),
    ));

  it('refuses a wrong code', () =>
    verifyBusinessFailure({
      operationId: 'ReportLogin',
      given: providerState('smsCodeSent', login),
      uponReceiving: 'a report login with a wrong code',
      body: { ...login, code: '000000' },
      returnMsg: '验证码错误',
    }));

  it('refuses an expired code', () =>
    verifyBusinessFailure({
      operationId: 'ReportLogin',
      given: providerState('smsCodeExpired', login),
      uponReceiving: 'a report login with a code older than 5 minutes',
      body: login,
      returnMsg: '验证码已过期，请重新获取',
    }));
});

const reportPerson = { idCard: VISITOR.idCard, name: VISITOR.name, tel: VISITOR.tel } as const;
const reportAccess = providerState('reportAccess', { tel: VISITOR.tel });

describe('ReportLogout', () => {
  it('ends the report access', () =>
    verifyCall(
      {
        operationId: 'ReportLogout',
        given: reportAccess,
        uponReceiving: 'a report sign-out',
        response: { success: true, returnMsg: like('已退出登录') },
      },
      (result) => expect(result).toEqual({ ok: true, data: undefined, returnMsg: '已退出登录' }),
    ));
});

describe('GetReportList', () => {
  it('lists the reports grouped by year', () =>
    verifyCall(
      {
        operationId: 'GetReportList',
        given: reportAccess,
        uponReceiving: 'a request for the reports of a person',
        body: reportPerson,
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({
            years: regex('^\\d{4}$', '2026'),
            listData: eachLike({
              report_Name: like('华创科技2026年度员工体检套餐'),
              report_No: like('2606120045'),
              report_Date: dateLike('2026-06-12'),
            }),
          }),
        },
      },
      (result) =>
        expect(dataOf(result)[0]).toEqual({
          years: '2026',
          listData: [
            { report_Name: '华创科技2026年度员工体检套餐', report_No: '2606120045', report_Date: '2026-06-12' },
          ],
        }),
    ));

  it('gets an empty list', () =>
    verifyCall(
      {
        operationId: 'GetReportList',
        given: providerState('reportAccessNoReports', { tel: VISITOR.tel }),
        uponReceiving: 'a request for the reports of a person who has none',
        body: reportPerson,
        response: { success: true, returnMsg: like('暂无报告数据'), returnData: [] },
      },
      (result) => expect(dataOf(result)).toEqual([]),
    ));

  it('asks for the phone check first', () =>
    verifyBusinessFailure({
      operationId: 'GetReportList',
      given: providerState('reportAccessMissing', { tel: VISITOR.tel }),
      uponReceiving: 'a request for reports before the report login',
      body: reportPerson,
      returnMsg: '请先验证手机号',
    }));
});

const REPORT_TEXT =
  '[{"name":"李明","sex":"1","age":36,"regno":"2606120045","reg_date":"2026-06-12","doc_name":"王建国","sumup":"1. 血脂偏高；2. 轻度脂肪肝。","sugg_tag":"低脂饮食，适量运动，三个月后复查血脂。","itemlist":[{"comb_name":"血脂四项","res_tag":"总胆固醇偏高","dept_doct":"检验科 刘洋","check_cls":"检验","detailList":[{"item_name":"总胆固醇","rec_result":"6.12","hint":"↑","unit":"mmol/L","ref_lower":"2.8","ref_upper":"5.2"}]}]}]';

describe('GetReportDetail', () => {
  it('decodes the report from its JSON text', () =>
    verifyCall(
      {
        operationId: 'GetReportDetail',
        given: reportAccess,
        uponReceiving: 'a request for one report',
        body: { regNo: '2606120045' },
        response: { success: true, returnMsg: okMessage(), returnData: like(REPORT_TEXT) },
      },
      (result) => {
        const [report] = dataOf(result);
        expect(report?.regno).toBe('2606120045');
        expect(report?.itemlist[0]?.detailList[0]).toMatchObject({ item_name: '总胆固醇', hint: '↑' });
      },
    ));

  it('says 暂无报告数据 for an unknown report', () =>
    verifyBusinessFailure({
      operationId: 'GetReportDetail',
      given: [reportAccess, providerState('unknownReport', { regNo: '2699999999' })],
      uponReceiving: 'a request for a report that does not exist',
      body: { regNo: '2699999999' },
      returnMsg: '暂无报告数据',
    }));
});

const timeStamp: ApiCase<'GetTimeStamp'> = {
  operationId: 'GetTimeStamp',
  given: reportAccess,
  uponReceiving: 'a request for the server time',
  response: { success: true, returnMsg: okMessage(), returnData: integer(1795309860000) },
};

describe('GetTimeStamp', () => {
  it('gets the server time in milliseconds', () =>
    verifyCall(timeStamp, (result) => expect(dataOf(result)).toBe(1795309860000)));
});

describe('GetReportPdf', () => {
  // An example code the provider cannot decrypt; real codes are one-time ciphertexts matched by the regex.
  const EXAMPLE_CODE = 'Zm9yLWV4YW1wbGUtb25seQ.Zm9yLWV4YW1wbGUtb25seQ';
  const pdfRequest = (pact: PactV4, states: ProviderState[], description: string) =>
    states
      .reduce((interaction, state) => interaction.given(state.name, state.params), pact.addInteraction())
      .uponReceiving(description)
      .withRequest('GET', '/home/pdf', (builder) =>
        builder.query({ code: regex('^\\S+$', EXAMPLE_CODE) }).headers({ Cookie: sessionCookieHeader }),
      );
  let keys: Awaited<ReturnType<typeof generateTransportKeyPair>>;
  beforeAll(async () => {
    keys = await generateTransportKeyPair();
  });

  it('builds the one-time code with the server time and gets the PDF', async () => {
    const pact = newPact();
    addApiInteraction(pact, timeStamp);
    await pdfRequest(pact, [providerState('reportPdf', { regNo: '2606120045' })], 'a request for the PDF of a report')
      .willRespondWith(200, (builder) =>
        builder.body(
          'application/pdf',
          Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n', 'latin1'),
        ),
      )
      .executeTest(async (mock) => {
        const url = dataOf(await sdkClient(mock, { rsaPublicKey: keys.publicKeyPem }).pdfUrl('2606120045'));
        const code = new URL(url).searchParams.get('code') ?? '';
        expect(JSON.parse(await decryptText(code, keys.privateKeyPem))).toEqual({
          regNo: '2606120045',
          timestamp: 1795309860000,
        });
        // The app opens the address; the browser sends the session cookie.
        const response = await fetch(url, { headers: { Cookie: `checkup_session=${SAMPLE_SESSION}` } });
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toMatch(/^%PDF-/);
      });
  });

  it.each([
    [
      400,
      [providerState('reportAccess', { tel: VISITOR.tel })],
      'a request for a PDF with an undecryptable code',
      '报告链接无效',
    ],
    [
      403,
      [providerState('reportPdfCodeExpired', { regNo: '2606120045' })],
      'a request for a PDF with a code older than 5 minutes',
      '报告链接已过期，请重新下载',
    ],
    [
      404,
      [reportAccess, providerState('unknownReport', { regNo: '2699999999' })],
      'a request for the PDF of a report that does not exist',
      '暂无报告数据',
    ],
  ] as const)('gets HTTP %i with the envelope', async (status, state, description, returnMsg) => {
    await pdfRequest(newPact(), [...state], description)
      .willRespondWith(status, (builder) => builder.jsonBody({ success: false, returnMsg }))
      .executeTest(async (mock) => {
        const response = await fetch(`${mock.url}/home/pdf?code=${encodeURIComponent(EXAMPLE_CODE)}`, {
          headers: { Cookie: `checkup_session=${SAMPLE_SESSION}` },
        });
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ success: false, returnMsg });
      });
  });
});
