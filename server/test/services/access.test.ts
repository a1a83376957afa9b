import { ID_NUMBER_MESSAGES, idNumberCheckDigit, idNumberSpellings } from '@checkup/sdk/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { fixedClock } from '../../src/clock';
import type { Database } from '../../src/db/schema';
import { DEMO_USERS, GROUP_MEMBERS } from '../../src/db/seed/index';
import { DEFAULT_SETTINGS, type ServiceContext } from '../../src/services/context';
import { BusinessError } from '../../src/services/errors';
import { getReportDetail, listReports, reportLogin } from '../../src/services/reports';
import { findUser, registerUser, teamLogin } from '../../src/services/users';
import { CODE_REUSE_MS, MAX_CODE_ATTEMPTS, listSmsOutbox, sendVerifyCode } from '../../src/services/verifyCodes';
import { testContext, testPerson } from './testDb';

let db: Database;
let ctx: ServiceContext & { clock: ReturnType<typeof fixedClock> };
beforeAll(async () => {
  ctx = await testContext();
  db = ctx.db;
});
afterAll(() => db.destroy());
beforeEach(() => ctx.clock.advance(3_600_000));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BusinessError)) throw new Error(`expected a BusinessError, got ${String(error)}`);
  return error.message;
}

const main = DEMO_USERS[0];
const lastCode = async (tel: string) => (await listSmsOutbox(ctx, tel))[0]?.code ?? '';

