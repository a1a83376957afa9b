/** Visitors (openid → registered user), registration, and group-member login with first-use phone binding. */
import {
  checkIdNumber,
  GROUP_LOGIN_ID_MESSAGE,
  idNumberSpellings,
  matchesIdNumberPattern,
  matchesShortName,
  parseIsoDate,
  shanghaiDateOf,
  TEAM_LOGIN_BIND_REQUIRED_MESSAGE,
} from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { sql, type Selectable } from 'kysely';
import type { ReportTables } from '../db/schema';
import { TEAM_MEMBER_NOT_FOUND_MESSAGE } from './booking';
import type { ServiceContext } from './context';
import { BusinessError, ensure } from './errors';
import { CODE_REFUSAL_MESSAGES, consumeVerifyCode } from './verifyCodes';
import { yuan } from './wire';

type S = components['schemas'];

export const USER_NOT_REGISTERED_MESSAGE = '用户未注册';
export const REGISTERED_MESSAGE = '注册成功';
const CODE_REFUSED_MESSAGE = '验证码错误或已过期';
const TEL_FORMAT_MESSAGE = '手机号码格式错误';
const SEX_REQUIRED_MESSAGE = '请选择性别';
const BIRTHDAY_INVALID_MESSAGE = '请选择正确的出生日期';
const TEAM_LOGIN_OK_MESSAGE = '登录成功';

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
    ensure(
      birth && birth.year >= 1900 && req.birthday !== undefined && req.birthday <= today,
      BIRTHDAY_INVALID_MESSAGE,
    );
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
 * TeamLogin (docs/adr/0050-group-phone-bound-after-sms-code.md): a member bound to this phone logs in with company, ID
 * number and phone. Binding a phone needs proof of it: without a code every other case (no such member, bound to
 * another phone, unbound) gets the same TEAM_LOGIN_BIND_REQUIRED_MESSAGE; with one, the code is checked first, then only an
 * unbound member whose name matches the roster is bound, and anything else gets TEAM_MEMBER_NOT_FOUND_MESSAGE. No
 * answer tells whether the ID number is on the company's list. BusinessError for every refusal.
 */
export async function teamLogin(
  ctx: ServiceContext,
  req: S['TeamLoginRequest'],
): Promise<{ message: string; records: S['GroupUser'][] }> {
  const idCard = req.idCard.trim().toUpperCase();
  const tel = req.tel.trim();
  ensure(matchesIdNumberPattern(idCard), GROUP_LOGIN_ID_MESSAGE);
  if (req.code === undefined) {
    const members = await boundMembers(ctx, req.lnc_Code, idCard, tel);
    ensure(members.length > 0, TEAM_LOGIN_BIND_REQUIRED_MESSAGE);
    return { message: TEAM_LOGIN_OK_MESSAGE, records: members };
  }
  const name = req.name?.trim() ?? '';
  const binding = `TeamLogin:${JSON.stringify([req.lnc_Code, idCard, name])}`;
  const check = await consumeVerifyCode(ctx, tel, req.code, binding);
  if (check !== 'ok') throw new BusinessError(CODE_REFUSAL_MESSAGES[check]);
  const unbound = await ctx.db
    .selectFrom('group_members')
    .select(['reg_no', 'pat_name'])
    .where('lnc_code', '=', req.lnc_Code)
    .where(sql<string>`upper(idcard)`, 'in', idNumberSpellings(idCard))
    .where('tel', 'is', null)
    .execute();
  const named = unbound.filter((m) => matchesShortName(m.pat_name, name)).map((m) => m.reg_no);
  // The WHERE tel IS NULL makes a concurrent second binding leave the first one's phone in place.
  if (named.length > 0)
    await ctx.db
      .updateTable('group_members')
      .set({ tel })
      .where('reg_no', 'in', named)
      .where('tel', 'is', null)
      .execute();
  const members = await boundMembers(ctx, req.lnc_Code, idCard, tel);
  ensure(members.length > 0, TEAM_MEMBER_NOT_FOUND_MESSAGE);
  return { message: TEAM_LOGIN_OK_MESSAGE, records: members };
}

/** The member records of this ID number in the company that are bound to this phone. */
async function boundMembers(
  ctx: ServiceContext,
  lncCode: string,
  idCard: string,
  tel: string,
): Promise<S['GroupUser'][]> {
  const members = await ctx.db
    .selectFrom('group_members as m')
    .innerJoin('companies as c', 'c.lnc_code', 'm.lnc_code')
    .innerJoin('packages as p', 'p.clus_code', 'm.clus_code')
    .select([
      'm.clus_code',
      'p.clus_name',
      'm.lnc_code',
      'c.lnc_name',
      'm.pat_name',
      'm.idcard',
      'm.reg_no',
      'm.wx_drprice_fen',
    ])
    .where('m.lnc_code', '=', lncCode)
    .where(sql<string>`upper(m.idcard)`, 'in', idNumberSpellings(idCard))
    .where('m.tel', '=', tel)
    .orderBy('m.reg_no')
    .execute();
  return members.map((m) => ({
    clus_code: m.clus_code,
    clus_name: m.clus_name,
    lnc_code: m.lnc_code,
    lnc_name: m.lnc_name,
    pat_name: m.pat_name,
    idcard: m.idcard,
    tel,
    reg_no: m.reg_no,
    wx_drprice: yuan(m.wx_drprice_fen),
  }));
}
