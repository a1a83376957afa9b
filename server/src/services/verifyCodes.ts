/**
 * SMS verification codes (ReportLogin, UserRegister): 6 digits, valid 5 minutes, a new one only after 60 s (or at once
 * after the code was used), at most 5 wrong tries, used up by the first request that it logs in. Only a hash is stored,
 * in the database, so every instance sees the same codes. The "SMS" goes to the sandbox outbox table.
 *
 * A used code stays answerable to the same request for CODE_REUSE_MS: when the answer of a login is lost on the way
 * (gateway 502, no answer, cut-off body) the server has used the code, and the visitor's retry would otherwise be told
 * 验证码已过期 with no new code for up to 60 s. "The same request" is the caller's `binding`: ReportLogin's session
 * (whose cookie is httpOnly and which already holds the grant), UserRegister's openid (the session's own) and person. So
 * someone who learns the code afterwards gains nothing from it: without the binding it is refused as used, as before.
 */
import { createHash, randomInt } from 'node:crypto';
import { checkPhone } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { sql } from 'kysely';
import type { ServiceContext } from './context';
import { BusinessError } from './errors';
import { wireTime } from './wire';

const CODE_TTL_MS = 5 * 60_000;
const RESEND_AFTER_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** How long after its use a code still logs in the same request again (a retry after a lost answer). */
export const CODE_REUSE_MS = 2 * 60_000;

const CODE_SENT_MESSAGE = '验证码发送成功，5分钟内有效。';
const CODE_TOO_SOON_MESSAGE = '验证码已发送，请60秒后再试';
/** The window of the hourly SMS limits (settings.smsPerHour, docs/adr/0051-sms-code-limits.md). */
const SMS_WINDOW_MS = 60 * 60_000;
const PHONE_LIMIT_MESSAGE = '该手机号获取验证码过于频繁，请1小时后再试';
const CLIENT_LIMIT_MESSAGE = '获取验证码过于频繁，请1小时后再试';
/** The client of codes sent by the server's own tools (provider states, tests): counted per phone only. */
const INTERNAL_CLIENT = 'internal';
/** docs/product/orders-reports-access.md §8 (code): the SMS could not be sent. */
const SMS_FAILED_MESSAGE = '网络异常';

/** Why a code was not accepted. */
type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/** What ReportLogin and TeamLogin answer to a code that was not accepted. */
export const CODE_REFUSAL_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: '验证码错误',
  expired: '验证码已过期，请重新获取',
  locked: '验证码错误次数过多，请重新获取',
};

const hashCode = (tel: string, code: string): string => createHash('sha256').update(`${tel}:${code}`).digest('hex');
const hashReuse = (tel: string, code: string, binding: string): string =>
  createHash('sha256')
    .update(JSON.stringify(['reuse', tel, code, binding]))
    .digest('hex');

/**
 * GetVerifyCode: issues a code for a valid phone unless an unused one was sent less than 60 s ago, or the phone or the
 * `client` (its address bucket) had its hourly number of codes. Returns the message. The new code replaces the
 * phone's previous one, used or not (which ends the used one's repeat window).
 */
export async function sendVerifyCode(
  ctx: ServiceContext,
  tel: string,
  code = String(randomInt(0, 1_000_000)).padStart(6, '0'),
  client = INTERNAL_CLIENT,
): Promise<string> {
  const phone = checkPhone(tel);
  if (!phone.ok) throw new BusinessError(phone.message);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await takeHourlySend(ctx, trx, tel, client, now);
    // One statement decides "first code" or "old enough to replace", so two quick requests cannot both send.
    const issued = await trx
      .insertInto('verify_codes')
      .values({
        tel,
        code_hash: hashCode(tel, code),
        sent_at: now,
        expires_at: new Date(now.getTime() + CODE_TTL_MS),
        attempts: 0,
      })
      .onConflict((oc) =>
        oc
          .column('tel')
          .doUpdateSet({
            code_hash: (eb) => eb.ref('excluded.code_hash'),
            sent_at: now,
            expires_at: (eb) => eb.ref('excluded.expires_at'),
            attempts: 0,
            used_at: null,
            reuse_hash: null,
          })
          .where((eb) =>
            eb.or([
              eb('verify_codes.sent_at', '<=', new Date(now.getTime() - RESEND_AFTER_MS)),
              eb('verify_codes.used_at', 'is not', null),
            ]),
          ),
      )
      .returning('tel')
      .executeTakeFirst();
    if (!issued) throw new BusinessError(CODE_TOO_SOON_MESSAGE);
    try {
      await trx
        .insertInto('sms_outbox')
        .values({ tel, code, text: `【体检中心】您的验证码为${code}，5分钟内有效。`, created_at: now })
        .execute();
    } catch (error) {
      // The outbox is this server's SMS gateway: when it cannot take the message, the code is rolled back too.
      throw new BusinessError(SMS_FAILED_MESSAGE, { cause: error });
    }
    return CODE_SENT_MESSAGE;
  });
}

