/**
 * Service token, sign-in, registration, runtime configuration, JS-SDK config, sandbox stand-ins, the AI chat stream,
 * and the transport failures every call shares (401 with one renewal, 400, 429).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { ID_NUMBER_MESSAGES } from '@checkup/sdk/rules';
import { describe, expect, it } from 'vitest';
import { providerState } from '../../src/states';
import { EXPIRED_TOKEN } from '../../src/verify';
import { VISITOR, dateLike, dateTimeLike, okMessage } from '../support/fixtures';
import {
  SAMPLE_SESSION,
  SAMPLE_TOKEN,
  addApiInteraction,
  bearerHeader,
  callCase,
  dataOf,
  expectFailure,
  newPact,
  sdkClient,
  seededTokenStore,
  textRequestBody,
  textResponseBody,
  verifyBusinessFailure,
  verifyCall,
  type ApiCase,
} from '../support/harness';
import { loadRuntimeConfig, memoryTokenStore } from '../support/sdk';

const { like, eachLike, integer, regex, boolean, atLeastLike } = MatchersV3;

/** The public browser client's grant, form-encoded exactly as the SDK sends it. */
const TOKEN_FORM = 'grant_type=client_credentials&client_id=checkup-web';

const tokenClient = providerState('tokenClient');
const sandboxes = providerState('sandboxes');

const tokenInteraction = (pact: ReturnType<typeof newPact>, accessToken: string, description: string) =>
  pact
    .addInteraction()
    .given(tokenClient.name)
    .uponReceiving(description)
    .withRequest('POST', '/connect/token', (builder) => {
      builder.headers({ 'Content-Type': 'application/x-www-form-urlencoded' });
      textRequestBody(builder, 'application/x-www-form-urlencoded', TOKEN_FORM);
    })
    .willRespondWith(200, (builder) =>
      builder.jsonBody({ access_token: like(accessToken), token_type: 'Bearer', expires_in: integer(3600) }),
    );

describe('GetToken', () => {
  it('gets a service token for the public client and stores it with the 10 s margin', async () => {
    await tokenInteraction(
      newPact(),
      SAMPLE_TOKEN,
      'a client-credentials token request of the public client',
    ).executeTest(async (mock) => {
      const before = Date.now();
      const token = dataOf(await sdkClient(mock, { tokenStore: memoryTokenStore() }).getToken());
      expect(token).toMatchObject({ tokenType: 'Bearer', accessToken: SAMPLE_TOKEN });
      expect(token.expiresAt).toBeGreaterThanOrEqual(before + 3_600_000 - 10_000);
      expect(token.expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000 - 10_000);
    });
  });

  it('fetches a token before the first call and sends it', async () => {
    const pact = newPact();
    tokenInteraction(pact, SAMPLE_TOKEN, 'a token request before the first call');
    await addApiInteraction(pact, {
      operationId: 'GetTjLncList',
      given: providerState('companies'),
      uponReceiving: 'a request for the companies with the token just issued',
      accessToken: SAMPLE_TOKEN,
      response: {
        success: true,
        returnMsg: okMessage(),
        returnData: eachLike({ lnc_Code: like('L0012'), lnc_Name: like('深圳华创科技有限公司') }),
      },
    }).executeTest(async (mock) => {
      const api = sdkClient(mock, { tokenStore: memoryTokenStore() });
      expect(dataOf(await api.call('GetTjLncList'))).toEqual([{ lnc_Code: 'L0012', lnc_Name: '深圳华创科技有限公司' }]);
    });
  });

  it('reports an unknown client as unauthorized with the server’s description', async () => {
    await newPact()
      .addInteraction()
      .given(providerState('tokenClientUnknown').name)
      .uponReceiving('a token request of an unknown client')
      .withRequest('POST', '/connect/token', (builder) => {
        builder.headers({ 'Content-Type': 'application/x-www-form-urlencoded' });
        textRequestBody(builder, 'application/x-www-form-urlencoded', TOKEN_FORM);
      })
      .willRespondWith(400, (builder) =>
        builder.jsonBody({ error: 'invalid_client', error_description: '未知的客户端' }),
      )
      .executeTest(async (mock) => {
        expectFailure(
          await sdkClient(mock, { tokenStore: memoryTokenStore() }).getToken(),
          'unauthorized',
          '未知的客户端',
        );
      });
  });
});

