import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shanghaiInstant } from '@checkup/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { buildApp } from '../../src/http/app';
import { configFromEnv, type ServerConfig } from '../../src/platform/config';
import { testDatabase } from '../services/testDb';
import { clientHelpers, testConfig } from './harness';

const QUOTA_MESSAGE = '今日AI服务次数已用完，请明天再试';
const CHAT = { model: 'checkup-builtin', stream: true, messages: [{ role: 'user', content: '你好' }] };

describe('daily AI quota per client IP (CHECKUP_AI_DAILY_LIMIT)', () => {
  let shared: Awaited<ReturnType<typeof testDatabase>>;
  let upstream: Server;
  let upstreamCalls = 0;
  let upstreamUrl: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    shared = await testDatabase({ seeded: false });
    upstream = createServer((req, res) => {
      upstreamCalls += 1;
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('data: {"choices":[{"index":0,"delta":{"content":"来自上游"}}]}\n\ndata: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await shared.db.destroy();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  /** An instance proxying to the counting upstream, its clock at `start`, with `dailyLimit` AI requests per IP and day. */
  async function quotaApp(
    start: Date,
    dailyLimit: number,
    ai: Partial<ServerConfig['ai']> = {},
    overrides: Partial<ServerConfig> = {},
  ) {
    const config = { ...testConfig(), ...overrides };
    const clock = fixedClock(start);
    const app = await buildApp({
      db: shared.db,
      clock,
      config: {
        ...config,
        ai: { ...config.ai, baseUrl: upstreamUrl, apiKey: 'sk-test', model: 'gpt-test', dailyLimit, ...ai },
      },
    });
    apps.push(app);
    const helpers = clientHelpers(app);
    /** A chat completion from `ip` with a token of its own (tokens are free: each call may bring a fresh one). */
    const chat = async (ip: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/v1/chat/completions',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${await helpers.token()}`, 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(CHAT),
      });
    return { app, clock, chat };
  }

  it('refuses a client IP past its quota with 429 今日AI服务次数已用完，请明天再试, fresh token or not, without calling the upstream', async () => {
    // 2026-11-22 21:00 Shanghai: three hours to the next Shanghai day.
    const { chat } = await quotaApp(shanghaiInstant('2026-11-22', 21), 3);
    const before = upstreamCalls;
    for (let i = 0; i < 3; i += 1) {
      const ok = await chat('203.0.113.7');
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('来自上游');
    }
    expect(upstreamCalls).toBe(before + 3);
    const refused = await chat('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json()).toEqual({
      error: { message: QUOTA_MESSAGE, type: 'rate_limit_error', code: 'daily_quota_exceeded' },
    });
    expect(refused.headers['retry-after']).toBe(String(3 * 3600));
    expect((await chat('203.0.113.7')).statusCode).toBe(429);
    expect(upstreamCalls).toBe(before + 3);
  });

  it('counts each client IP on its own: another IP is not affected, and X-Forwarded-For is not a way out (no CHECKUP_TRUST_PROXY)', async () => {
    const { chat } = await quotaApp(shanghaiInstant('2026-11-22', 9), 2);
    for (let i = 0; i < 2; i += 1) expect((await chat('198.51.100.1')).statusCode).toBe(200);
    expect((await chat('198.51.100.1')).statusCode).toBe(429);
    expect((await chat('198.51.100.1', { 'x-forwarded-for': '192.0.2.99' })).statusCode).toBe(429);
    const before = upstreamCalls;
    const other = await chat('198.51.100.2');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('来自上游');
    expect(upstreamCalls).toBe(before + 1);
    expect((await chat('198.51.100.2')).statusCode).toBe(200);
    expect((await chat('198.51.100.2')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64: other addresses of the same /64 share its quota, another /64 has its own', async () => {
    const { chat } = await quotaApp(shanghaiInstant('2026-11-22', 9), 2);
    expect((await chat('2001:db8:7:1::1')).statusCode).toBe(200);
    expect((await chat('2001:db8:7:1::2')).statusCode).toBe(200);
    expect((await chat('2001:db8:7:1:a0b1:c2d3:e4f5:1')).statusCode).toBe(429);
    expect((await chat('2001:db8:7:2::1')).statusCode).toBe(200);
    // An IPv4 client counts the same written plain or IPv4-mapped (as a dual-stack socket reports it).
    expect((await chat('203.0.113.90')).statusCode).toBe(200);
    expect((await chat('::ffff:203.0.113.90')).statusCode).toBe(200);
    expect((await chat('203.0.113.90')).statusCode).toBe(429);
  });

  it('starts afresh on the next Shanghai day (at Shanghai midnight, not at UTC midnight)', async () => {
    // 07:59:59 Shanghai = 23:59:59 UTC of the day before.
    const { clock, chat } = await quotaApp(shanghaiInstant('2026-11-23', 7, 59, 59), 1);
    expect((await chat('203.0.113.50')).statusCode).toBe(200);
    expect((await chat('203.0.113.50')).statusCode).toBe(429);
    clock.advance(1_000); // a new UTC day, the same Shanghai day
    const sameDay = await chat('203.0.113.50');
    expect(sameDay.statusCode).toBe(429);
    expect(sameDay.headers['retry-after']).toBe(String(16 * 3600));
    clock.advance(16 * 3600_000 - 1_000); // 23:59:59 Shanghai
    expect((await chat('203.0.113.50')).statusCode).toBe(429);
    clock.advance(1_000); // 2026-11-24 00:00 Shanghai
    const nextDay = await chat('203.0.113.50');
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.body).toContain('来自上游');
    expect((await chat('203.0.113.50')).statusCode).toBe(429);
  });

  it('counts the built-in model’s answers too', async () => {
    const { chat } = await quotaApp(shanghaiInstant('2026-11-22', 9), 1, { baseUrl: '', apiKey: '' });
    const before = upstreamCalls;
    const ok = await chat('203.0.113.60');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('data: [DONE]');
    const refused = await chat('203.0.113.60');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { message: QUOTA_MESSAGE, type: 'rate_limit_error', code: 'daily_quota_exceeded' },
    });
    expect(upstreamCalls).toBe(before);
  });

  it('behind a trusted load balancer (CHECKUP_TRUST_PROXY) counts the address it saw, not what the client wrote', async () => {
    expect(configFromEnv({ CHECKUP_TRUST_PROXY: ' 10.0.0.0/8 ' }).trustProxy).toBe('10.0.0.0/8');
    expect(configFromEnv({}).trustProxy).toBe('');
    const { chat } = await quotaApp(shanghaiInstant('2026-11-22', 9), 1, {}, { trustProxy: '10.0.0.0/8' });
    // The proxy (10.0.0.5) appends the client's address to whatever X-Forwarded-For the client sent.
    const viaProxy = (written: string) => chat('10.0.0.5', { 'x-forwarded-for': `${written}, 203.0.113.80` });
    expect((await viaProxy('192.0.2.1')).statusCode).toBe(200);
    expect((await viaProxy('192.0.2.2')).statusCode).toBe(429);
    expect((await chat('10.0.0.5', { 'x-forwarded-for': '203.0.113.81' })).statusCode).toBe(200);
  });

  it('reads CHECKUP_AI_DAILY_LIMIT (default 200, 0 = off), and with 0 never refuses', async () => {
    expect(configFromEnv({}).ai.dailyLimit).toBe(200);
    expect(configFromEnv({ CHECKUP_AI_DAILY_LIMIT: '5' }).ai.dailyLimit).toBe(5);
    expect(configFromEnv({ CHECKUP_AI_DAILY_LIMIT: '0' }).ai.dailyLimit).toBe(0);
    expect(configFromEnv({ CHECKUP_AI_DAILY_LIMIT: '-1' }).ai.dailyLimit).toBe(200);
    const { chat } = await quotaApp(shanghaiInstant('2026-11-22', 9), 0);
    for (let i = 0; i < 5; i += 1) expect((await chat('203.0.113.70')).statusCode).toBe(200);
  });
});
