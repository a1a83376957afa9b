import type { CheckupClient } from '@checkup/sdk';
import { CheckupError, RUNTIME_CONFIG_DEFAULTS, silentLogger } from '@checkup/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createLazyCheckupClient, PREFETCH_TTL_MS } from './lazyClient';

function fakeModule() {
  const call = vi.fn(() => Promise.resolve({ ok: true, data: 'answer' }));
  const getToken = vi.fn(() => Promise.resolve({ ok: true, data: { accessToken: 't' } }));
  const pdfUrl = vi.fn(() => Promise.resolve({ ok: true, data: '/home/pdf?code=x' }));
  const client = {
    call,
    getToken,
    pdfUrl,
    streamChatCompletion: () => ['a', 'b'].values(),
    raw: { GET: vi.fn() },
  } as unknown as CheckupClient;
  const createCheckupClient = vi.fn(() => client);
  return { client, call, getToken, createCheckupClient, load: vi.fn(() => Promise.resolve({ createCheckupClient })) };
}

const options = { config: RUNTIME_CONFIG_DEFAULTS };

describe('lazy SDK client', () => {
  it('loads nothing until it is used, then builds the client once with the options it was given', async () => {
    const { call, createCheckupClient, load } = fakeModule();
    const api = createLazyCheckupClient(options, load);
    expect(load).not.toHaveBeenCalled();
    await expect(api.call('GetClusItemList', { clus_type: '3' })).resolves.toEqual({ ok: true, data: 'answer' });
    await api.call('GetClusItemList', { clus_type: '1' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(createCheckupClient).toHaveBeenCalledTimes(1);
    expect(createCheckupClient).toHaveBeenCalledWith(options);
    expect(call).toHaveBeenNthCalledWith(1, 'GetClusItemList', { clus_type: '3' });
  });

  it('passes getToken, pdfUrl, the chat stream and raw through to the loaded client', async () => {
    const { client, getToken, load } = fakeModule();
    const api = createLazyCheckupClient(options, load);
    expect(() => api.raw).toThrow(/not loaded/);
    await expect(api.getToken({ refresh: true })).resolves.toMatchObject({ ok: true });
    expect(getToken).toHaveBeenCalledWith({ refresh: true });
    await expect(api.pdfUrl('W1')).resolves.toMatchObject({ data: '/home/pdf?code=x' });
    const deltas: string[] = [];
    for await (const delta of api.streamChatCompletion({ messages: [] })) deltas.push(delta);
    expect(deltas).toEqual(['a', 'b']);
    expect(api.raw).toBe(client.raw);
  });

  it('preloads on request and tries again after a failed load', async () => {
    const { createCheckupClient } = fakeModule();
    const load = vi
      .fn<() => Promise<{ createCheckupClient: typeof createCheckupClient }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ createCheckupClient });
    const api = createLazyCheckupClient(options, load);
    await expect(api.preload()).rejects.toThrow('chunk failed');
    await expect(api.call('GetClusItemList', { clus_type: '1' })).resolves.toMatchObject({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('when the client’s code cannot be downloaded', () => {
    /** A load that fails `failures` times (offline), then succeeds. */
    function failingLoad(failures: number) {
      const module = fakeModule();
      const load = vi.fn<() => Promise<{ createCheckupClient: typeof module.createCheckupClient }>>();
      for (let n = 0; n < failures; n += 1)
        load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
      load.mockResolvedValue({ createCheckupClient: module.createCheckupClient });
      return { ...module, load };
    }
    /** The SDK's answer without a connection. */
    const lostConnection = { ok: false, error: { kind: 'network', status: 0, returnMsg: '' } };

    it('answers each call as a lost connection (the SDK’s network failure) instead of rejecting, and logs it', async () => {
      const { load } = failingLoad(3);
      const logger = { ...silentLogger, warn: vi.fn() };
      const api = createLazyCheckupClient({ ...options, logger }, load);
      const answer = await api.call('UserRegister', {} as never);
      expect(answer).toMatchObject(lostConnection);
      expect(!answer.ok && answer.error).toBeInstanceOf(CheckupError);
      expect(!answer.ok && answer.error.cause).toBeInstanceOf(TypeError);
      await expect(api.getToken()).resolves.toMatchObject(lostConnection);
      await expect(api.pdfUrl('R1')).resolves.toMatchObject(lostConnection);
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringContaining('UserRegister: network error'),
        expect.any(TypeError),
      );
    });

    it('tries the download again on the next call, and answers it once the code has come', async () => {
      const { call, load } = failingLoad(1);
      const api = createLazyCheckupClient({ ...options, logger: silentLogger }, load);
      await expect(api.call('ReportLogin', { tel: '13800138000', code: '123456' })).resolves.toMatchObject(
        lostConnection,
      );
      await expect(api.call('ReportLogin', { tel: '13800138000', code: '123456' })).resolves.toEqual({
        ok: true,
        data: 'answer',
      });
      expect(load).toHaveBeenCalledTimes(2);
      expect(call).toHaveBeenCalledTimes(1);
    });

    it('reports a download that failed again after a failure (a browser keeping the failed fetch until reload), not the first', async () => {
      const { load } = failingLoad(3);
      const afterRetryFailed = vi.fn();
      const api = createLazyCheckupClient({ ...options, logger: silentLogger }, load, afterRetryFailed);
      await expect(api.call('GetClusItemList', { clus_type: '3' })).resolves.toMatchObject(lostConnection);
      expect(afterRetryFailed).not.toHaveBeenCalled();
      await expect(api.call('GetClusItemList', { clus_type: '3' })).resolves.toMatchObject(lostConnection);
      expect(afterRetryFailed).toHaveBeenCalledTimes(1);
      await expect(api.getToken()).resolves.toMatchObject(lostConnection);
      expect(afterRetryFailed).toHaveBeenCalledTimes(2);
      await expect(api.call('GetClusItemList', { clus_type: '3' })).resolves.toEqual({ ok: true, data: 'answer' });
      expect(afterRetryFailed).toHaveBeenCalledTimes(2);
    });

    it('counts one failed download once, however many calls were waiting on it', async () => {
      const { load } = failingLoad(1);
      const afterRetryFailed = vi.fn();
      const api = createLazyCheckupClient({ ...options, logger: silentLogger }, load, afterRetryFailed);
      const answers = await Promise.all([
        api.call('GetClusItemList', { clus_type: '3' }),
        api.getToken(),
        api.pdfUrl('R1'),
      ]);
      expect(answers).toMatchObject([lostConnection, lostConnection, lostConnection]);
      expect(load).toHaveBeenCalledTimes(1);
      expect(afterRetryFailed).not.toHaveBeenCalled();
    });

    it('lets a prefetch fail quietly: the screen’s own call downloads again', async () => {
      const { call, load } = failingLoad(1);
      const api = createLazyCheckupClient({ ...options, logger: silentLogger }, load);
      api.prefetch('GetClusItemList', { clus_type: '3' });
      await expect(api.call('GetClusItemList', { clus_type: '3' })).resolves.toEqual({ ok: true, data: 'answer' });
      expect(load).toHaveBeenCalledTimes(2);
      expect(call).toHaveBeenCalledTimes(1);
    });

    it('throws the network failure from the chat stream, or ends it quietly when it was aborted', async () => {
      const { load } = failingLoad(2);
      const api = createLazyCheckupClient({ ...options, logger: silentLogger }, load);
      const read = async (signal?: AbortSignal) => {
        for await (const delta of api.streamChatCompletion({ messages: [], ...(signal ? { signal } : {}) })) void delta;
      };
      await expect(read()).rejects.toMatchObject({ name: 'CheckupError', kind: 'network' });
      const controller = new AbortController();
      controller.abort();
      await expect(read(controller.signal)).resolves.toBeUndefined();
    });
  });

  describe('prefetch', () => {
    /** A client whose every call answers with its own number, once `release()` is called. */
    function gatedModule() {
      const module = fakeModule();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let sent = 0;
      module.call.mockImplementation(() => {
        const number = (sent += 1);
        return gate.then(() => ({ ok: true, data: `answer ${number}` }));
      });
      return { ...module, release };
    }

    it('hands the prefetched answer to the next identical call, once, without sending that call again', async () => {
      const { call, load, release } = gatedModule();
      const api = createLazyCheckupClient(options, load);
      api.prefetch('GetClusItemList', { clus_type: '3' });
      api.prefetch('GetClusItemList', { clus_type: '3' });
      const taken = api.call('GetClusItemList', { clus_type: '3' }, { signal: new AbortController().signal });
      const other = api.call('GetClusItemList', { clus_type: '1' });
      const again = api.call('GetClusItemList', { clus_type: '3' });
      release();
      await expect(taken).resolves.toEqual({ ok: true, data: 'answer 1' });
      await expect(other).resolves.toEqual({ ok: true, data: 'answer 2' });
      await expect(again).resolves.toEqual({ ok: true, data: 'answer 3' });
      expect(call.mock.calls).toEqual([
        ['GetClusItemList', { clus_type: '3' }],
        ['GetClusItemList', { clus_type: '1' }],
        ['GetClusItemList', { clus_type: '3' }],
      ]);
    });

    it('takes a prefetched answer only for the same query and encryption, not the same body alone', async () => {
      const { call, load, release } = gatedModule();
      const api = createLazyCheckupClient(options, load);
      const query = (repage: string) => ({ query: { targetUrl: 'OAuthCallback' as const, repage } });
      api.prefetch('toWeChatOauth', undefined, query('/MyOrderList'));
      api.prefetch('GetClusItemList', { clus_type: '3' }, { encrypt: true });
      const otherQuery = api.call('toWeChatOauth', undefined, query('/PersonBookSum'));
      const sameQuery = api.call('toWeChatOauth', undefined, query('/MyOrderList'));
      const plain = api.call('GetClusItemList', { clus_type: '3' });
      release();
      await expect(otherQuery).resolves.toEqual({ ok: true, data: 'answer 3' });
      await expect(sameQuery).resolves.toEqual({ ok: true, data: 'answer 1' });
      await expect(plain).resolves.toEqual({ ok: true, data: 'answer 4' });
      expect(call).toHaveBeenCalledTimes(4);
    });

    it('sends the caller’s own call when the prefetched one failed', async () => {
      const { call, load } = fakeModule();
      call.mockResolvedValueOnce({ ok: false, error: 'network' } as never);
      const api = createLazyCheckupClient(options, load);
      api.prefetch('GetClusItemList', { clus_type: '3' });
      await expect(api.call('GetClusItemList', { clus_type: '3' })).resolves.toEqual({ ok: true, data: 'answer' });
      expect(call).toHaveBeenCalledTimes(2);
    });

    it('answers an aborted caller as its own aborted call would', async () => {
      const { call, load, release } = gatedModule();
      const api = createLazyCheckupClient(options, load);
      api.prefetch('GetClusItemList', { clus_type: '3' });
      const controller = new AbortController();
      const aborted = api.call('GetClusItemList', { clus_type: '3' }, { signal: controller.signal });
      controller.abort();
      release();
      await expect(aborted).resolves.toEqual({ ok: true, data: 'answer 2' });
      expect(call.mock.calls).toEqual([
        ['GetClusItemList', { clus_type: '3' }],
        ['GetClusItemList', { clus_type: '3' }, { signal: controller.signal }],
      ]);
    });

    it('lets go of an answer nobody took within PREFETCH_TTL_MS: an earlier call takes it, a later one asks again', async () => {
      // Only the timers are fake: the answer must leave the client's map when its time is up (not be kept for the
      // session and merely refused when asked), so the wall clock is left alone.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const { call, load } = fakeModule();
        const api = createLazyCheckupClient(options, load);
        api.prefetch('GetClusItemList', { clus_type: '3' });
        api.prefetch('GetClusItemList', { clus_type: '1' });
        await vi.advanceTimersByTimeAsync(PREFETCH_TTL_MS - 1);
        await expect(api.call('GetClusItemList', { clus_type: '3' })).resolves.toEqual({ ok: true, data: 'answer' });
        expect(call).toHaveBeenCalledTimes(2);
        // Taken, then prefetched anew: the first prefetch's time does not cut the second one's short.
        api.prefetch('GetClusItemList', { clus_type: '3' });
        await vi.advanceTimersByTimeAsync(1);
        await expect(api.call('GetClusItemList', { clus_type: '1' })).resolves.toEqual({ ok: true, data: 'answer' });
        await expect(api.call('GetClusItemList', { clus_type: '3' })).resolves.toEqual({ ok: true, data: 'answer' });
        expect(call.mock.calls).toEqual([
          ['GetClusItemList', { clus_type: '3' }],
          ['GetClusItemList', { clus_type: '1' }],
          ['GetClusItemList', { clus_type: '3' }],
          ['GetClusItemList', { clus_type: '1' }],
        ]);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