describe('expired service token (HTTP 401)', () => {
  it('renews the token once and repeats the call', async () => {
    const pact = newPact();
    const companies: ApiCase<'GetTjLncList'> = {
      operationId: 'GetTjLncList',
      given: providerState('companies'),
      uponReceiving: 'a request for the companies with the renewed token',
      accessToken: 'renewed-token',
      response: {
        success: true,
        returnMsg: okMessage(),
        returnData: eachLike({ lnc_Code: like('L0012'), lnc_Name: like('深圳华创科技有限公司') }),
      },
    };
    addApiInteraction(pact, {
      ...companies,
      given: [providerState('companies'), providerState('serviceTokenExpired', { access_token: EXPIRED_TOKEN })],
      uponReceiving: 'a request for the companies with an expired token',
      accessToken: EXPIRED_TOKEN,
      status: 401,
      response: { success: false, returnMsg: '登录已过期，请重新获取令牌' },
    });
    tokenInteraction(pact, 'renewed-token', 'a token request after a 401');
    await addApiInteraction(pact, companies).executeTest(async (mock) => {
      const result = await callCase(sdkClient(mock, { tokenStore: seededTokenStore(EXPIRED_TOKEN) }), companies);
      expect(dataOf(result)).toEqual([{ lnc_Code: 'L0012', lnc_Name: '深圳华创科技有限公司' }]);
    });
  });
});

describe('invalid request (HTTP 400) and rate limit (HTTP 429)', () => {
  it('maps HTTP 400 to a badRequest failure with the server’s message', () =>
    verifyCall(
      {
        operationId: 'GetItemCombList',
        given: providerState('catalogue'),
        uponReceiving: 'a request for package items with an empty package code',
        body: { comb_code: '' },
        status: 400,
        response: { success: false, returnMsg: like('请求参数错误：comb_code 不能为空') },
      },
      (result) => expectFailure(result, 'badRequest', '请求参数错误：comb_code 不能为空'),
    ));

  it('maps HTTP 429 to a rateLimited failure with Retry-After', () =>
    verifyCall(
      {
        operationId: 'GetClusItemList',
        given: providerState('rateLimited'),
        uponReceiving: 'a request for the personal packages over the rate limit',
        body: { clus_type: '3' },
        status: 429,
        responseHeaders: { 'Retry-After': regex('^\\d+$', '30') },
        response: { success: false, returnMsg: '当前请求人数过多，请稍后再试' },
      },
      (result) => {
        expectFailure(result, 'rateLimited', '当前请求人数过多，请稍后再试');
        if (!result.ok) expect(result.error.retryAfterSeconds).toBe(30);
      },
    ));
});

const USER = {
  openid: VISITOR.openid,
  name: VISITOR.name,
  idcard: VISITOR.idCard,
  tel: VISITOR.tel,
  card_type: 'idcard',
  sex: '1',
  birthday: '1990-03-07',
} as const;
const registered = providerState('registeredUser', {
  openid: VISITOR.openid,
  name: VISITOR.name,
  idcard: VISITOR.idCard,
  tel: VISITOR.tel,
});

