import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createCheckupClient, memoryTokenStore, silentLogger, type CheckupLogger, type Result } from '../src/client';
import { operationMeta, type OperationId } from '../src/operations.gen';
import type { components } from '../src/schema';
import { API, businessFailure, envelope, fakeServer, json } from './fakeServer';

type Schemas = components['schemas'];

const packages: Schemas['ClusItemLists'] = {
  m: [
    {
      clus_code: '0301',
      clus_name: '入职体检套餐（男）',
      clus_note: '适用于新员工入职',
      price: 298,
      jd_price: 268,
      jd_flag: 'T',
      marr_status: '0',
    },
  ],
  w: [],
};

const questions: Schemas['QuestionList'] = [
  {
    question_code: '1',
    question_name: '您是否吸烟？',
    type: '2',
    binding_code: '',
    answers: [
      { result_code: '1-1', result_name: '不吸烟', result_el_code: '' },
      { result_code: '1-2', result_name: '吸烟', result_el_code: 'A1' },
    ],
  },
];

const groupUser: Schemas['GroupUser'] = {
  clus_code: '1201',
  clus_name: '员工年度体检（男）',
  lnc_code: '1001',
  lnc_name: '深圳市某某科技有限公司',
  pat_name: '张三',
  idcard: '320106199003071517',
  tel: '13812345678',
  reg_no: '2026112200001',
  wx_drprice: 500,
};

const report: Schemas['ReportDetail'] = {
  name: '张三',
  sex: '1',
  age: 36,
  regno: '2026112200001',
  reg_date: '2026-11-22',
  doc_name: '李医生',
  sumup: '1. 血脂偏高',
  sugg_tag: '低脂饮食，适量运动',
  itemlist: [
    {
      comb_name: '血脂四项',
      res_tag: '总胆固醇偏高',
      dept_doct: '检验科 王医生',
      check_cls: '检验',
      detailList: [
        { item_name: '总胆固醇', rec_result: '6.2', hint: '↑', unit: 'mmol/L', ref_lower: '2.8', ref_upper: '5.2' },
      ],
    },
  ],
};

function clientFor(server: ReturnType<typeof fakeServer>, logger: CheckupLogger = silentLogger) {
  return createCheckupClient({ config: { apiHost: API }, fetch: server.fetch, logger, tokenStore: memoryTokenStore() });
}

