import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckupClient, memoryTokenStore, silentLogger, CheckupError } from '../src/client';
import { decryptBody, generateTransportKeyPair, type TransportKeyPair } from '../src/crypto';
import { API, envelope, fakeServer, json, type Handler } from './fakeServer';

let keys: TransportKeyPair;
beforeAll(async () => {
  keys = await generateTransportKeyPair();
});

function clientFor(routes: Record<string, Handler>, config: { rsaPublicKey?: string; aiBaseUrl?: string } = {}) {
  const server = fakeServer(routes);
  const api = createCheckupClient({
    config: { apiHost: `${API}/`, ...config },
    fetch: server.fetch,
    logger: silentLogger,
    tokenStore: memoryTokenStore(),
  });
  return { api, server };
}

describe('transport encryption per call', () => {
  const order = { id: 'P202611220001', idCard: '320106199003071517' };

  it('sends { encryStr } that the server decrypts to the original body', async () => {
    const { api, server } = clientFor(
      { 'POST /api/OrderListApi/PersonOrderCancel': () => envelope(undefined, '撤销成功') },
      { rsaPublicKey: keys.publicKeyPem },
    );
    const result = await api.call('PersonOrderCancel', order, { encrypt: true });
    expect(result).toEqual({ ok: true, data: undefined, returnMsg: '撤销成功' });
    const sent = JSON.parse(server.to('/api/OrderListApi/PersonOrderCancel')[0]?.body ?? '') as { encryStr: string };
    expect(Object.keys(sent)).toEqual(['encryStr']);
    await expect(decryptBody(sent.encryStr, keys.privateKeyPem)).resolves.toEqual(order);
  });

  it('sends plain JSON without the option', async () => {
    const { api, server } = clientFor(
      { 'POST /api/OrderListApi/PersonOrderCancel': () => envelope(undefined, '撤销成功') },
      { rsaPublicKey: keys.publicKeyPem },
    );
    await api.call('PersonOrderCancel', order);
    expect(JSON.parse(server.to('/api/OrderListApi/PersonOrderCancel')[0]?.body ?? '')).toEqual(order);
  });

  it('rejects loudly when the configuration has no public key', async () => {
    const { api, server } = clientFor({ 'POST /api/OrderListApi/PersonOrderCancel': () => envelope(undefined) });
    await expect(api.call('PersonOrderCancel', order, { encrypt: true })).rejects.toThrow(/rsaPublicKey/);
    expect(server.to('/api/OrderListApi/PersonOrderCancel')).toHaveLength(0);
  });
});

