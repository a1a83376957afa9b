import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessFailure, fakeApi, ok } from '../../test/fakeApi';
import { createJsSdk } from './jsSdk';

afterEach(() => {
  delete window.wx;
});

describe('JS-SDK config', () => {
  it('signs the page address without its hash and configures wx', async () => {
    const config = vi.fn();
    window.wx = { config };
    const { api, call } = fakeApi({
      GetWxConfig: () => ok({ appId: 'wx8', timestamp: 1795309860, nonceStr: 'n', signature: 's' }),
    });
    await expect(createJsSdk(api).configure('https://tj.example.cn/?v=1#/PersonIndex')).resolves.toBe('configured');
    expect(call).toHaveBeenCalledWith('GetWxConfig', { url: 'https://tj.example.cn/?v=1' });
    expect(config).toHaveBeenCalledWith({
      debug: false,
      appId: 'wx8',
      timestamp: 1795309860,
      nonceStr: 'n',
      signature: 's',
      jsApiList: ['chooseWXPay'],
    });
  });

  it('asks nothing outside the messaging app', async () => {
    const { api, call } = fakeApi({});
    await expect(createJsSdk(api).configure()).resolves.toBe('unavailable');
    expect(call).not.toHaveBeenCalled();
  });

  it('reports a refused signature', async () => {
    window.wx = { config: vi.fn() };
    const { api } = fakeApi({ GetWxConfig: () => businessFailure('网络繁忙~请稍后再试') });
    await expect(createJsSdk(api).configure('https://x/')).resolves.toBe('failed');
  });
});
