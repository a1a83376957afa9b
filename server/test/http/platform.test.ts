import { encryptBody } from '@checkup/sdk/crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/platform/config';
import { productionProblems } from '../../src/platform/productionChecks';
import { envelope, sessionCookie, testApp } from './harness';

describe('platform endpoints', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  beforeAll(async () => {
    t = await testApp();
    token = await t.token();
  });
  afterAll(async () => t.close());

  it('sets a strict CSP and the other security headers on every response', async () => {
    for (const url of ['/', '/config.json', '/no/such/thing', '/sandbox/oauth']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves a page saying the app is not built while app/dist is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('not built');
  });

  it('publishes the runtime configuration with the RSA public key and sandbox: true', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/config.json?t=${Date.now()}` });
    expect(res.statusCode).toBe(200);
    const config = res.json<Record<string, unknown>>();
    expect(config.sandbox).toBe(true);
    expect(String(config.rsaPublicKey)).toContain('BEGIN PUBLIC KEY');
    expect(config).toHaveProperty('personCancelLeadDays');
    // The demo's 客服电话 is its main campus's number (app/public/campuses.json), unless CHECKUP_HOSPITAL_PHONE says otherwise.
    expect(config.hospitalPhone).toBe('0571-88000003');
    expect(configFromEnv({ CHECKUP_HOSPITAL_PHONE: '0571-88000004' }).runtime.hospitalPhone).toBe('0571-88000004');
  });

  it('with CHECKUP_SANDBOX=0, has no sandbox sign-in, pay sheet or SMS outbox, and says so in /config.json', async () => {
    const config = configFromEnv({ CHECKUP_SANDBOX: '0' });
    expect(config.runtime.sandbox).toBe(false);
    expect(configFromEnv({}).runtime.sandbox).toBe(true);
    const off = await t.another({ runtime: { ...t.config.runtime, sandbox: false } });
    expect(
      (
        await off.inject({
          method: 'GET',
          url: '/sandbox/oauth?decision=allow&openid=o-demo-zhangwei&type=OAuthCallback&repage=/',
        })
      ).statusCode,
    ).toBe(404);
    expect((await off.inject({ method: 'GET', url: '/sandbox/sms?tel=13812345678' })).statusCode).toBe(404);
    const pay = await off.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ result: 'ok', package: 'prepay_id=x' }),
    });
    expect(pay.statusCode).toBe(404);
    expect((await off.inject({ method: 'GET', url: '/config.json' })).json<{ sandbox: boolean }>().sandbox).toBe(false);
  });

  it('with NODE_ENV=production, has the sandboxes off unless CHECKUP_SANDBOX=1 enables them', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).runtime.sandbox).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production', CHECKUP_SANDBOX: '1' }).runtime.sandbox).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'development' }).runtime.sandbox).toBe(true);
  });

  it('refuses production with the demo secrets, and accepts it with real ones', () => {
    expect(productionProblems(configFromEnv({}))).toEqual([]);
    const demo = productionProblems(configFromEnv({ NODE_ENV: 'production' }));
    expect(demo.join('\n')).toMatch(/CHECKUP_TOKEN_SECRET/);
    expect(demo.join('\n')).toMatch(/CHECKUP_PAY_SIGN_KEY/);
    expect(demo.join('\n')).toMatch(/CHECKUP_PAY_APP_ID/);
    const real = {
      NODE_ENV: 'production',
      CHECKUP_TOKEN_SECRET: 'k'.repeat(40),
      CHECKUP_PAY_SIGN_KEY: 'p'.repeat(40),
      CHECKUP_PAY_APP_ID: 'wx1234567890abcdef',
    };
    expect(productionProblems(configFromEnv(real))).toEqual([]);
    expect(productionProblems(configFromEnv({ ...real, CHECKUP_VERIFY_CODE_ENABLED: '0' })).join()).toMatch(
      /CHECKUP_VERIFY_CODE_ENABLED/,
    );
    expect(productionProblems(configFromEnv({ ...real, CHECKUP_SANDBOX_CLOCK: '1' })).join()).toMatch(
      /CHECKUP_SANDBOX_CLOCK/,
    );
  });

  it('lists only the outbox of the phone asked for, and needs a phone', async () => {
    const tel = '13811112222';
    const other = '13833334444';
    for (const phone of [tel, other]) await t.post('/api/ReportApi/GetVerifyCode', { tel: phone }, { token });
    const listed = envelope(await t.app.inject({ method: 'GET', url: `/sandbox/sms?tel=${tel}` })).returnData as Array<{
      tel: string;
    }>;
    expect(listed.length).toBe(1);
    expect(listed.every((m) => m.tel === tel)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/sms' })).statusCode).toBe(400);
  });

  it('serves the built app from CHECKUP_APP_DIST_DIR when set, app/dist otherwise', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'checkup-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>elsewhere</title>');
    expect(configFromEnv({}).appDistDir).toMatch(/app\/dist$/);
    const elsewhere = await t.another({ appDistDir: configFromEnv({ CHECKUP_APP_DIST_DIR: dist }).appDistDir });
    expect((await elsewhere.inject({ method: 'GET', url: '/' })).body).toContain('<title>elsewhere</title>');
  });

  it('signs in through the sandbox OAuth page and toWeChatOauth then returns the openid', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/WeChatApi/toWeChatOauth?targetUrl=OAuthCallback&repage=%2FMyOrderList',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(envelope(before)).toEqual({
      success: true,
      returnMsg: '请授权登录',
      returnData: '/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList',
    });

    const page = await t.app.inject({ method: 'GET', url: '/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('张伟');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('13800138000');

    const pick = await t.app.inject({
      method: 'GET',
      url: '/sandbox/oauth?type=OAuthCallback&repage=%2FMyOrderList&decision=allow&openid=o-demo-zhangwei',
    });
    expect(pick.statusCode).toBe(302);
    expect(pick.headers.location).toBe(
      '/#/oauth?type=OAuthCallback&success=true&returnData=o-demo-zhangwei&repage=%2FMyOrderList',
    );
    expect(String(pick.headers['set-cookie'])).toMatch(/checkup_session=.+; Path=\/; HttpOnly; SameSite=Lax/);

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/WeChatApi/toWeChatOauth?targetUrl=OAuthCallback',
      headers: { authorization: `Bearer ${token}`, cookie: sessionCookie(pick) },
    });
    expect(envelope(after)).toEqual({ success: true, returnMsg: '已授权', returnData: 'o-demo-zhangwei' });

    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/WeChatApi/toWeChatOauth?targetUrl=OAuthCallback',
      headers: { authorization: `Bearer ${token}`, cookie: `${sessionCookie(pick)}x` },
    });
    expect(envelope(forged).returnMsg).toBe('请授权登录');
  });

  it('denying the sandbox sign-in returns to /oauth with success=false', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/oauth?type=jump&repage=%2F&decision=deny' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/#/oauth?type=jump&success=false&returnMsg=${encodeURIComponent('微信授权失败')}&repage=%2F`,
    );
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('streams the built-in AI interpretation as SSE chunks ending with [DONE]', async () => {
    const res = await t.post(
      '/v1/chat/completions',
      {
        model: 'checkup-builtin',
        stream: true,
        messages: [{ role: 'user', content: '异常项：总胆固醇 6.12 mmol/L（参考 2.8-5.2）↑' }],
      },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-security-policy']).toBeDefined();
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((e) => e.replace(/^data: /, ''));
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e) as { choices: Array<{ delta: { content?: string } }> });
    expect(chunks.length).toBeGreaterThan(5);
    const text = chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
    expect(text).toContain('总胆固醇');
    expect(text).toContain('高于参考上限');
  });

  it('refuses the AI endpoint without a token in the OpenAI error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { type: 'authentication_error' } });
  });

  it('decrypts a transport-encrypted body before validating it, and refuses a tampered one', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/config.json' })).json<{ rsaPublicKey: string }>();
    const encrypted = await encryptBody({ titleName: '体检须知' }, config.rsaPublicKey, {
      nowMs: t.clock.now().getTime(),
    });
    const ok = await t.post('/api/BackProtectApi/GetNoticeInfo', encrypted, { token });
    expect(envelope(ok).success).toBe(true);
    const invalid = await t.post(
      '/api/BackProtectApi/GetNoticeInfo',
      await encryptBody({ title: 1 }, config.rsaPublicKey, { nowMs: t.clock.now().getTime() }),
      { token },
    );
    expect(invalid.statusCode).toBe(400);
    expect(envelope(invalid).returnMsg).toBe('请求参数错误：缺少字段 titleName');
    // Another first character, always: replacing it with a fixed 'A' left the body intact whenever it began with 'A'.
    const otherFirst = encrypted.encryStr.startsWith('A') ? 'B' : 'A';
    const tampered = await t.post(
      '/api/BackProtectApi/GetNoticeInfo',
      { encryStr: `${otherFirst}${encrypted.encryStr.slice(1)}` },
      { token },
    );
    expect(tampered.statusCode).toBe(400);
  });

  it('moves the clock only when the sandbox clock is enabled', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/clock',
      headers: { 'content-type': 'application/json' },
      payload: '{"offsetMs": 60000}',
    });
    expect(envelope(res)).toMatchObject({ success: true, returnData: { offsetMs: 60000 } });
    t.clock.setOffsetMs(0);
    const off = await t.another({ sandboxClock: false });
    const refused = await off.inject({
      method: 'POST',
      url: '/sandbox/clock',
      headers: { 'content-type': 'application/json' },
      payload: '{"offsetMs": 1}',
    });
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused)).toEqual({ success: false, returnMsg: '时钟控制未启用' });
    expect(t.clock.offsetMs()).toBe(0);
  });
});