describe('pdfUrl', () => {
  it('builds /home/pdf?code= from the server timestamp and the report number', async () => {
    const { api } = clientFor(
      { 'GET /api/ReportApi/GetTimeStamp': () => envelope(1795309860000) },
      { rsaPublicKey: keys.publicKeyPem },
    );
    const result = await api.pdfUrl('2026112200001');
    expect(result.ok).toBe(true);
    const url = new URL(result.ok ? result.data : '');
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/home/pdf`);
    await expect(decryptBody(url.searchParams.get('code') ?? '', keys.privateKeyPem)).resolves.toEqual({
      regNo: '2026112200001',
      timestamp: 1795309860000,
    });
  });

  it("keys the code to the server's time, so a phone clock hours off still gets a code the server accepts", async () => {
    const serverNow = Date.now() - 8 * 3600_000;
    const { api } = clientFor(
      { 'GET /api/ReportApi/GetTimeStamp': () => envelope(serverNow) },
      { rsaPublicKey: keys.publicKeyPem },
    );
    const result = await api.pdfUrl('2026112200001');
    const code = new URL(result.ok ? result.data : '').searchParams.get('code') ?? '';
    await expect(decryptBody(code, keys.privateKeyPem, { maxAgeSeconds: 60, nowMs: serverNow })).resolves.toMatchObject(
      { regNo: '2026112200001' },
    );
  });

  it('passes on a failed timestamp call', async () => {
    const { api } = clientFor(
      { 'GET /api/ReportApi/GetTimeStamp': () => new Response('', { status: 503 }) },
      { rsaPublicKey: keys.publicKeyPem },
    );
    const result = await api.pdfUrl('2026112200001');
    expect(!result.ok && result.error.kind).toBe('server');
  });
});

function sse(events: string[], { splitEvery = 7 } = {}): Response {
  const text = events.map((e) => `data: ${e}\n\n`).join('');
  const bytes = new TextEncoder().encode(text);
  // Deliver in small, arbitrary pieces (splitting multi-byte characters too), as a network would.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += splitEvery) controller.enqueue(bytes.slice(i, i + splitEvery));
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function chunk(content: string | undefined, finish: 'stop' | null = null): string {
  return JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1795309860,
    model: 'checkup-builtin',
    choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: finish }],
  });
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const delta of stream) out.push(delta);
  return out;
}

const messages = [{ role: 'user' as const, content: '总胆固醇6.2偏高吗？' }];

describe('streamChatCompletion', () => {
  it('yields the text deltas of the event stream, with the service token', async () => {
    const { api, server } = clientFor({
      'POST /v1/chat/completions': () =>
        sse([chunk('总胆固醇'), chunk('6.2 mmol/L'), chunk('略高于参考上限。'), chunk(undefined, 'stop'), '[DONE]']),
    });
    expect(await collect(api.streamChatCompletion({ messages }))).toEqual([
      '总胆固醇',
      '6.2 mmol/L',
      '略高于参考上限。',
    ]);
    const [sent] = server.to('/v1/chat/completions');
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(sent?.credentials).toBe('same-origin');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ model: 'checkup-builtin', messages, stream: true });
  });

  it('uses aiBaseUrl when configured', async () => {
    const server = fakeServer({});
    const seenUrls: string[] = [];
    const api = createCheckupClient({
      config: { apiHost: API, aiBaseUrl: 'https://ai.example.cn/' },
      fetch: (request) => {
        seenUrls.push(request.url);
        return request.url.startsWith('https://ai.example.cn')
          ? Promise.resolve(sse(['[DONE]']))
          : server.fetch(request);
      },
      logger: silentLogger,
      tokenStore: memoryTokenStore(),
    });
    expect(await collect(api.streamChatCompletion({ messages }))).toEqual([]);
    expect(seenUrls).toContain('https://ai.example.cn/v1/chat/completions');
  });

  it('ends quietly when aborted mid-stream', async () => {
    const controller = new AbortController();
    const { api } = clientFor({
      'POST /v1/chat/completions': (request) => {
        const stream = new ReadableStream<Uint8Array>({
          start(streamController) {
            streamController.enqueue(new TextEncoder().encode(`data: ${chunk('第一段')}\n\n`));
            request.signal.addEventListener('abort', () => streamController.error(request.signal.reason));
          },
        });
        return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      },
    });
    const seen: string[] = [];
    for await (const delta of api.streamChatCompletion({ messages, signal: controller.signal })) {
      seen.push(delta);
      controller.abort();
    }
    expect(seen).toEqual(['第一段']);
  });

  it('throws a typed error for an HTTP failure, a malformed event and an error event', async () => {
    const failing = clientFor({
      'POST /v1/chat/completions': () => json({ error: { message: '上游服务不可用', type: 'upstream_error' } }, 502),
    });
    const httpError = await collect(failing.api.streamChatCompletion({ messages })).catch((e: unknown) => e);
    expect(httpError).toBeInstanceOf(CheckupError);
    expect(httpError).toMatchObject({ kind: 'server', status: 502, returnMsg: '上游服务不可用' });

    const malformed = clientFor({ 'POST /v1/chat/completions': () => sse([chunk('好'), '{"choices": [']) });
    await expect(collect(malformed.api.streamChatCompletion({ messages }))).rejects.toMatchObject({ kind: 'decode' });

    const errorEvent = clientFor({
      'POST /v1/chat/completions': () =>
        sse([JSON.stringify({ error: { message: '内容不合规', type: 'invalid_request_error' } })]),
    });
    await expect(collect(errorEvent.api.streamChatCompletion({ messages }))).rejects.toMatchObject({
      kind: 'server',
      returnMsg: '内容不合规',
    });
  });

  it('stops reading when the consumer stops early', async () => {
    let cancelled = false;
    const { api } = clientFor({
      'POST /v1/chat/completions': () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`data: ${chunk('一')}\n\ndata: ${chunk('二')}\n\n`));
          },
          cancel() {
            cancelled = true;
          },
        });
        return new Response(stream, { status: 200 });
      },
    });
    for await (const delta of api.streamChatCompletion({ messages })) {
      expect(delta).toBe('一');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