describe('verification codes and report access', () => {
  it('sends a 6-digit code to the outbox, once per 60 s', async () => {
    expect(await sendVerifyCode(ctx, main.tel)).toBe('验证码发送成功，5分钟内有效。');
    expect(await lastCode(main.tel)).toMatch(/^\d{6}$/);
    expect(await refusal(sendVerifyCode(ctx, main.tel))).toBe('验证码已发送，请60秒后再试');
    ctx.clock.advance(60_000);
    expect(await sendVerifyCode(ctx, main.tel)).toBe('验证码发送成功，5分钟内有效。');
    expect(await refusal(sendVerifyCode(ctx, '1234'))).toBe('手机号码格式错误');
  });

  it('answers 网络异常 and keeps no code when the outbox (the SMS gateway) refuses the message', async () => {
    const tel = testPerson(901, 1).tel;
    await db.schema.alterTable('sms_outbox').renameTo('sms_outbox_down').execute();
    try {
      expect(await refusal(sendVerifyCode(ctx, tel))).toBe('网络异常');
      expect(
        await db.selectFrom('verify_codes').select('tel').where('tel', '=', tel).executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      await db.schema.alterTable('sms_outbox_down').renameTo('sms_outbox').execute();
    }
    expect(await sendVerifyCode(ctx, tel)).toBe('验证码发送成功，5分钟内有效。');
  });

  it('grants report access only with the right code, within 5 minutes and 5 tries', async () => {
    expect(await refusal(listReports(ctx, undefined, { idCard: main.idcard, name: main.name, tel: main.tel }))).toBe(
      '请先验证手机号',
    );
    await sendVerifyCode(ctx, main.tel, '123456');
    ctx.clock.advance(300_000);
    expect(await refusal(reportLogin(ctx, main.tel, '123456'))).toBe('验证码已过期，请重新获取');
    ctx.clock.advance(60_000);
    await sendVerifyCode(ctx, main.tel, '123456');
    for (let i = 0; i < 4; i += 1) expect(await refusal(reportLogin(ctx, main.tel, '000000'))).toBe('验证码错误');
    expect(await refusal(reportLogin(ctx, main.tel, '000000'))).toBe('验证码错误次数过多，请重新获取');
    expect(await refusal(reportLogin(ctx, main.tel, '123456'))).toBe('验证码错误次数过多，请重新获取');
    ctx.clock.advance(60_000);
    await sendVerifyCode(ctx, main.tel, '654321');
    const grant = await reportLogin(ctx, main.tel, '654321');
    expect(await refusal(reportLogin(ctx, main.tel, '654321'))).toBe('验证码已过期，请重新获取');

    const years = await listReports(ctx, grant.grantId, {
      idCard: main.idcard.toLowerCase(),
      name: main.name,
      tel: main.tel,
    });
    expect(years).toHaveLength(2);
    expect(Number(years[0]?.years)).toBeGreaterThan(Number(years[1]?.years));
    const regNo = years[0]?.listData[0]?.report_No ?? '';
    const detail = await getReportDetail(ctx, grant.grantId, regNo);
    const lines = detail.itemlist.flatMap((i) => i.detailList);
    expect(lines.some((l) => l.hint === '↑')).toBe(true);
    expect(lines.some((l) => l.hint === '' && l.ref_upper !== '')).toBe(true);
    expect(detail).toMatchObject({ sex: '1', regno: regNo });
    expect(
      await refusal(listReports(ctx, grant.grantId, { idCard: main.idcard, name: main.name, tel: '13900000000' })),
    ).toBe('请先验证手机号');
    ctx.clock.advance(2 * 3_600_000);
    expect(await refusal(getReportDetail(ctx, grant.grantId, regNo))).toBe('请先验证手机号');
  });

  it("matches a name longer than the login's 6 characters by those 6", async () => {
    await db.updateTable('reports').set({ name: '买买提·艾力江' }).where('tel', '=', main.tel).execute();
    await sendVerifyCode(ctx, main.tel, '246810');
    const grant = await reportLogin(ctx, main.tel, '246810');
    const who = { idCard: main.idcard, tel: main.tel };
    expect(await listReports(ctx, grant.grantId, { ...who, name: '买买提·艾力' })).toHaveLength(2);
    expect(await listReports(ctx, grant.grantId, { ...who, name: '买买提' })).toEqual([]);
    expect(await listReports(ctx, grant.grantId, { ...who, name: '买买提·艾力江' })).toEqual([]);
    await db.updateTable('reports').set({ name: main.name }).where('tel', '=', main.tel).execute();
  });

  describe('a person whose reports were filed under the 15-digit and the 18-digit form of one ID number', () => {
    const person = testPerson(902, 2);
    const oldForm = person.idCard.slice(0, 6) + person.idCard.slice(8, 17);
    const report = (report_no: string, id_card: string, report_date: string) => ({
      report_no,
      id_card,
      report_date,
      name: person.name,
      tel: person.tel,
      sex: 2,
      age: 40,
      report_name: '女士体检套餐',
      doc_name: '主检医师 周建华',
      sumup: '',
      sugg_tag: '',
      itemlist: JSON.stringify([]),
    });
    beforeAll(async () => {
      // Two reports of one day inserted lowest number first, which a sort by date alone would leave in that order.
      await db
        .insertInto('reports')
        .values([
          report('R-OLD-1', oldForm, '2019-05-06'),
          report('R-SAME-DAY-1', person.idCard, '2025-11-20'),
          report('R-SAME-DAY-2', person.idCard, '2025-11-20'),
        ])
        .execute();
    });
    const login = async (code: string) => {
      await sendVerifyCode(ctx, person.tel, code);
      return (await reportLogin(ctx, person.tel, code)).grantId;
    };
    const numbers = (years: Awaited<ReturnType<typeof listReports>>) =>
      years.map((y) => [y.years, y.listData.map((r) => r.report_No)]);

    it('lists, and serves the details of, both forms to either form, same-day reports by number, highest first', async () => {
      for (const idCard of [person.idCard, oldForm]) {
        const grant = await login(idCard === oldForm ? '135791' : '975311');
        expect(numbers(await listReports(ctx, grant, { idCard, name: person.name, tel: person.tel }))).toEqual([
          ['2025', ['R-SAME-DAY-2', 'R-SAME-DAY-1']],
          ['2019', ['R-OLD-1']],
        ]);
        expect((await getReportDetail(ctx, grant, 'R-OLD-1')).regno).toBe('R-OLD-1');
        expect((await getReportDetail(ctx, grant, 'R-SAME-DAY-1')).regno).toBe('R-SAME-DAY-1');
        ctx.clock.advance(60_000);
      }
    });

    it('matches a 15-digit number with its own 18-digit form only', async () => {
      const grant = await login('864202');
      const other15 = `${oldForm.slice(0, 14)}${oldForm.endsWith('2') ? '4' : '2'}`;
      const wrongCheckDigit = `${person.idCard.slice(0, 17)}${person.idCard.endsWith('0') ? '1' : '0'}`;
      const bornIn20xx = `${person.idCard.slice(0, 6)}20${person.idCard.slice(8, 17)}`;
      for (const idCard of [other15, wrongCheckDigit, bornIn20xx + idNumberCheckDigit(bornIn20xx)])
        expect(await listReports(ctx, grant, { idCard, name: person.name, tel: person.tel })).toEqual([]);
    });
  });

  describe('a code whose answer was lost: the same request repeated within 2 minutes is accepted again, nothing else', () => {
    const person = testPerson(904, 1);
    const other = testPerson(905, 2);

    it('logs the same session in again, with a grant of its own, until 2 minutes after the use', async () => {
      await sendVerifyCode(ctx, person.tel, '314159');
      const first = await reportLogin(ctx, person.tel, '314159', 'session-a');
      ctx.clock.advance(CODE_REUSE_MS - 1_000);
      const again = await reportLogin(ctx, person.tel, '314159', 'session-a');
      expect(again).toMatchObject({ tel: person.tel });
      expect(again.grantId).not.toBe(first.grantId);
      ctx.clock.advance(1_000);
      expect(await refusal(reportLogin(ctx, person.tel, '314159', 'session-a'))).toBe('验证码已过期，请重新获取');
    });

    it('refuses the used code to another session, without a session, with another code and for another phone', async () => {
      await sendVerifyCode(ctx, other.tel, '271828');
      await sendVerifyCode(ctx, person.tel, '271828');
      await reportLogin(ctx, person.tel, '271828', 'session-a');
      expect(await refusal(reportLogin(ctx, person.tel, '271828', 'session-b'))).toBe('验证码已过期，请重新获取');
      expect(await refusal(reportLogin(ctx, person.tel, '271828'))).toBe('验证码已过期，请重新获取');
      expect(await refusal(reportLogin(ctx, person.tel, '271829', 'session-a'))).toBe('验证码已过期，请重新获取');
      // Wrong guesses at a used code lock nothing: the right repeat still works after more than 5 of them.
      for (let i = 0; i < MAX_CODE_ATTEMPTS + 1; i += 1)
        expect(await refusal(reportLogin(ctx, person.tel, '000000', 'session-a'))).toBe('验证码已过期，请重新获取');
      expect((await reportLogin(ctx, person.tel, '271828', 'session-a')).tel).toBe(person.tel);
      // The other phone's own code of the same digits is untouched, and one session's use does not open it.
      expect((await reportLogin(ctx, other.tel, '271828', 'session-a')).tel).toBe(other.tel);
      expect(await refusal(reportLogin(ctx, other.tel, '271828', 'session-b'))).toBe('验证码已过期，请重新获取');
    });

    it('lets a new code be sent at once after a use, which ends the old code’s repeat window', async () => {
      ctx.clock.advance(10_000);
      await sendVerifyCode(ctx, person.tel, '161803');
      await reportLogin(ctx, person.tel, '161803', 'session-a');
      ctx.clock.advance(1_000);
      expect(await sendVerifyCode(ctx, person.tel, '141421')).toBe('验证码发送成功，5分钟内有效。');
      expect(await refusal(reportLogin(ctx, person.tel, '161803', 'session-a'))).toBe('验证码错误');
      expect((await reportLogin(ctx, person.tel, '141421', 'session-a')).tel).toBe(person.tel);
      // An unused code still holds back the next one for 60 s.
      await sendVerifyCode(ctx, other.tel, '112358');
      expect(await refusal(sendVerifyCode(ctx, other.tel, '132134'))).toBe('验证码已发送，请60秒后再试');
    });

    it('registers the same person for the same openid again, and nobody else', async () => {
      const req = {
        openid: 'o-repeat',
        name: other.name,
        idcard: other.idCard,
        tel: other.tel,
        yzm: '223344',
        card_type: 'idcard' as const,
      };
      ctx.clock.advance(60_000);
      await sendVerifyCode(ctx, other.tel, '223344');
      const user = await registerUser(ctx, req);
      ctx.clock.advance(CODE_REUSE_MS - 1_000);
      expect(await registerUser(ctx, { ...req, idcard: req.idcard.toLowerCase(), name: ` ${req.name}` })).toEqual(user);
      expect(await refusal(registerUser(ctx, { ...req, openid: 'o-other' }))).toBe('验证码错误或已过期');
      expect(await refusal(registerUser(ctx, { ...req, name: '别人' }))).toBe('验证码错误或已过期');
      expect(await refusal(registerUser(ctx, { ...req, tel: person.tel }))).toBe('验证码错误或已过期');
      // A ReportLogin with the code is another request.
      expect(await refusal(reportLogin(ctx, other.tel, '223344', 'session-a'))).toBe('验证码已过期，请重新获取');
      ctx.clock.advance(1_000);
      expect(await refusal(registerUser(ctx, req))).toBe('验证码错误或已过期');
      expect(await findUser(ctx, 'o-other')).toBeNull();
      expect(await findUser(ctx, 'o-repeat')).toEqual(user);
    });
  });

  it('accepts the default code when codes are switched off', async () => {
    const off = { ...ctx, settings: { ...DEFAULT_SETTINGS, verifyCodeEnabled: false } };
    expect((await reportLogin(off, main.tel, DEFAULT_SETTINGS.defaultVerifyCode)).tel).toBe(main.tel);
    expect(await refusal(reportLogin(off, main.tel, '999999'))).toBe('验证码错误');
  });
});

describe('users', () => {
  it('finds registered users and registers new ones with a code', async () => {
    expect(await findUser(ctx, main.openid)).toMatchObject({
      name: main.name,
      sex: '1',
      marr_type: '2',
      card_type: 'idcard',
    });
    expect(await findUser(ctx, 'o-new')).toBeNull();
    const p = testPerson(900, 2);
    await sendVerifyCode(ctx, p.tel, '111111');
    const req = {
      openid: 'o-new',
      name: p.name,
      idcard: p.idCard,
      tel: p.tel,
      yzm: '222222',
      card_type: 'idcard' as const,
    };
    expect(await refusal(registerUser(ctx, req))).toBe('验证码错误或已过期');
    // The SDK rule's message, as in openapi.yaml's UserRegister example.
    const wrongCheckDigit = `${p.idCard.slice(0, 17)}${p.idCard.endsWith('0') ? '1' : '0'}`;
    expect(await refusal(registerUser(ctx, { ...req, idcard: wrongCheckDigit, yzm: '111111' }))).toBe(
      ID_NUMBER_MESSAGES.checkDigit,
    );
    const user = await registerUser(ctx, { ...req, yzm: '111111' });
    expect(user).toMatchObject({ sex: '2', card_type: 'idcard', openid: 'o-new' });
    expect(await findUser(ctx, 'o-new')).toEqual(user);
    expect(
      await refusal(registerUser(ctx, { ...req, openid: 'o-pass', card_type: 'passport', idcard: 'E1234567' })),
    ).toBe('请选择性别');
  });

  it('logs a bound group member in with company, ID number and phone', async () => {
    const chen = GROUP_MEMBERS[0];
    expect(await teamLogin(ctx, { lnc_Code: chen.lnc_code, idCard: chen.idcard, tel: chen.tel })).toMatchObject({
      message: '登录成功',
      records: [{ wx_drprice: 500, clus_name: '单位员工体检套餐（男）' }],
    });
    // A member listed under the 18-digit number who types the 15-digit one is the same member.
    const chenOld = idNumberSpellings(chen.idcard)[1] ?? '';
    expect(
      (await teamLogin(ctx, { lnc_Code: chen.lnc_code, idCard: chenOld, tel: chen.tel })).records[0],
    ).toMatchObject({ reg_no: chen.reg_no });
    expect(await refusal(teamLogin(ctx, { lnc_Code: 'L0001', idCard: '12345', tel: chen.tel }))).toBe(
      '请输入正确的身份证件号',
    );
  });

  it('binds an unbound member only after an SMS code to the phone and the roster name, and tells no one who is a member', async () => {
    const zhao = GROUP_MEMBERS[2];
    const chen = GROUP_MEMBERS[0];
    const ask = '首次登录请填写姓名并获取验证码';
    const stranger = '13877776666';
    // Without a code: unbound, bound to another phone and not a member get the same answer, and nothing is bound.
    expect(await refusal(teamLogin(ctx, { lnc_Code: zhao.lnc_code, idCard: zhao.idcard, tel: stranger }))).toBe(ask);
    expect(await refusal(teamLogin(ctx, { lnc_Code: chen.lnc_code, idCard: chen.idcard, tel: stranger }))).toBe(ask);
    expect(await refusal(teamLogin(ctx, { lnc_Code: 'L0002', idCard: chen.idcard, tel: chen.tel }))).toBe(ask);
    const zhaoRow = () =>
      ctx.db.selectFrom('group_members').select('tel').where('reg_no', '=', zhao.reg_no).executeTakeFirstOrThrow();
    expect((await zhaoRow()).tel).toBeNull();

    // The code is checked first; a wrong one binds nothing.
    await sendVerifyCode(ctx, stranger, '246810');
    expect(
      await refusal(
        teamLogin(ctx, {
          lnc_Code: zhao.lnc_code,
          idCard: zhao.idcard,
          tel: stranger,
          name: zhao.pat_name,
          code: '135791',
        }),
      ),
    ).toBe('验证码错误');
    // A proven phone with a name other than the roster's, or for a member bound elsewhere, or for no member: one refusal.
    const notFound = '未查询到您的团检信息，请联系单位负责人';
    expect(
      await refusal(
        teamLogin(ctx, { lnc_Code: zhao.lnc_code, idCard: zhao.idcard, tel: stranger, name: '张三', code: '246810' }),
      ),
    ).toBe(notFound);
    ctx.clock.advance(61_000);
    await sendVerifyCode(ctx, stranger, '246811');
    expect(
      await refusal(
        teamLogin(ctx, {
          lnc_Code: chen.lnc_code,
          idCard: chen.idcard,
          tel: stranger,
          name: chen.pat_name,
          code: '246811',
        }),
      ),
    ).toBe(notFound);
    ctx.clock.advance(61_000);
    await sendVerifyCode(ctx, stranger, '246812');
    expect(
      await refusal(
        teamLogin(ctx, { lnc_Code: 'L0002', idCard: chen.idcard, tel: stranger, name: chen.pat_name, code: '246812' }),
      ),
    ).toBe(notFound);
    expect((await zhaoRow()).tel).toBeNull();

    // The member's own phone and name with a fresh code: bound and logged in; from then on no code is needed.
    ctx.clock.advance(61_000);
    await sendVerifyCode(ctx, stranger, '246813');
    const bound = await teamLogin(ctx, {
      lnc_Code: zhao.lnc_code,
      idCard: zhao.idcard,
      tel: stranger,
      name: zhao.pat_name,
      code: '246813',
    });
    expect(bound).toMatchObject({
      message: '登录成功',
      records: [{ reg_no: zhao.reg_no, tel: stranger, wx_drprice: 0 }],
    });
    expect(
      (await teamLogin(ctx, { lnc_Code: zhao.lnc_code, idCard: zhao.idcard, tel: stranger })).records[0],
    ).toMatchObject({ reg_no: zhao.reg_no });
    // Another phone now asks for binding, and with a code of its own it cannot take the bound member over.
    expect(await refusal(teamLogin(ctx, { lnc_Code: zhao.lnc_code, idCard: zhao.idcard, tel: '13800001111' }))).toBe(
      ask,
    );
    await sendVerifyCode(ctx, '13800001111', '975310');
    expect(
      await refusal(
        teamLogin(ctx, {
          lnc_Code: zhao.lnc_code,
          idCard: zhao.idcard,
          tel: '13800001111',
          name: zhao.pat_name,
          code: '975310',
        }),
      ),
    ).toBe(notFound);
    expect((await zhaoRow()).tel).toBe(stranger);
  });
});
