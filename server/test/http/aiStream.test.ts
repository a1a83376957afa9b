import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app';
import { testDatabase } from '../services/testDb';
import { clientHelpers, testConfig } from './harness';

describe('AI stream over a real socket', () => {
  const lines: string[] = [];
  let close: () => Promise<void>;
  let shared: Awaited<ReturnType<typeof testDatabase>>;
  let base: string;
  let token: string;
  beforeAll(async () => {
    shared = await testDatabase({ seeded: false });
    const { db, clock } = shared;
    const config = testConfig();
    const stream = new Writable({
      write(chunk: Buffer, _e, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      db,
      clock,
      config: { ...config, ai: { ...config.ai, chunkDelayMs: 30 } },
      logger: { level: 'info', stream },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    token = await clientHelpers(app).token();
    close = async () => {
      await app.close();
      await db.destroy();
    };
  });
  afterAll(async () => close());

  it('streams chunks and stops writing as soon as the client aborts', async () => {
    const abort = new AbortController();
    const res = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'checkup-builtin',
        stream: true,
        messages: [{ role: 'user', content: '空腹血糖 7.9 mmol/L（参考 3.9-6.1）' }],
      }),
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^data: \{/);
    abort.abort();
    await expect(reader.read()).rejects.toThrow();
    await expect.poll(() => lines.join(''), { timeout: 3000 }).toContain('AI stream stopped: the client went away');
    const stopped = JSON.parse(lines.find((l) => l.includes('AI stream stopped')) as string) as {
      sent: number;
      total: number;
    };
    expect(stopped.sent).toBeLessThan(stopped.total);
  });

  it('streams a whole answer with its pauses and leaves no abort listener behind (no MaxListenersExceeded warning)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const res = await fetch(`${base}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'checkup-builtin',
          stream: true,
          messages: [{ role: 'user', content: '空腹血糖 7.9 mmol/L（参考 3.9-6.1），总胆固醇 6.2 mmol/L' }],
        }),
      });
      const text = await res.text();
      expect(text.match(/^data: \{/gm)?.length).toBeGreaterThan(11);
      expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes('MaxListeners'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('proxies to AI_BASE_URL with AI_API_KEY when configured, and the key never reaches the browser', async () => {
    const seen: { auth?: string; body?: string } = {};
    const upstream = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.auth = req.headers.authorization;
        seen.body = body;
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('data: {"choices":[{"index":0,"delta":{"content":"来自上游"}}]}\n\ndata: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { db, clock } = shared;
    const config = testConfig();
    const port = (upstream.address() as AddressInfo).port;
    const app = await buildApp({
      db,
      clock,
      config: {
        ...config,
        ai: { ...config.ai, baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'sk-upstream-secret', model: 'gpt-test' },
      },
    });
    try {
      const helpers = clientHelpers(app);
      const token = await helpers.token();
      // The client names a model of its choosing: the upstream still gets the configured one, max_tokens as capped.
      const res = await helpers.post(
        '/v1/chat/completions',
        { model: 'gpt-most-expensive', stream: true, max_tokens: 800, messages: [{ role: 'user', content: '你好' }] },
        { token },
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('来自上游');
      expect(res.body).toContain('data: [DONE]');
      expect(seen.auth).toBe('Bearer sk-upstream-secret');
      expect(JSON.parse(seen.body ?? '{}')).toMatchObject({ model: 'gpt-test', stream: true, max_tokens: 800 });
      const greedy = await helpers.post(
        '/v1/chat/completions',
        { model: 'x', stream: true, max_tokens: 100_000, messages: [{ role: 'user', content: '你好' }] },
        { token },
      );
      expect(greedy.statusCode).toBe(400);
      const huge = await helpers.post(
        '/v1/chat/completions',
        { model: 'x', stream: true, messages: [{ role: 'user', content: '长'.repeat(20_001) }] },
        { token },
      );
      expect(huge.statusCode).toBe(400);
      expect(JSON.stringify(res.headers) + res.body).not.toContain('sk-upstream-secret');
      const configJson = await app.inject({ method: 'GET', url: '/config.json' });
      expect(configJson.body).not.toContain('sk-upstream-secret');
    } finally {
      await app.close();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    }
  });
  it('answers 502 with the spec’s 网络繁忙~请稍后再试 when the upstream refuses', async () => {
    const upstream = createServer((_req, res) => res.writeHead(503).end());
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const config = testConfig();
    const port = (upstream.address() as AddressInfo).port;
    const app = await buildApp({
      db: shared.db,
      clock: shared.clock,
      config: {
        ...config,
        ai: { ...config.ai, baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'sk-upstream-secret', model: 'gpt-test' },
      },
    });
    try {
      const helpers = clientHelpers(app);
      const res = await helpers.post(
        '/v1/chat/completions',
        { model: 'checkup-builtin', stream: true, messages: [{ role: 'user', content: '你好' }] },
        { token: await helpers.token() },
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: { message: '网络繁忙~请稍后再试', type: 'upstream_error', code: null } });
    } finally {
      await app.close();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    }
  });
});
