import type { CheckupClient } from '@checkup/sdk';
import { RUNTIME_CONFIG_DEFAULTS } from '@checkup/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createLazyCheckupClient } from './lazyClient';

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
});