describe('userOpenid', () => {
  it('gets the registered user of the session', () =>
    verifyCall(
      {
        operationId: 'userOpenid',
        given: registered,
        uponReceiving: 'a request for the user of a registered openid',
        body: { openid: VISITOR.openid },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: { ...USER, birthday: dateLike(USER.birthday), marr_type: regex('^[12]$', '2') },
        },
      },
      (result) => expect(dataOf(result)).toEqual({ ...USER, marr_type: '2' }),
    ));

  it('says 用户未注册 (the app goes to /login)', () =>
    verifyBusinessFailure({
      operationId: 'userOpenid',
      given: providerState('unregisteredVisitor', { openid: VISITOR.openid }),
      uponReceiving: 'a request for the user of an unregistered openid',
      body: { openid: VISITOR.openid },
      returnMsg: '用户未注册',
    }));

  it('refuses an openid that is not the session’s', () =>
    verifyBusinessFailure({
      operationId: 'userOpenid',
      given: providerState('sessionOfOther', { openid: VISITOR.openid }),
      uponReceiving: 'a request for the user of an openid other than the session’s',
      body: { openid: VISITOR.openid },
      returnMsg: '身份校验失败，请重新授权登录',
    }));
});

describe('UserRegister', () => {
  const register = {
    openid: VISITOR.openid,
    name: VISITOR.name,
    idcard: VISITOR.idCard,
    tel: VISITOR.tel,
    yzm: '482913',
    card_type: 'idcard',
  } as const;
  const codeSent = [
    providerState('unregisteredVisitor', { openid: VISITOR.openid }),
    providerState('smsCodeSent', { tel: VISITOR.tel, code: '482913' }),
  ];

  it('registers with a resident ID (sex and birthday from the ID)', () =>
    verifyCall(
      {
        operationId: 'UserRegister',
        given: codeSent,
        uponReceiving: 'a registration with a resident ID',
        body: register,
        response: {
          success: true,
          returnMsg: like('注册成功'),
          returnData: { ...USER, birthday: dateLike(USER.birthday) },
        },
      },
      (result) => expect(dataOf(result)).toEqual(USER),
    ));

  it('registers with a passport, sex and birthday given', () =>
    verifyCall(
      {
        operationId: 'UserRegister',
        given: codeSent,
        uponReceiving: 'a registration with a passport',
        body: {
          ...register,
          name: '陈安娜',
          idcard: 'E12345678',
          card_type: 'passport',
          sex: '2',
          birthday: '1992-06-18',
        },
        response: {
          success: true,
          returnMsg: like('注册成功'),
          returnData: {
            openid: VISITOR.openid,
            name: '陈安娜',
            idcard: 'E12345678',
            tel: VISITOR.tel,
            card_type: 'passport',
            sex: '2',
            birthday: '1992-06-18',
          },
        },
      },
      (result) => expect(dataOf(result)).toMatchObject({ card_type: 'passport', sex: '2', birthday: '1992-06-18' }),
    ));

  it('refuses a wrong SMS code', () =>
    verifyBusinessFailure({
      operationId: 'UserRegister',
      given: codeSent,
      uponReceiving: 'a registration with a wrong SMS code',
      body: { ...register, yzm: '000000' },
      returnMsg: '验证码错误或已过期',
    }));

  it('refuses an ID number with a wrong check digit', () =>
    verifyBusinessFailure({
      operationId: 'UserRegister',
      given: codeSent,
      uponReceiving: 'a registration with an ID number whose check digit is wrong',
      body: { ...register, idcard: '440305199003078914' },
      // The SDK rule's message is the one source for app and server.
      returnMsg: ID_NUMBER_MESSAGES.checkDigit,
    }));
});

