/**
 * Reports: ReportLogin turns a phone + SMS code into a grant (stored in the database, referenced from the caller's
 * session by the HTTP layer); the report list and details are only given under a grant for the same phone.
 */
import { randomUUID } from 'node:crypto';
import { idNumberSpellings, matchesShortName, sameIdNumber } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { sql } from 'kysely';
import type { ServiceContext } from './context';
import { BusinessError, ensure } from './errors';
import { CODE_REFUSAL_MESSAGES, consumeVerifyCode } from './verifyCodes';

type S = components['schemas'];

export const REPORT_LOGIN_OK_MESSAGE = '登录成功';
export const REPORT_LOGOUT_MESSAGE = '已退出登录';
const NEED_PHONE_VERIFICATION_MESSAGE = '请先验证手机号';
export const NO_REPORT_MESSAGE = '暂无报告数据';

/** How long a report grant lasts after ReportLogin. */
const REPORT_GRANT_TTL_MS = 2 * 60 * 60_000;

/** A successful ReportLogin. */
export interface ReportGrant {
  grantId: string;
  tel: string;
  expiresAt: Date;
}

/**
 * ReportLogin: checks the code and creates a grant for the phone. `sessionId`, the caller's session, binds the code's
 * use: the same session sending the same phone and code again within CODE_REUSE_MS (its answer was lost) gets a grant
 * again; any other session is refused as before (verifyCodes.ts).
 */
export async function reportLogin(
  ctx: ServiceContext,
  tel: string,
  code: string,
  sessionId?: string,
): Promise<ReportGrant> {
  const check = await consumeVerifyCode(
    ctx,
    tel,
    code,
    sessionId === undefined ? undefined : `ReportLogin:${sessionId}`,
  );
  if (check !== 'ok') throw new BusinessError(CODE_REFUSAL_MESSAGES[check]);
  const now = ctx.clock.now();
  const grant = { grantId: randomUUID(), tel, expiresAt: new Date(now.getTime() + REPORT_GRANT_TTL_MS) };
  await ctx.db
    .insertInto('report_grants')
    .values({ id: grant.grantId, tel, created_at: now, expires_at: grant.expiresAt })
    .execute();
  return grant;
}

/** ReportLogout: the grant ends at once (not 2 hours after ReportLogin), whoever still holds its id. */
export async function endReportGrant(ctx: ServiceContext, grantId: string): Promise<void> {
  await ctx.db.deleteFrom('report_grants').where('id', '=', grantId).execute();
}

/** What a live grant covers: the verified phone, and the person whose report list it was shown (null before). */
export interface GrantedAccess {
  grantId: string;
  tel: string;
  idCard: string | null;
  name: string | null;
}

/** The live grant; BusinessError 请先验证手机号 without one. */
export async function grantedAccess(ctx: ServiceContext, grantId: string | undefined): Promise<GrantedAccess> {
  ensure(grantId, NEED_PHONE_VERIFICATION_MESSAGE);
  const grant = await ctx.db
    .selectFrom('report_grants')
    .select(['tel', 'id_card', 'name'])
    .where('id', '=', grantId)
    .where('expires_at', '>', ctx.clock.now())
    .executeTakeFirst();
  ensure(grant, NEED_PHONE_VERIFICATION_MESSAGE);
  return { grantId, tel: grant.tel, idCard: grant.id_card, name: grant.name };
}

/**
 * Whether a grant covers a report: the phone it verified, and the name and ID number of the list it was shown (§6:
 * report access needs all three). A phone alone is not enough: family members often share one. The ID number matches in
 * either case of X, and a 15-digit number matches its 18-digit form (`sameIdNumber`).
 */
export function grantCovers(
  access: GrantedAccess,
  report: { tel: string; idCard: string; detail: { name: string } },
): boolean {
  return (
    report.tel === access.tel &&
    access.idCard !== null &&
    sameIdNumber(report.idCard, access.idCard) &&
    access.name !== null &&
    matchesShortName(report.detail.name, access.name)
  );
}

