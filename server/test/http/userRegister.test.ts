import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPerson } from '../services/testDb';
import { envelope, testApp } from './harness';

const person = testPerson(931, 2);

describe('UserRegister (/login): the SMS code and a registration whose answer was lost', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;

  beforeAll(async () => {
    t = await testApp();
    token = await t.token();
  });
  afterAll(async () => t.close());

  it('registers the same session again when it repeats a UserRegister whose answer was lost, and no other session with that code', async () => {
    const own = { openid: 'o-register-own', cookie: await t.signIn('o-register-own') };
    const sniffer = { openid: 'o-register-sniffer', cookie: await t.signIn('o-register-sniffer') };
    expect(
      envelope(await t.post('/api/ReportApi/GetVerifyCode', { tel: person.tel }, { token, cookie: own.cookie }))
        .success,
    ).toBe(true);
    const [message] = envelope(await t.app.inject({ method: 'GET', url: `/sandbox/sms?tel=${person.tel}` }))
      .returnData as Array<{ code: string }>;
    const request = {
      name: person.name,
      idcard: person.idCard,
      tel: person.tel,
      yzm: message?.code ?? '',
      card_type: 'idcard',
    };
    const register = (as: { openid: string; cookie: string }, openid = as.openid) =>
      t.post('/api/UserInfoApi/UserRegister', { ...request, openid }, { token, cookie: as.cookie }).then(envelope);
    const userOf = (as: { openid: string; cookie: string }) =>
      t.post('/api/UserInfoApi/userOpenid', { openid: as.openid }, { token, cookie: as.cookie }).then(envelope);

    // The first answer is lost on the way; the server has used the code and written the user.
    const first = await register(own);
    expect(first).toMatchObject({
      success: true,
      returnMsg: '注册成功',
      returnData: { name: person.name, tel: person.tel },
    });
    t.clock.advance(30_000);
    expect(await register(own)).toEqual(first);
    expect(await userOf(own)).toMatchObject({ success: true, returnData: first.returnData });

    // Someone who saw the code: refused under their own openid as before, and cannot send the other session's openid.
    expect(await register(sniffer)).toEqual({ success: false, returnMsg: '验证码错误或已过期' });
    expect(await register(sniffer, own.openid)).toMatchObject({
      success: false,
      returnMsg: '身份校验失败，请重新授权登录',
    });
    expect(await userOf(sniffer)).toEqual({ success: false, returnMsg: '用户未注册' });

    // Two minutes after the first use the code is used up for the same session too.
    t.clock.advance(90_000);
    expect(await register(own)).toEqual({ success: false, returnMsg: '验证码错误或已过期' });
  });
});