describe('toWeChatOauth', () => {
  it('gets the sign-in address when there is no session', () =>
    verifyCall(
      {
        operationId: 'toWeChatOauth',
        given: providerState('noSession'),
        uponReceiving: 'a sign-in start without a session',
        query: { targetUrl: 'OAuthCallback', repage: '/MyOrderList' },
        session: false,
        response: {
          success: true,
          returnMsg: like('请授权登录'),
          returnData: regex('^(/|https?://)\\S+$', '/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList'),
        },
      },
      (result) => expect(dataOf(result)).toBe('/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList'),
    ));

  it('gets the openid of a signed-in session', () =>
    verifyCall(
      {
        operationId: 'toWeChatOauth',
        given: registered,
        uponReceiving: 'a sign-in start with a signed-in session',
        query: { targetUrl: 'OAuthCallback', repage: '/MyOrderList' },
        session: true,
        response: { success: true, returnMsg: like('已授权'), returnData: VISITOR.openid },
      },
      (result) => expect(dataOf(result)).toBe(VISITOR.openid),
    ));

  it.each([
    ['oauthUnavailable', '微信授权失败'],
    ['oauthTimeout', '网络繁忙:获取授权地址超时'],
  ] as const)('hands over the failure when %s', (state, returnMsg) =>
    verifyBusinessFailure({
      operationId: 'toWeChatOauth',
      given: providerState(state),
      uponReceiving: `a sign-in start answered ${returnMsg}`,
      query: { targetUrl: 'login' },
      session: false,
      returnMsg,
    }),
  );
});

describe('GetWxConfig', () => {
  const page = { url: 'https://tj.example-hospital.cn/?v=1.0.0' };

  it('gets the JS-SDK config of a page', () =>
    verifyCall(
      {
        operationId: 'GetWxConfig',
        given: providerState('wxConfig'),
        uponReceiving: 'a request for the JS-SDK config of a page',
        body: page,
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: {
            appId: like('wx8a1c3e5f7b9d2e4a'),
            timestamp: integer(1795309860),
            nonceStr: like('Hs8dK2pQ7wLm3NxC'),
            signature: regex('^[0-9a-f]{40}$', '0f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3d4'),
          },
        },
      },
      (result) => expect(dataOf(result).signature).toHaveLength(40),
    ));

  it('hands over 网络繁忙~请稍后再试', () =>
    verifyBusinessFailure({
      operationId: 'GetWxConfig',
      given: providerState('wxConfigUnavailable'),
      uponReceiving: 'a request for the JS-SDK config while the ticket is unavailable',
      body: page,
      returnMsg: '网络繁忙~请稍后再试',
    }));
});

describe('GetRuntimeConfig', () => {
  it('loads config.json with a cache-buster and validates it', async () => {
    await newPact()
      .addInteraction()
      .given(sandboxes.name)
      .uponReceiving('a request for the runtime configuration')
      .withRequest('GET', '/config.json', (builder) => builder.query({ t: regex('^\\d+$', '1795309860000') }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          apiHost: like(''),
          version: like('1.0.0'),
          payEnabled: boolean(true),
          addItemsEnabled: boolean(true),
          bookingStartDays: integer(1),
          bookingEndDays: integer(30),
          personCancelLeadDays: integer(1),
          teamCancelLeadDays: integer(2),
          onSiteOnlyCodes: atLeastLike('9907', 0, 1),
          verifyCodeEnabled: boolean(true),
          defaultVerifyCode: regex('^\\d{6}$', '123456'),
          hospitalPhone: like('0755-88886666'),
          groupLoginVariant: regex('^(new|old)$', 'new'),
          aiBaseUrl: like(''),
          rsaPublicKey: regex(
            '^-----BEGIN PUBLIC KEY-----\\n[\\s\\S]+-----END PUBLIC KEY-----\\n?$',
            '-----BEGIN PUBLIC KEY-----\nMFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAL...\n-----END PUBLIC KEY-----\n',
          ),
          sandbox: boolean(true),
        }),
      )
      .executeTest(async (mock) => {
        const config = await loadRuntimeConfig({ url: `${mock.url}/config.json`, now: () => 1795309860000 });
        expect(config).toMatchObject({
          payEnabled: true,
          bookingEndDays: 30,
          teamCancelLeadDays: 2,
          onSiteOnlyCodes: ['9907'],
          groupLoginVariant: 'new',
          sandbox: true,
        });
      });
  });
});

