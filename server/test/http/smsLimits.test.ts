import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/platform/config';
import { clientHelpers, envelope, testApp } from './harness';

/** Hourly SMS limits: 5 codes per phone, 20 per client address, counted in the database (shared by instances). */
describe('verification code limits', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  const send = async (app: typeof t.app, tel: string, address: string) => {
    // Each call with a fresh service token: tokens are free, so they must not reset anything.
    const { token } = clientHelpers(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/ReportApi/GetVerifyCode',
      remoteAddress: address,
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ tel }),
    });
    return envelope(res);
  };

  it('sends at most 5 codes to a phone an hour, whatever the tokens, addresses and instances', async () => {
    const other = await t.another();
    const tel = '13700000001';
    for (let i = 0; i < 5; i += 1) {
      expect((await send(i % 2 === 0 ? t.app : other, tel, `10.1.0.${i}`)).success, `code ${i + 1}`).toBe(true);
      t.clock.advance(61_000);
    }
    expect(await send(other, tel, '10.1.0.99')).toEqual({
      success: false,
      returnMsg: '该手机号获取验证码过于频繁，请1小时后再试',
    });
    t.clock.advance(60 * 60_000);
    expect((await send(t.app, tel, '10.1.0.99')).success).toBe(true);
  });

  it('sends at most 20 codes an hour for one client address, to any phones, on any instance', async () => {
    const other = await t.another();
    for (let i = 0; i < 20; i += 1)
      expect(
        (await send(i % 2 === 0 ? t.app : other, `1370000${String(100 + i).padStart(4, '0')}`, '10.2.0.1')).success,
        `phone ${i + 1}`,
      ).toBe(true);
    expect(await send(other, '13700009999', '10.2.0.1')).toEqual({
      success: false,
      returnMsg: '获取验证码过于频繁，请1小时后再试',
    });
    expect((await send(t.app, '13700009999', '10.2.0.2')).success).toBe(true);
  });

  it('takes both limits from the environment (CHECKUP_SMS_PER_PHONE_PER_HOUR, CHECKUP_SMS_PER_ADDRESS_PER_HOUR)', async () => {
    expect(configFromEnv({}).smsPerHour).toEqual({ phone: 5, address: 20 });
    const smsPerHour = configFromEnv({
      CHECKUP_SMS_PER_PHONE_PER_HOUR: '2',
      CHECKUP_SMS_PER_ADDRESS_PER_HOUR: '3',
    }).smsPerHour;
    const strict = await t.another({ smsPerHour });
    for (let i = 0; i < 2; i += 1) {
      expect((await send(strict, '13700000002', `10.3.0.${i}`)).success, `code ${i + 1}`).toBe(true);
      t.clock.advance(61_000);
    }
    expect((await send(strict, '13700000002', '10.3.0.9')).returnMsg).toBe('该手机号获取验证码过于频繁，请1小时后再试');
    expect((await send(strict, '13700000003', '10.3.1.1')).success).toBe(true);
    expect((await send(strict, '13700000004', '10.3.1.1')).success).toBe(true);
    expect((await send(strict, '13700000005', '10.3.1.1')).success).toBe(true);
    expect((await send(strict, '13700000006', '10.3.1.1')).returnMsg).toBe('获取验证码过于频繁，请1小时后再试');
  });
});
