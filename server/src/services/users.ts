/** Visitors (openid → registered user), registration, and group-member login with first-use phone binding. */
import { checkIdNumber, GROUP_LOGIN_ID_MESSAGE, idNumberSpellings, matchesIdNumberPattern, parseIsoDate, shanghaiDateOf } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { sql, type Selectable } from 'kysely';
import type { ReportTables } from '../db/schema';
import { TEAM_MEMBER_NOT_FOUND_MESSAGE } from './booking';
import type { ServiceContext } from './context';
import { BusinessError, ensure } from './errors';
import { consumeVerifyCode } from './verifyCodes';
import { yuan } from './wire';

type S = components['schemas'];

export const USER_NOT_REGISTERED_MESSAGE = '用户未注册';
export const REGISTERED_MESSAGE = '注册成功';
const CODE_REFUSED_MESSAGE = '验证码错误或已过期';
const TEL_FORMAT_MESSAGE = '手机号码格式错误';
const SEX_REQUIRED_MESSAGE = '请选择性别';
const BIRTHDAY_INVALID_MESSAGE = '请选择正确的出生日期';
const TEAM_LOGIN_OK_MESSAGE = '登录成功';
const TEAM_LOGIN_FAILED_MESSAGE = '登录失败';
/** The err of a group record whose ID number is bound to another phone (spec §6: bound on first use). */
const TEAM_BOUND_ELSEWHERE_MESSAGE = '该身份证已绑定其他手机号，请携带身份证到院处理';

function toWireUser(u: Selectable<ReportTables['users']>): S['User'] {
  return {
    openid: u.openid,
    name: u.name,
    idcard: u.idcard,
    tel: u.tel,
    card_type: u.card_type,
    sex: u.sex === 1 ? '1' : '2',
    birthday: u.birthday,
    marr_type: u.marital_type === 2 ? '2' : '1',
  };
}

/** userOpenid: the registered user of an openid, or null (returnMsg 用户未注册). */
export async function findUser(ctx: ServiceContext, openid: string): Promise<S['User'] | null> {
  const row = await ctx.db.selectFrom('users').selectAll().where('openid', '=', openid).executeTakeFirst();
  return row ? toWireUser(row) : null;
}

/**
 * UserRegister: checks the SMS code, the phone and the document (resident ID: valid, sex and birthday from it;
 * other documents: sex and a birthday from 1900 to this year), then creates or updates the user of the openid.
 */
export async function registerUser(ctx: ServiceContext, req: S['UserRegisterRequest']): Promise<S['User']> {
  const today = shanghaiDateOf(ctx.clock.now());
  const tel = req.tel.trim();
  ensure(/^[0-9-]{11}$/.test(tel), TEL_FORMAT_MESSAGE);
  const idcard = req.idcard.trim().toUpperCase();
  let sex: number;
  let birthday: string;
  if (req.card_type === 'idcard') {
    const check = checkIdNumber(idcard, today);
    if (!check.ok) throw new BusinessError(check.message);
    sex = check.sex;
    birthday = check.birthDate;
  } else {
    ensure(req.sex === '1' || req.sex === '2', SEX_REQUIRED_MESSAGE);
    const birth = req.birthday ? parseIsoDate(req.birthday) : null;
    ensure(birth && birth.year >= 1900 && req.birthday !== undefined && req.birthday <= today, BIRTHDAY_INVALID_MESSAGE);
    sex = Number(req.sex);
    birthday = req.birthday;
  }
  const values = { name: req.name.trim(), idcard, tel, sex, birthday, card_type: req.card_type };
  // The code's use is bound to what it writes (for the openid, which the HTTP layer makes the session's): the same
  // registration repeated within CODE_REUSE_MS, after a lost answer, is accepted again; another person or openid is not.
  const binding = `UserRegister:${JSON.stringify([req.openid, values.name, idcard, sex, birthday, req.card_type])}`;
  ensure((await consumeVerifyCode(ctx, tel, req.yzm, binding)) === 'ok', CODE_REFUSED_MESSAGE);
  const row = await ctx.db
    .insertInto('users')
    .values({ openid: req.openid, ...values, created_at: ctx.clock.now() })
    .onConflict((oc) => oc.column('openid').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWireUser(row);
}

/**
 * TeamLogin: the member records of this ID number in the company. A member without a bound phone gets this one
 * bound; a member bound to another phone gets a record with `err`. BusinessError when the ID has the wrong shape or
 * is not on the company's list.
 */
export async function teamLogin(ctx: ServiceContext, req: S['TeamLoginRequest']): Promise<{ message: string; records: S['TeamLoginRecord'][] }> {
  const idCard = req.idCard.trim().toUpperCase();
  const tel = req.tel.trim();
  ensure(matchesIdNumberPattern(idCard), GROUP_LOGIN_ID_MESSAGE);
  const members = await ctx.db.transaction().execute(async (trx) => {
    // First use binds the phone; the WHERE makes a concurrent second login see the first one's phone.
    await trx.updateTable('group_members').set({ tel }).where('lnc_code', '=', req.lnc_Code).where(sql<string>`upper(idcard)`, 'in', idNumberSpellings(idCard)).where('tel', 'is', null).execute();
    return trx
      .selectFrom('group_members as m')
      .innerJoin('companies as c', 'c.lnc_code', 'm.lnc_code')
      .innerJoin('packages as p', 'p.clus_code', 'm.clus_code')
      .select(['m.clus_code', 'p.clus_name', 'm.lnc_code', 'c.lnc_name', 'm.pat_name', 'm.idcard', 'm.tel', 'm.reg_no', 'm.wx_drprice_fen'])
      .where('m.lnc_code', '=', req.lnc_Code)
      .where(sql<string>`upper(m.idcard)`, 'in', idNumberSpellings(idCard))
      .orderBy('m.reg_no')
      .execute();
  });
  ensure(members.length > 0, TEAM_MEMBER_NOT_FOUND_MESSAGE);
  const records: S['TeamLoginRecord'][] = members.map((m) =>
    m.tel !== tel
      ? { err: TEAM_BOUND_ELSEWHERE_MESSAGE }
      : { clus_code: m.clus_code, clus_name: m.clus_name, lnc_code: m.lnc_code, lnc_name: m.lnc_name, pat_name: m.pat_name, idcard: m.idcard, tel, reg_no: m.reg_no, wx_drprice: yuan(m.wx_drprice_fen) },
  );
  return { message: records.some((r) => 'err' in r) ? TEAM_LOGIN_FAILED_MESSAGE : TEAM_LOGIN_OK_MESSAGE, records };
}