describe('sandbox sign-in page (SandboxOauthAuthorize, opened by the browser, not the SDK)', () => {
  const signIn = (query: Record<string, string>, description: string) =>
    newPact()
      .addInteraction()
      .given(sandboxes.name)
      .uponReceiving(description)
      .withRequest('GET', '/sandbox/oauth', (builder) => builder.query(query));

  it('shows the allow/deny page', async () => {
    const page =
      '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>授权登录</title></head><body><form method="get" action="/sandbox/oauth"><button name="decision" value="allow">允许</button><button name="decision" value="deny">拒绝</button></form></body></html>';
    await signIn({ type: 'OAuthCallback', repage: '/MyOrderList' }, 'a request for the sandbox sign-in page')
      .willRespondWith(200, (builder) =>
        textResponseBody(
          builder,
          'text/html',
          page,
          '^<![dD][oO][cC][tT][yY][pP][eE] [hH][tT][mM][lL]>[\\s\\S]*name="decision"[\\s\\S]*</html>\\s*$',
        ),
      )
      .executeTest(async (mock) => {
        const response = await fetch(`${mock.url}/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList`);
        expect(await response.text()).toContain('value="allow"');
      });
  });

  it('signs in on allow and returns to the app’s /oauth page', async () => {
    const location = `/#/oauth?type=OAuthCallback&success=true&returnData=${VISITOR.openid}&repage=%2FMyOrderList`;
    await signIn(
      { type: 'OAuthCallback', repage: '/MyOrderList', decision: 'allow', openid: VISITOR.openid },
      'a sandbox sign-in allowed',
    )
      .willRespondWith(302, (builder) =>
        builder.headers({
          Location: regex(
            '^/#/oauth\\?type=OAuthCallback&success=true&returnData=[^&]+&repage=%2FMyOrderList$',
            location,
          ),
          'Set-Cookie': regex(
            '^checkup_session=[^;]+;.*HttpOnly',
            `checkup_session=${SAMPLE_SESSION}; Path=/; HttpOnly; SameSite=Lax`,
          ),
        }),
      )
      .executeTest(async (mock) => {
        const response = await fetch(
          `${mock.url}/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList&decision=allow&openid=${VISITOR.openid}`,
          { redirect: 'manual' },
        );
        expect(response.status).toBe(302);
        expect(new URLSearchParams(response.headers.get('location')?.split('?')[1]).get('returnData')).toBe(
          VISITOR.openid,
        );
      });
  });

  it('returns 微信授权失败 on deny', async () => {
    const location =
      '/#/oauth?type=OAuthCallback&success=false&returnMsg=%E5%BE%AE%E4%BF%A1%E6%8E%88%E6%9D%83%E5%A4%B1%E8%B4%A5&repage=%2FMyOrderList';
    await signIn({ type: 'OAuthCallback', repage: '/MyOrderList', decision: 'deny' }, 'a sandbox sign-in denied')
      .willRespondWith(302, (builder) =>
        builder.headers({
          Location: regex(
            '^/#/oauth\\?type=OAuthCallback&success=false&returnMsg=[^&]+&repage=%2FMyOrderList$',
            location,
          ),
        }),
      )
      .executeTest(async (mock) => {
        const response = await fetch(
          `${mock.url}/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList&decision=deny`,
          { redirect: 'manual' },
        );
        expect(new URLSearchParams(response.headers.get('location')?.split('?')[1]).get('returnMsg')).toBe(
          '微信授权失败',
        );
      });
  });
});

describe('SandboxSmsOutbox', () => {
  it('lists the codes sent to a phone', () =>
    verifyCall(
      {
        operationId: 'SandboxSmsOutbox',
        given: providerState('smsOutbox', { tel: VISITOR.tel, code: '482913' }),
        uponReceiving: 'a request for the SMS outbox of a phone',
        query: { tel: VISITOR.tel },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: [
            {
              tel: VISITOR.tel,
              code: '482913',
              text: like('【体检中心】您的验证码为482913，5分钟内有效。'),
              sent_Time: dateTimeLike('2026-11-22 09:28:05'),
            },
          ],
        },
      },
      (result) => expect(dataOf(result)[0]?.code).toBe('482913'),
    ));
});