/**
 * GetReportList: the person's reports grouped by year, newest first (same-day reports by report number, highest first,
 * so the order never depends on the database); [] when none (returnMsg 暂无报告数据). Reports filed under the 15-digit
 * or the 18-digit form of the ID number are both the person's (`idNumberSpellings`). A list that found reports records
 * its person in the grant (GetReportDetail and the PDF serve that person's reports from then on); an empty one leaves
 * the grant as it was, so a mistyped name or ID number does not take away the reports listed before.
 */
export async function listReports(
  ctx: ServiceContext,
  grantId: string | undefined,
  who: { idCard: string; name: string; tel: string },
): Promise<S['ReportYearGroup'][]> {
  const access = await grantedAccess(ctx, grantId);
  const { tel } = access;
  ensure(tel === who.tel, NEED_PHONE_VERIFICATION_MESSAGE);
  const idCard = who.idCard.trim().toUpperCase();
  const rows = await ctx.db
    .selectFrom('reports')
    .select(['report_no', 'report_name', 'report_date', 'name'])
    .where(sql<string>`upper(id_card)`, 'in', idNumberSpellings(idCard))
    .where('tel', '=', tel)
    .orderBy('report_date', 'desc')
    .orderBy('report_no', 'desc')
    .execute();
  const groups: S['ReportYearGroup'][] = [];
  // The login's name field holds at most 6 characters: a longer name on record is matched by its first 6.
  for (const r of rows.filter((row) => matchesShortName(row.name, who.name))) {
    const year = r.report_date.slice(0, 4);
    let group = groups.find((g) => g.years === year);
    if (!group) groups.push((group = { years: year, listData: [] }));
    group.listData.push({ report_Name: r.report_name, report_No: r.report_no, report_Date: r.report_date });
  }
  // From now on the grant serves this person's reports (detail, PDF), whoever else shares the phone.
  if (groups.length > 0)
    await ctx.db
      .updateTable('report_grants')
      .set({ id_card: idCard, name: who.name.trim() })
      .where('id', '=', access.grantId)
      .execute();
  return groups;
}

/** GetReportDetail under a grant: the report of that number, when the grant covers it (`grantCovers`). */
export async function getReportDetail(
  ctx: ServiceContext,
  grantId: string | undefined,
  regNo: string,
): Promise<S['ReportDetail']> {
  const access = await grantedAccess(ctx, grantId);
  const report = await reportByNumber(ctx, regNo);
  ensure(grantCovers(access, report), NO_REPORT_MESSAGE);
  return report.detail;
}

/**
 * A report by number without a grant, for callers that proved access another way (the time-limited PDF code);
 * BusinessError 暂无报告数据 when unknown.
 */
export async function reportByNumber(
  ctx: ServiceContext,
  regNo: string,
): Promise<{ tel: string; idCard: string; detail: S['ReportDetail'] }> {
  const r = await ctx.db.selectFrom('reports').selectAll().where('report_no', '=', regNo).executeTakeFirst();
  if (!r) throw new BusinessError(NO_REPORT_MESSAGE);
  const categories = await categoryNames(ctx);
  return {
    tel: r.tel,
    idCard: r.id_card,
    detail: {
      name: r.name,
      sex: r.sex === 1 ? '1' : '2',
      age: r.age,
      regno: r.report_no,
      reg_date: r.report_date,
      doc_name: r.doc_name,
      sumup: r.sumup,
      sugg_tag: r.sugg_tag,
      // The stored items carry the catalogue's category code; the visitor (screen and PDF) reads its name.
      itemlist: r.itemlist.map((item) => ({ ...item, check_cls: categories.get(item.check_cls) ?? item.check_cls })),
    },
  };
}

/** The catalogue's item categories, name by code (01 → 一般检查). */
async function categoryNames(ctx: ServiceContext): Promise<ReadonlyMap<string, string>> {
  const rows = await ctx.db.selectFrom('item_categories').select(['cls_code', 'cls_name']).execute();
  return new Map(rows.map((row) => [row.cls_code, row.cls_name]));
}
