/** Catalog reads: package lists and items, the add-item tree, the notice and companies. */
import { itemFitsPackage } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import type { ServiceContext } from './context';
import { BusinessError } from './errors';
import { yuan } from './wire';

type S = components['schemas'];

/** GetItemCombList on an unknown or empty package; GetNoticeInfo on an unknown title. */
const NO_ITEMS_MESSAGE = '暂无项目数据';
const NOTICE_NOT_FOUND_MESSAGE = '加载失败，请联系工作人员！';

/** Personal (3) or staff (1) packages split into the men's and women's lists. */
export async function listPackages(ctx: ServiceContext, clusType: 1 | 3): Promise<S['ClusItemLists']> {
  const rows = await ctx.db
    .selectFrom('packages')
    .selectAll()
    .where('clus_type', '=', clusType)
    .orderBy('sort')
    .execute();
  const toItem = (p: (typeof rows)[number]): S['ClusItem'] => ({
    clus_code: p.clus_code,
    clus_name: p.clus_name,
    clus_note: p.clus_note,
    price: yuan(p.price_fen),
    jd_price: yuan(p.jd_price_fen),
    jd_flag: p.jd_flag,
    marr_status: String(p.marr_status) as S['MarrStatus'],
  });
  return { m: rows.filter((p) => p.sex === 1).map(toItem), w: rows.filter((p) => p.sex === 2).map(toItem) };
}

/** Driving-licence packages (one list, no sex split). */
export async function listVehiclePackages(ctx: ServiceContext): Promise<S['VehicleClusItem'][]> {
  const rows = await ctx.db.selectFrom('packages').selectAll().where('clus_type', '=', 2).orderBy('sort').execute();
  return rows.map((p) => ({
    clus_Code: p.clus_code,
    clus_Name: p.clus_name,
    clus_Note: p.clus_note,
    price: yuan(p.jd_flag === 'T' ? p.jd_price_fen : p.price_fen),
  }));
}

/** Items of a package; a BusinessError 暂无项目数据 when the package is unknown or empty. */
export async function listPackageItems(ctx: ServiceContext, clusCode: string): Promise<S['PackageItem'][]> {
  const rows = await ctx.db
    .selectFrom('package_items as pi')
    .innerJoin('items as i', 'i.comb_code', 'pi.comb_code')
    .select(['i.comb_code', 'i.comb_name', 'i.price_fen', 'i.note'])
    .where('pi.clus_code', '=', clusCode)
    .orderBy('pi.sort')
    .execute();
  if (rows.length === 0) throw new BusinessError(NO_ITEMS_MESSAGE);
  return rows.map((r) => ({
    comb_code: r.comb_code,
    comb_name: r.comb_name,
    comb_Code: r.comb_code,
    comb_Name: r.comb_name,
    comb_Price: yuan(r.price_fen),
    note: r.note,
  }));
}

/**
 * The add-item tree: categories with their items. With a package code, its own items carry `checkflag: true`, items
 * for the other sex are left out and so are the categories that leaves empty (docs/adr/0044).
 * On-site-only items are listed (the app shows 该项目需要到现场增加 when one is ticked) and refused at booking.
 */
export async function addItemTree(ctx: ServiceContext, clusCode?: string): Promise<S['AddItemCategory'][]> {
  const [categories, items, inPackage, pkg] = await Promise.all([
    ctx.db.selectFrom('item_categories').selectAll().orderBy('sort').execute(),
    ctx.db.selectFrom('items').selectAll().orderBy('sort').execute(),
    clusCode
      ? ctx.db.selectFrom('package_items').select('comb_code').where('clus_code', '=', clusCode).execute()
      : Promise.resolve([]),
    clusCode
      ? ctx.db.selectFrom('packages').select('sex').where('clus_code', '=', clusCode).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const included = new Set(inPackage.map((r) => r.comb_code));
  const offered = pkg ? items.filter((i) => itemFitsPackage(i.sex_scope, pkg.sex)) : items;
  return categories
    .map((c) => ({
      cls_code: c.cls_code,
      text: c.cls_name,
      children: offered
        .filter((i) => i.cls_code === c.cls_code)
        .map((i) => ({
          id: i.comb_code,
          text: i.comb_name,
          comb_code: i.comb_code,
          comb_name: i.comb_name,
          price: yuan(i.price_fen),
          act_price: yuan(i.act_price_fen),
          note: i.note,
          cxf_flag: i.cxf_flag,
          checkflag: included.has(i.comb_code),
          sex_scope: String(i.sex_scope) as S['ItemSexScope'],
        })),
    }))
    .filter((c) => c.children.length > 0);
}

/** Codes of items that can only be added on site (RuntimeConfig.onSiteOnlyCodes). */
export async function onSiteOnlyCodes(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('items')
    .select('comb_code')
    .where('on_site_only', '=', true)
    .orderBy('comb_code')
    .execute();
  return rows.map((r) => r.comb_code);
}

/** Linked items: each code with the companions its selection adds. */
export async function itemLinks(ctx: ServiceContext): Promise<Record<string, string[]>> {
  const rows = await ctx.db
    .selectFrom('item_links')
    .selectAll()
    .orderBy('comb_code')
    .orderBy('companion_code')
    .execute();
  const links: Record<string, string[]> = {};
  for (const { comb_code, companion_code } of rows) (links[comb_code] ??= []).push(companion_code);
  return links;
}

/** The notice's HTML by title; BusinessError 加载失败，请联系工作人员！ when unknown. */
export async function getNotice(ctx: ServiceContext, title: string): Promise<{ content: string }> {
  const row = await ctx.db.selectFrom('notices').select('content').where('title', '=', title).executeTakeFirst();
  if (!row) throw new BusinessError(NOTICE_NOT_FOUND_MESSAGE);
  return { content: row.content };
}

/** Companies for the group-login type-ahead. */
export async function listCompanies(ctx: ServiceContext): Promise<S['Company'][]> {
  const rows = await ctx.db.selectFrom('companies').selectAll().orderBy('lnc_code').execute();
  return rows.map((c) => ({ lnc_Code: c.lnc_code, lnc_Name: c.lnc_name }));
}
