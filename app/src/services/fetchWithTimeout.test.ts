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

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchWithTimeout', () => {
  it("makes the app's calls fail as a lost connection when the server never answers, ending the loading bar", async () => {
    vi.stubGlobal('fetch', hangingFetch);
    const services = createServices({ ...RUNTIME_CONFIG_DEFAULTS, apiHost: 'https://api.example.test' }, memorySessionStore());
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
    await expect(send(new Request('https://api.example.test/x', { signal: AbortSignal.abort(gone) }))).rejects.toBe(gone);

    const caller = new AbortController();
    const waiting = send(new Request('https://api.example.test/x', { signal: caller.signal }));
    caller.abort(gone);
    await expect(waiting).rejects.toBe(gone);
  });

  it('gives a streamed answer (the AI chat) longer to start than an ordinary call, and then ends it too', async () => {
    vi.useFakeTimers();
    const send = fetchWithTimeout(hangingFetch);
    let settled = false;
    const chat = send(new Request('https://api.example.test/v1/chat/completions', { method: 'POST', headers: { Accept: 'text/event-stream' } }));
    const ended = chat.catch((error: unknown) => error).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(STREAM_START_TIMEOUT_MS);
    expect(((await ended) as DOMException).name).toBe('TimeoutError');
  });

  it('does not cut an answer that started in time', async () => {
    let body: ReadableStreamDefaultController<Uint8Array> | undefined;
    const streaming = (_request: Request, init?: RequestInit) =>
      Promise.resolve(new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) }), { headers: {} }))
        .then((response) => {
          init?.signal?.addEventListener('abort', () => body?.error(new Error('cut')));
          return response;
        });
    const response = await fetchWithTimeout(streaming, 20)(new Request('https://api.example.test/chat'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    body?.enqueue(new TextEncoder().encode('data: late'));
    body?.close();
    expect(await response.text()).toBe('data: late');
  });
});
