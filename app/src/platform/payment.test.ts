import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWeixinPaymentBridge, insideMessagingApp, outcomeOf, type PayParams } from './payment';

const params: PayParams = {
  appid: 'wx1',
  timeStamp: '1795309860',
  nonceStr: 'n',
  package: 'prepay_id=wx1',
  paySign: 's',
};

afterEach(() => {
  delete window.WeixinJSBridge;
  vi.useRealTimers();
});

describe('outcomeOf', () => {
  it('reads the suffix of err_msg', () => {
    expect(outcomeOf('get_brand_wcpay_request:ok')).toBe('ok');
    expect(outcomeOf('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(outcomeOf('get_brand_wcpay_request:fail')).toBe('fail');
    expect(outcomeOf(undefined)).toBe('fail');
    expect(outcomeOf('something else')).toBe('fail');
  });
});

describe('WeixinJSBridge payment', () => {
  it('invokes getBrandWCPayRequest with the server parameters and reports the outcome', async () => {
    const invoke = vi.fn((_name: string, _params: PayParams, callback: (result: { err_msg?: string }) => void) =>
      callback({ err_msg: 'get_brand_wcpay_request:cancel' }),
    );
    window.WeixinJSBridge = { invoke };
    await expect(createWeixinPaymentBridge().pay(params)).resolves.toBe('cancel');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
  });

  it('waits for WeixinJSBridgeReady', async () => {
    const result = createWeixinPaymentBridge().pay(params);
    window.WeixinJSBridge = {
      invoke: (_name, _params, callback) => callback({ err_msg: 'get_brand_wcpay_request:ok' }),
    };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(result).resolves.toBe('ok');
  });

  it('fails when the bridge never appears', async () => {
    vi.useFakeTimers();
    const result = createWeixinPaymentBridge().pay(params);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBe('fail');
  });
});

describe('insideMessagingApp', () => {
  it('recognises the messaging app browser', () => {
    expect(insideMessagingApp('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50')).toBe(true);
    expect(insideMessagingApp('Mozilla/5.0 (X11; Linux) Chrome/140')).toBe(false);
  });
});
