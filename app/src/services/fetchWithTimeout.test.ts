import { RUNTIME_CONFIG_DEFAULTS } from '@checkup/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memorySessionStore } from '../../test/fixtures';
import { createServices } from './createServices';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, STREAM_START_TIMEOUT_MS } from './fetchWithTimeout';

/** A server that never answers: the request ends only when it is aborted. */
const hangingFetch = vi.fn(
  (request: Request, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const signal = init?.signal ?? request.signal;
      if (signal.aborted) reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    }),
);

/**
 * A server whose answer's headers come at once and whose body then stalls: the body ends only when the request is
 * aborted (with the abort's reason, as a browser's fetch does). `sent` is the part of the body that did come.
 */
const stallingBody = (sent = '{"success":true,"returnMsg":"","returnData":[') =>
  vi.fn((request: Request, init?: RequestInit) => {
    const signal = init?.signal ?? request.signal;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(sent));
        signal.addEventListener('abort', () => controller.error(signal.reason), { once: true });
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchWithTimeout', () => {
  it("makes the app's calls fail as a lost connection when the server never answers, ending the loading bar", async () => {
    vi.stubGlobal('fetch', hangingFetch);
    const services = createServices(
      { ...RUNTIME_CONFIG_DEFAULTS, apiHost: 'https://api.example.test' },
      memorySessionStore(),
    );
    await services.api.preload();
    vi.useFakeTimers();
    let settled = false;
    const answer = services.api.call('GetClusItemList', { clus_type: '3' }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 100);
    expect(settled).toBe(false);
    expect(services.loading.get()).toBe(true);
    // The service token's request is the first to hang; the call fails with it.
    await vi.advanceTimersByTimeAsync(2 * REQUEST_TIMEOUT_MS);
    const result = await answer;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('network');
    expect(services.loading.get()).toBe(false);
  });

  it('ends a request as soon as its caller aborts, before or while it waits, with the caller’s reason', async () => {
    // A timeout far beyond the test's own: only the caller's abort can end these requests in time.
    const send = fetchWithTimeout(hangingFetch, 60_000);
    const gone = new DOMException('the screen was left', 'AbortError');
    await expect(send(new Request('https://api.example.test/x', { signal: AbortSignal.abort(gone) }))).rejects.toBe(
      gone,
    );

    const caller = new AbortController();
    const waiting = send(new Request('https://api.example.test/x', { signal: caller.signal }));
    caller.abort(gone);
    await expect(waiting).rejects.toBe(gone);
  });

  it('gives a streamed answer (the AI chat) longer to start than an ordinary call, and then ends it too', async () => {
    vi.useFakeTimers();
    const send = fetchWithTimeout(hangingFetch);
    let settled = false;
    const chat = send(
      new Request('https://api.example.test/v1/chat/completions', {
        method: 'POST',
        headers: { Accept: 'text/event-stream' },
      }),
    );
    const ended = chat.catch((error: unknown) => error).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(STREAM_START_TIMEOUT_MS);
    expect(((await ended) as DOMException).name).toBe('TimeoutError');
  });

  it('does not cut, nor hold back, a streamed answer that started in time', async () => {
    let body: ReadableStreamDefaultController<Uint8Array> | undefined;
    const streaming = (_request: Request, init?: RequestInit) =>
      Promise.resolve(
        new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) }), {
          headers: { 'content-type': 'text/event-stream' },
        }),
      ).then((response) => {
        init?.signal?.addEventListener('abort', () => body?.error(new Error('cut')));
        return response;
      });
    const chat = new Request('https://api.example.test/v1/chat/completions', {
      method: 'POST',
      headers: { Accept: 'text/event-stream' },
    });
    const response = await fetchWithTimeout(streaming, 20)(chat);
    // Handed on as it comes, not read to its end first: the first event is there while the stream is still open.
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    body?.enqueue(new TextEncoder().encode('data: first\n\n'));
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: first\n\n');
    await new Promise((resolve) => setTimeout(resolve, 60));
    body?.enqueue(new TextEncoder().encode('data: late'));
    body?.close();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: late');
    expect((await reader.read()).done).toBe(true);
  });

  it('times out an answer whose headers came but whose body stalls, failing like one that never came', async () => {
    vi.useFakeTimers();
    const send = fetchWithTimeout(stallingBody());
    let settled = false;
    const answer = send(
      new Request('https://api.example.test/api/OrderListApi/PersonOrderAdd', {
        method: 'POST',
        headers: { Accept: 'application/json' },
      }),
    )
      .then((response) => response.text())
      .catch((error: unknown) => error)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
    const error = await answer;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it('times out even when the stalled body ignores the abort', async () => {
    vi.useFakeTimers();
    const deaf = () =>
      Promise.resolve(new Response(new ReadableStream<Uint8Array>({ start: () => undefined }), { status: 200 }));
    const answer = fetchWithTimeout(deaf)(new Request('https://api.example.test/x')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 100);
    expect(((await answer) as DOMException).name).toBe('TimeoutError');
  });

  it('hands on an ordinary answer whole, with its status and headers, and an empty one without a body', async () => {
    const answers = [
      new Response('{"success":false,"returnMsg":"x"}', {
        status: 429,
        statusText: 'Too Many Requests',
        headers: { 'retry-after': '3' },
      }),
      new Response(null, { status: 204 }),
    ];
    const send = fetchWithTimeout(() => Promise.resolve(answers.shift() as Response));
    const limited = await send(new Request('https://api.example.test/x'));
    expect([limited.status, limited.statusText, limited.headers.get('retry-after'), await limited.text()]).toEqual([
      429,
      'Too Many Requests',
      '3',
      '{"success":false,"returnMsg":"x"}',
    ]);
    const empty = await send(new Request('https://api.example.test/x'));
    expect([empty.status, empty.body]).toEqual([204, null]);
  });

  it("makes the app's call fail as a lost connection (系统繁忙) when the answer's body stalls, ending the loading bar", async () => {
    const services = createServices(
      { ...RUNTIME_CONFIG_DEFAULTS, apiHost: 'https://api.example.test' },
      memorySessionStore(),
    );
    await services.api.preload();
    const stalling = stallingBody();
    // The service token comes whole; the call's own answer stalls after its headers.
    vi.stubGlobal('fetch', (request: Request, init?: RequestInit) =>
      request.url.endsWith('/connect/token')
        ? Promise.resolve(
            new Response('{"access_token":"t","token_type":"Bearer","expires_in":3600}', {
              headers: { 'content-type': 'application/json' },
            }),
          )
        : stalling(request, init),
    );
    vi.useFakeTimers();
    let settled = false;
    const answer = services.api.call('GetClusItemList', { clus_type: '3' }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 100);
    expect(stalling).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    expect(services.loading.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
    const result = await answer;
    expect(!result.ok && result.error.kind).toBe('network');
    expect(services.loading.get()).toBe(false);
  });
});