/**
 * Counts one code for the phone and the client in the last hour, or refuses it (BusinessError) past either limit.
 * The client's lock makes its concurrent sends count one after the other (the phone's already are: one row per phone).
 */
async function takeHourlySend(
  ctx: ServiceContext,
  trx: ServiceContext['db'],
  tel: string,
  client: string,
  now: Date,
): Promise<void> {
  const limits = ctx.settings.smsPerHour;
  const since = new Date(now.getTime() - SMS_WINDOW_MS);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${client}`}))`.execute(trx);
  await trx.deleteFrom('sms_sends').where('sent_at', '<=', since).execute();
  const count = (column: 'tel' | 'client', value: string) =>
    trx
      .selectFrom('sms_sends')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('sent_at', '>', since)
      .executeTakeFirstOrThrow();
  if ((await count('tel', tel)).n >= limits.phone) throw new BusinessError(PHONE_LIMIT_MESSAGE);
  if (client !== INTERNAL_CLIENT && (await count('client', client)).n >= limits.address)
    throw new BusinessError(CLIENT_LIMIT_MESSAGE);
  await trx.insertInto('sms_sends').values({ tel, client, sent_at: now }).execute();
}

/**
 * Checks and (when right) uses up the code for a phone. With codes switched off, the configured default code is
 * accepted instead.
 *
 * `binding` names the request the code is used for (see the top of this file); a used code is accepted once more for
 * CODE_REUSE_MS after its use when the phone, the code and the binding are those of that use, and refused as used
 * ('expired') otherwise. Without a binding, the code is accepted once only.
 */
export async function consumeVerifyCode(
  ctx: ServiceContext,
  tel: string,
  code: string,
  binding?: string,
): Promise<CodeCheck> {
  if (!ctx.settings.verifyCodeEnabled) return code === ctx.settings.defaultVerifyCode ? 'ok' : 'wrong';
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('verify_codes').selectAll().where('tel', '=', tel).forUpdate().executeTakeFirst();
    if (row?.used_at) {
      // Wrong guesses at a used code count no tries: without the binding's session or person none can succeed.
      const repeat =
        binding !== undefined &&
        row.reuse_hash === hashReuse(tel, code, binding) &&
        now.getTime() < row.used_at.getTime() + CODE_REUSE_MS;
      return repeat ? 'ok' : 'expired';
    }
    if (!row || row.expires_at.getTime() <= now.getTime()) return 'expired';
    if (row.attempts >= MAX_CODE_ATTEMPTS) return 'locked';
    if (row.code_hash !== hashCode(tel, code)) {
      await trx
        .updateTable('verify_codes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('tel', '=', tel)
        .execute();
      return row.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'locked' : 'wrong';
    }
    await trx
      .updateTable('verify_codes')
      .set({ used_at: now, reuse_hash: binding === undefined ? null : hashReuse(tel, code, binding) })
      .where('tel', '=', tel)
      .execute();
    return 'ok';
  });
}

/** How many of a phone's latest messages the sandbox outbox lists. */
const OUTBOX_LISTED = 20;

/** The sandbox SMS outbox of one phone, newest first (GET /sandbox/sms): never another phone's codes. */
export async function listSmsOutbox(ctx: ServiceContext, tel: string): Promise<components['schemas']['SmsMessage'][]> {
  const rows = await ctx.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('tel', '=', tel)
    .orderBy('id', 'desc')
    .limit(OUTBOX_LISTED)
    .execute();
  return rows.map((r) => ({ tel: r.tel, code: r.code, text: r.text, sent_Time: wireTime(r.created_at) }));
}
