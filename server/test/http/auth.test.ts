import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHelpers, envelope, testApp } from './harness';

describe('service token (/connect/token) and the Bearer check on /api', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({
      confidentialClients: [{ id: 'hospital-backend', secret: 's3cret-value' }],
      tokenLifetimeSeconds: 600,
    });
  });
  afterAll(async () => t.close());

  const notice = { titleName: '体检须知' };
  const form = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('issues a Bearer token to the public browser client without a secret', async () => {
    const res = await form({ grant_type: 'client_credentials', client_id: 'checkup-web', scope: 'checkup.api' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; token_type: string; expires_in: number }>();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(600);
    const call = await t.post('/api/BackProtectApi/GetNoticeInfo', notice, { token: body.access_token });
    expect(call.statusCode).toBe(200);
    expect(envelope(call).success).toBe(true);
  });

  it('issues tokens to a confidential client only with its secret', async () => {
    expect(
      (await form({ grant_type: 'client_credentials', client_id: 'hospital-backend', client_secret: 's3cret-value' }))
        .statusCode,
    ).toBe(200);
    const wrong = await form({
      grant_type: 'client_credentials',
      client_id: 'hospital-backend',
      client_secret: 'guess',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_client', error_description: '客户端认证失败' });
    const unknown = await form({ grant_type: 'client_credentials', client_id: 'nobody' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'invalid_client', error_description: '未知的客户端' });
    expect(
      (await form({ grant_type: 'password', client_id: 'checkup-web', username: 'a', password: 'b' })).json(),
    ).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('issues only the scope a client is registered for', async () => {
    for (const scope of ['admin', 'checkup.api admin', 'checkup.admin']) {
      const res = await form({ grant_type: 'client_credentials', client_id: 'checkup-web', scope });
      expect(res.statusCode, scope).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_scope', error_description: '不支持的授权范围' });
    }
    const confidential = await form({
      grant_type: 'client_credentials',
      client_id: 'hospital-backend',
      client_secret: 's3cret-value',
      scope: 'everything',
    });
    expect(confidential.json()).toMatchObject({ error: 'invalid_scope' });
    const unasked = (await form({ grant_type: 'client_credentials', client_id: 'checkup-web' })).json<{
      access_token: string;
    }>().access_token;
    expect(JSON.parse(Buffer.from(unasked.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      scope: 'checkup.api',
    });
  });

  it('answers 401 with the envelope when the token is missing, malformed or forged', async () => {
    const token = await t.token();
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
    const extended = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer nonsense',
      `Basic ${token}`,
      `Bearer ${extended}.${signature}`,
      `Bearer ${payload}.${signature.slice(0, -2)}xx`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/BackProtectApi/GetNoticeInfo',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: JSON.stringify(notice),
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(envelope(res)).toEqual({ success: false, returnMsg: '登录已过期，请重新获取令牌' });
    }
  });

  it('answers 401 once the token has expired', async () => {
    const token = await t.token();
    expect((await t.post('/api/BackProtectApi/GetNoticeInfo', notice, { token })).statusCode).toBe(200);
    t.clock.advance(601_000);
    const res = await t.post('/api/BackProtectApi/GetNoticeInfo', notice, { token });
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits per client: 429 当前请求人数过多，请稍后再试 past the limit, per token, and again after the window', async () => {
    const limited = clientHelpers(await t.another({ rateLimit: { max: 3, windowMs: 60_000 } }));
    // Tokens from the main instance (same key, shared database): each has its own fresh bucket.
    const a = await t.token();
    const b = await t.token();
    const call = (token: string) => limited.post('/api/BackProtectApi/GetNoticeInfo', notice, { token });
    for (let i = 0; i < 3; i += 1) expect((await call(a)).statusCode).toBe(200);
    const refused = await call(a);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused)).toEqual({ success: false, returnMsg: '当前请求人数过多，请稍后再试' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await call(b)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await call(a)).statusCode).toBe(200);
  });

  it('counts every call per client address too: fresh tokens do not start the count afresh', async () => {
    // An address holds 4 clients' worth (IP_BUCKET_WEIGHT): 12 calls with max 3, whichever tokens they carry.
    const limited = await t.another({ rateLimit: { max: 3, windowMs: 60_000 } });
    const tokens = await Promise.all(Array.from({ length: 14 }, () => t.token()));
    const call = (token: string, remoteAddress = '198.51.100.20') =>
      limited.inject({
        method: 'POST',
        url: '/api/BackProtectApi/GetNoticeInfo',
        remoteAddress,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(notice),
      });
    const answers = [];
    for (const token of tokens.slice(0, 13)) answers.push((await call(token)).statusCode);
    expect(answers).toEqual([...Array<number>(12).fill(200), 429]);
    // Another address has its own count.
    expect((await call(tokens[13] ?? '', '198.51.100.21')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await call(tokens[0] ?? '')).statusCode).toBe(200);
  });

  it('limits token minting per client address (a tenth of the limit) in its own OAuth error shape (temporarily_unavailable)', async () => {
    // max 20: 2 tokens per address and window, while the address may make 80 calls.
    const limited = await t.another({ rateLimit: { max: 20, windowMs: 60_000 } });
    const ask = (remoteAddress = '198.51.100.7') =>
      limited.inject({
        method: 'POST',
        url: '/connect/token',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'checkup-web' }).toString(),
      });
    for (let i = 0; i < 2; i += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'temporarily_unavailable',
      error_description: '当前请求人数过多，请稍后再试',
    });
    expect((await ask('198.51.100.8')).statusCode).toBe(200);
    // An IPv6 client is counted by its /64: another address of it is no way round the limit.
    for (let i = 0; i < 2; i += 1) expect((await ask(`2001:db8:5:6::${i + 1}`)).statusCode).toBe(200);
    expect((await ask('2001:db8:5:6:ffff::9')).statusCode).toBe(429);
    expect((await ask('2001:db8:5:7::1')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await ask()).statusCode).toBe(200);
  });
});
