/** Extra items chosen with an order: parsed from the request, completed with linked companions, priced from the DB. */
import { decodeChosenExtras, itemFitsPackage, itemSexRefusal } from '@checkup/sdk/rules';
import type { ChosenExtra, PackageSex } from '../db/schema';
import type { ServiceContext } from './context';
import { BusinessError } from './errors';

const ON_SITE_ONLY_MESSAGE = '该项目需要到现场增加';
export const EXTRAS_INVALID_MESSAGE = '加项数据异常，请重新选择';

/** Codes from a personal order's choose_comb_code: '' or JSON text of [{ comb_code, ... }]. */
export function codesFromExtrasJson(text: string): string[] {
  const entries = decodeChosenExtras(text);
  if (!entries) throw new BusinessError(EXTRAS_INVALID_MESSAGE);
  return entries.map((entry) => entry.comb_code);
}

/** Codes from a group order's choose_comb_code: comma-joined ('' if none). */
export function codesFromCommaList(text: string): string[] {
  return text
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** The package the extras are added to. */
interface ExtrasPackage {
  clus_code: string;
  sex: PackageSex;
}

/**
 * Prices chosen extras for a package: every code must exist, suit the package's sex (refused with the item's name and
 * 该项目不适用于男性套餐 / 女性套餐, docs/adr/0044), not be on-site-only (refused with the item's name and
 * 该项目需要到现场增加) and not already be in the package;
 * the companions of linked items are added when missing. The charge is the items' act_price. On-site-only are the
 * configured `onSiteOnlyCodes` (ctx.settings) when there are any (the list the app is given), else the catalogue's flags.
 */
export async function priceExtras(
  ctx: ServiceContext,
  pkg: ExtrasPackage,
  codes: readonly string[],
): Promise<{ extras: ChosenExtra[]; totalFen: number }> {
  if (codes.length === 0) return { extras: [], totalFen: 0 };
  const chosen = new Set(codes);
  const links = await ctx.db
    .selectFrom('item_links')
    .selectAll()
    .where('comb_code', 'in', [...chosen])
    .execute();
  for (const link of links) chosen.add(link.companion_code);
  const [items, inPackage] = await Promise.all([
    ctx.db
      .selectFrom('items')
      .selectAll()
      .where('comb_code', 'in', [...chosen])
      .orderBy('sort')
      .execute(),
    ctx.db.selectFrom('package_items').select('comb_code').where('clus_code', '=', pkg.clus_code).execute(),
  ]);
  const included = new Set(inPackage.map((r) => r.comb_code));
  if (items.length !== chosen.size) throw new BusinessError(EXTRAS_INVALID_MESSAGE);
  // The item the visitor chose is named before a companion it brought along (8979 before its 0513).
  const unfit = items.filter((item) => !itemFitsPackage(item.sex_scope, pkg.sex));
  const named = unfit.find((item) => codes.includes(item.comb_code)) ?? unfit[0];
  if (named && pkg.sex !== 3) throw new BusinessError(itemSexRefusal(named.comb_name, pkg.sex));
  const { onSiteOnlyCodes } = ctx.settings;
  const onSiteOnly = (item: (typeof items)[number]) =>
    onSiteOnlyCodes.length > 0 ? onSiteOnlyCodes.includes(item.comb_code) : item.on_site_only;
  // Named, as the app names it (docs/adr/0041): the visitor learns which of the chosen items to drop.
  const onSite = items.find(onSiteOnly);
  if (onSite) throw new BusinessError(`${onSite.comb_name}：${ON_SITE_ONLY_MESSAGE}`);
  // A companion the package already contains is simply not charged twice; a chosen item in the package is an error.
  if (codes.some((code) => included.has(code))) throw new BusinessError(EXTRAS_INVALID_MESSAGE);
  const extras = items
    .filter((item) => !included.has(item.comb_code))
    .map((item) => ({
      comb_code: item.comb_code,
      comb_name: item.comb_name,
      price_fen: item.price_fen,
      act_price_fen: item.act_price_fen,
    }));
  return { extras, totalFen: extras.reduce((sum, e) => sum + e.act_price_fen, 0) };
}