describe('envelope', () => {
  it('gives returnData and returnMsg on success, typed by operationId', async () => {
    const server = fakeServer({ 'POST /api/UserInfoApi/GetClusItemList': () => envelope(packages) });
    const result = await clientFor(server).call('GetClusItemList', { clus_type: '3' });
    expect(result).toEqual({ ok: true, data: packages, returnMsg: '查询成功' });
    if (result.ok) expectTypeOf(result.data).toEqualTypeOf<Schemas['ClusItemLists']>();
  });

  it('sends POST JSON with credentials, and {} when the call has no payload', async () => {
    const server = fakeServer({ 'POST /api/UserInfoApi/GetTjLncList': () => envelope([]) });
    await clientFor(server).call('GetTjLncList');
    const [sent] = server.to('/api/UserInfoApi/GetTjLncList');
    expect(sent?.body).toBe('{}');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
    expect(sent?.credentials).toBe('include');
  });

  it('sends GET calls with their query and no body', async () => {
    const server = fakeServer({ 'GET /api/WeChatApi/toWeChatOauth': () => envelope('oX9a-openid-0001') });
    const result = await clientFor(server).call('toWeChatOauth', undefined, {
      query: { targetUrl: 'OAuthCallback', repage: '/MyOrderList' },
    });
    expect(result).toMatchObject({ ok: true, data: 'oX9a-openid-0001' });
    const [sent] = server.to('/api/WeChatApi/toWeChatOauth');
    expect(sent?.method).toBe('GET');
    expect(new URLSearchParams(sent?.search)).toEqual(
      new URLSearchParams({ targetUrl: 'OAuthCallback', repage: '/MyOrderList' }),
    );
    expect(sent?.body).toBe('');
  });

  it('turns success: false into a business error carrying returnMsg', async () => {
    const server = fakeServer({
      'POST /api/OrderListApi/PersonOrderCancel': () => businessFailure('已过有效取消时间，无法取消！'),
    });
    const result = await clientFor(server).call('PersonOrderCancel', { id: '1', idCard: '320106199003071517' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({
      kind: 'business',
      status: 200,
      returnMsg: '已过有效取消时间，无法取消！',
    });
  });

  it('reports a 200 that is not the envelope, or not JSON, as decode', async () => {
    for (const answer of [
      json({ data: [] }),
      json({ success: 'true', returnMsg: '' }),
      new Response('<html>系统维护</html>', { status: 200 }),
    ]) {
      const server = fakeServer({ 'POST /api/UserInfoApi/GetTjLncList': () => answer });
      const result = await clientFor(server).call('GetTjLncList');
      expect(!result.ok && result.error.kind).toBe('decode');
    }
  });
});

describe('returnData an operation returns', () => {
  /** `call` without its per-operation types, to drive every operation alike (the fake server reads no body). */
  type AnyCall = (operationId: OperationId, body?: unknown, options?: unknown) => Promise<Result<unknown>>;
  const answering = (operationId: OperationId, answer: () => Response, logger: CheckupLogger = silentLogger) => {
    const { method, path } = operationMeta[operationId];
    const server = fakeServer({ [`${method.toUpperCase()} ${path}`]: answer });
    return (clientFor(server, logger).call as AnyCall)(operationId, {}, { query: {} });
  };
  const returningData = (Object.keys(operationMeta) as OperationId[]).filter(
    (operationId) => operationMeta[operationId].returnData !== null,
  );

  it('is generated from each operation’s success envelope in openapi.yaml', () => {
    expect(operationMeta.GetReportList.returnData).toBe('json');
    expect(operationMeta.userOpenid.returnData).toBe('json');
    expect(operationMeta.GetQuestionData.returnData).toBe('jsonText');
    // MessageEnvelope: the result is success and returnMsg.
    expect(operationMeta.ReportLogin.returnData).toBeNull();
    expect(operationMeta.TeamOrderAdd.returnData).toBeNull();
  });

  it.each(returningData)(
    'reports a success of %s without returnData (or with null) as decode, and logs it',
    async (operationId) => {
      for (const answer of [envelope(undefined), json({ success: true, returnMsg: '查询成功', returnData: null })]) {
        const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
        const result = await answering(operationId, () => answer, logger);
        expect(!result.ok && result.error).toMatchObject({ kind: 'decode', status: 200, returnMsg: '查询成功' });
        expect(logger.error).toHaveBeenCalledWith(`${operationId}: success without returnData`);
      }
    },
  );

  it('keeps a success of an operation that returns no data (ReportLogin, the cancellations, GetVerifyCode)', async () => {
    for (const operationId of ['ReportLogin', 'TeamOrderAdd', 'PersonOrderCancel', 'GetVerifyCode'] as const) {
      await expect(answering(operationId, () => envelope(undefined, '登录成功'))).resolves.toEqual({
        ok: true,
        data: undefined,
        returnMsg: '登录成功',
      });
    }
  });

  it('takes an empty list, zero and empty text as data', async () => {
    await expect(answering('GetReportList', () => envelope([], '暂无报告数据'))).resolves.toEqual({
      ok: true,
      data: [],
      returnMsg: '暂无报告数据',
    });
    await expect(answering('GetTimeStamp', () => envelope(0))).resolves.toMatchObject({ ok: true, data: 0 });
    await expect(answering('toWeChatOauth', () => envelope(''))).resolves.toMatchObject({ ok: true, data: '' });
  });

  it('still reports a business failure without returnData as business', async () => {
    const result = await answering('GetReportList', () => businessFailure('暂无报告数据'));
    expect(!result.ok && result.error).toMatchObject({ kind: 'business', returnMsg: '暂无报告数据' });
  });
});

describe('JSON-string returnData', () => {
  it('decodes and validates GetQuestionData', async () => {
    const server = fakeServer({ 'POST /api/UserInfoApi/GetQuestionData': () => envelope(JSON.stringify(questions)) });
    const result = await clientFor(server).call('GetQuestionData', { sex: '1' });
    expect(result).toEqual({ ok: true, data: questions, returnMsg: '查询成功' });
    if (result.ok) expectTypeOf(result.data).toEqualTypeOf<Schemas['QuestionList']>();
  });

  it('decodes TeamLogin records, including ones carrying err', async () => {
    const records = [groupUser, { err: '该人员不在本单位体检名单中' }];
    const server = fakeServer({
      'POST /api/UserInfoApi/TeamLogin': () => envelope(JSON.stringify(records), '登录成功'),
    });
    const result = await clientFor(server).call('TeamLogin', {
      lnc_Code: '1001',
      idCard: '320106199003071517',
      tel: '13812345678',
    });
    expect(result).toEqual({ ok: true, data: records, returnMsg: '登录成功' });
  });

  it('decodes GetReportDetail', async () => {
    const server = fakeServer({ 'POST /api/ReportApi/GetReportDetail': () => envelope(JSON.stringify([report])) });
    const result = await clientFor(server).call('GetReportDetail', { regNo: '2026112200001' });
    expect(result.ok && result.data[0]?.itemlist[0]?.detailList[0]?.hint).toBe('↑');
  });

  it('reports malformed JSON text as decode, without throwing, and logs it', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const server = fakeServer({ 'POST /api/UserInfoApi/GetQuestionData': () => envelope('[{"question_code":"1",') });
    const result = await clientFor(server, logger).call('GetQuestionData', { sex: '2' });
    expect(!result.ok && result.error).toMatchObject({ kind: 'decode', status: 200, returnMsg: '查询成功' });
    expect(!result.ok && result.error.cause).toBeInstanceOf(SyntaxError);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('GetQuestionData: returnData is not valid JSON text'),
    );
  });

  it('reports JSON of the wrong shape as decode, naming the field', async () => {
    const wrong = [{ ...questions[0], type: 4 }];
    const server = fakeServer({ 'POST /api/UserInfoApi/GetQuestionData': () => envelope(JSON.stringify(wrong)) });
    const result = await clientFor(server).call('GetQuestionData', { sex: '1' });
    expect(!result.ok && result.error.kind).toBe('decode');
    expect(!result.ok && result.error.message).toContain('returnData[0].type');
  });

  it('reports returnData that is not text as decode', async () => {
    const server = fakeServer({ 'POST /api/ReportApi/GetReportDetail': () => envelope([report]) });
    const result = await clientFor(server).call('GetReportDetail', { regNo: '2026112200001' });
    expect(!result.ok && result.error.kind).toBe('decode');
  });

  it('does not decode returnData of a business failure', async () => {
    const server = fakeServer({ 'POST /api/UserInfoApi/TeamLogin': () => businessFailure('单位编码错误') });
    const result = await clientFor(server).call('TeamLogin', {
      lnc_Code: '9999',
      idCard: '320106199003071517',
      tel: '13812345678',
    });
    expect(!result.ok && result.error).toMatchObject({ kind: 'business', returnMsg: '单位编码错误' });
  });
});
