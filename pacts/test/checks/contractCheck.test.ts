/** The pact-vs-openapi check itself finds what is wrong (so a green run means something). */
import { describe, expect, it } from 'vitest';
import { checkInteraction } from '../../src/contractCheck';
import { loadOpenApi } from '../../src/openapi';
import type { PactHttpInteraction } from '../../src/pactFile';
import { OPENAPI_FILE } from '../../src/paths';

const api = loadOpenApi(OPENAPI_FILE);

const base: PactHttpInteraction = {
  type: 'Synchronous/HTTP',
  description: 'packages',
  request: {
    method: 'POST',
    path: '/api/UserInfoApi/GetClusItemList',
    headers: { Authorization: ['Bearer token'] },
    body: { content: { clus_type: '3' }, contentType: 'application/json' },
  },
  response: {
    status: 200,
    body: {
      content: { success: true, returnMsg: '查询成功', returnData: { m: [], w: [] } },
      contentType: 'application/json',
    },
  },
};

const withRequest = (request: Partial<PactHttpInteraction['request']>): PactHttpInteraction => ({
  ...base,
  request: { ...base.request, ...request },
});
const withResponse = (response: Partial<PactHttpInteraction['response']>): PactHttpInteraction => ({
  ...base,
  response: { ...base.response, ...response },
});

describe('checkInteraction', () => {
  it('accepts an interaction that agrees with openapi.yaml', () => {
    expect(checkInteraction(api, base)).toEqual([]);
  });

  it.each([
    ['an unknown path', withRequest({ path: '/api/Nope' }), 'no operation'],
    ['a wrong method', withRequest({ method: 'GET' }), 'no operation'],
    [
      'a request body outside the schema',
      withRequest({ body: { content: { clus_type: '9' }, contentType: 'application/json' } }),
      'request body',
    ],
    ['a missing service token', withRequest({ headers: {} }), 'service token'],
    ['an undeclared query parameter', withRequest({ query: { x: ['1'] } }), 'not declared'],
    [
      'a declared header outside its schema',
      withRequest({
        path: '/api/OrderListApi/TeamOrderAdd',
        headers: { Authorization: ['Bearer token'], Cookie: ['checkup_session=s'], 'Idempotency-Key': ['not a key!'] },
        body: {
          content: {
            openid: 'o1',
            name: '李明',
            tel: '13812345678',
            idcard: '440305199003078913',
            clus_code: 'TT001',
            clus_name: '',
            begin_time: '2026-12-01',
            lnc_Code: 'L0012',
            sumtime_Code: '02',
            sumtime_Name: '',
            company_Name: '',
            regno: '2611220031',
            spType: 'L0012',
            choose_comb_code: '',
          },
          contentType: 'application/json',
        },
      }),
      'header "Idempotency-Key"',
    ],
    ['an undeclared status', withResponse({ status: 418 }), 'status 418'],
    [
      'a response body outside the schema',
      withResponse({ body: { content: { success: 'yes', returnMsg: '' }, contentType: 'application/json' } }),
      'response body',
    ],
    [
      'malformed JSON text in returnData',
      {
        ...base,
        request: {
          ...base.request,
          path: '/api/UserInfoApi/GetQuestionData',
          body: { content: { sex: '1' }, contentType: 'application/json' },
        },
        response: {
          status: 200,
          body: { content: { success: true, returnMsg: '', returnData: '[{' }, contentType: 'application/json' },
        },
      },
      'not JSON text',
    ],
  ] as const)('reports %s', (_, interaction, problem) => {
    expect(checkInteraction(api, interaction).join('\n')).toContain(problem);
  });

  it('validates each event of a chat stream and its [DONE] end', () => {
    const stream: PactHttpInteraction = {
      type: 'Synchronous/HTTP',
      description: 'chat',
      request: {
        method: 'POST',
        path: '/v1/chat/completions',
        headers: { Authorization: ['Bearer token'] },
        body: {
          content: { model: 'm', stream: true, messages: [{ role: 'user', content: '你好' }] },
          contentType: 'application/json',
        },
      },
      response: { status: 200, body: { content: 'data: {"id":"x"}\n\n', contentType: 'text/event-stream' } },
    };
    const problems = checkInteraction(api, stream).join('\n');
    expect(problems).toContain('[DONE]');
    expect(problems).toContain("must have required property 'object'");
  });
});
