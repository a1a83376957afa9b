import { describe, expect, it } from 'vitest';
import { businessFailure, fakeApi, ok } from '../../test/fakeApi';
import type { PayParams } from './payment';
import { createPaySheetController, createSandboxPaymentBridge } from './sandboxPayment';

const params: PayParams = {
  appid: 'wx1',
  timeStamp: '1795309860',
  nonceStr: 'n',
  package: 'prepay_id=wx1',
  paySign: 's',
};

describe('pay sheet controller', () => {
  it('shows one request at a time and resolves it with the choice', async () => {
    const sheet = createPaySheetController();
    let changes = 0;
    sheet.subscribe(() => (changes += 1));
    const first = sheet.request(params);
    expect(sheet.current()?.params).toBe(params);
    const second = sheet.request({ ...params, package: 'prepay_id=wx2' });
    await expect(first).resolves.toBe('cancel');
    sheet.current()?.choose('ok');
    await expect(second).resolves.toBe('ok');
    expect(sheet.current()).toBeUndefined();
    expect(changes).toBeGreaterThanOrEqual(3);
  });
});

describe('sandbox payment bridge', () => {
  it.each([
    ['ok', 'get_brand_wcpay_request:ok', 'ok'],
    ['cancel', 'get_brand_wcpay_request:cancel', 'cancel'],
    ['fail', 'get_brand_wcpay_request:fail', 'fail'],
  ] as const)('sends the sheet choice %s to /sandbox/pay and reports its answer', async (choice, errMsg, outcome) => {
    const { api, call } = fakeApi({ SandboxPayResult: () => ok({ err_msg: errMsg }) });
    const bridge = createSandboxPaymentBridge(api, { request: () => Promise.resolve(choice) });
    await expect(bridge.pay(params)).resolves.toBe(outcome);
    expect(call).toHaveBeenCalledWith('SandboxPayResult', { package: 'prepay_id=wx1', result: choice });
  });

  it('fails when the sandbox refuses (expired prepay id)', async () => {
    const { api } = fakeApi({ SandboxPayResult: () => businessFailure('订单已过期') });
    const bridge = createSandboxPaymentBridge(api, { request: () => Promise.resolve('ok') });
    await expect(bridge.pay(params)).resolves.toBe('fail');
  });
});