describe('SandboxClock', () => {
  it('moves the server clock', () =>
    verifyCall(
      {
        operationId: 'SandboxClock',
        given: providerState('clockControl'),
        uponReceiving: 'a request to move the server clock 16 minutes ahead',
        body: { offsetMs: 960000 },
        response: {
          success: true,
          returnMsg: like('时钟已调整'),
          returnData: { offsetMs: 960000, now: dateTimeLike('2026-11-22 09:46:00') },
        },
      },
      (result) => expect(dataOf(result).offsetMs).toBe(960000),
    ));

  it('gets HTTP 404 when clock control is disabled', () =>
    verifyCall(
      {
        operationId: 'SandboxClock',
        given: providerState('clockControlDisabled'),
        uponReceiving: 'a request to move the server clock while clock control is disabled',
        body: { offsetMs: 0 },
        status: 404,
        response: { success: false, returnMsg: '时钟控制未启用' },
      },
      (result) => expectFailure(result, 'notFound', '时钟控制未启用'),
    ));
});

describe('CreateChatCompletion', () => {
  const messages = [
    { role: 'system', content: '你是体检报告解读助手，请用通俗易懂的中文解释体检结果，不做诊断。' },
    { role: 'user', content: '总结：1. 血脂偏高；2. 轻度脂肪肝。异常项：总胆固醇 6.12 mmol/L（参考 2.8-5.2）↑' },
  ] as const;
  const chat = (state: ReturnType<typeof providerState>, description: string) =>
    newPact()
      .addInteraction()
      .given(state.name, state.params)
      .uponReceiving(description)
      .withRequest('POST', '/v1/chat/completions', (builder) =>
        builder
          .headers({ Authorization: bearerHeader, Accept: 'text/event-stream' })
          .jsonBody({ model: 'checkup-builtin', messages, stream: true }),
      );
  const chunk = (content: string, finish: string | null, role = false) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1795309860, model: 'checkup-builtin', choices: [{ index: 0, delta: role ? { role: 'assistant', content } : { content }, finish_reason: finish }] })}\n\n`;

  it('streams the interpretation as text deltas', async () => {
    const stream = `${chunk('您的总胆固醇略高于参考上限，', null, true)}${chunk('建议低脂饮食并三个月后复查。', 'stop')}data: [DONE]\n\n`;
    await chat(providerState('chatModel'), 'a streamed report interpretation')
      .willRespondWith(200, (builder) =>
        textResponseBody(
          builder,
          'text/event-stream',
          stream,
          '^(data: \\{[^\\n]*"chat\\.completion\\.chunk"[^\\n]*\\}\\n\\n)+data: \\[DONE\\]\\n\\n$',
        ),
      )
      .executeTest(async (mock) => {
        const deltas: string[] = [];
        for await (const delta of sdkClient(mock).streamChatCompletion({ messages: [...messages] })) deltas.push(delta);
        expect(deltas.join('')).toBe('您的总胆固醇略高于参考上限，建议低脂饮食并三个月后复查。');
      });
  });

  it('throws the upstream failure (HTTP 502) as a server error', async () => {
    await chat(providerState('chatUpstreamDown'), 'a report interpretation while the upstream model fails')
      .willRespondWith(502, (builder) =>
        builder.jsonBody({ error: { message: '网络繁忙~请稍后再试', type: 'upstream_error', code: null } }),
      )
      .executeTest(async (mock) => {
        const stream = sdkClient(mock).streamChatCompletion({ messages: [...messages] });
        await expect(stream.next()).rejects.toMatchObject({ kind: 'server', returnMsg: '网络繁忙~请稍后再试' });
      });
  });
});
