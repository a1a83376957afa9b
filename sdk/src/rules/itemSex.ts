/**
 * Add-on items for one sex only (docs/adr/0044): an item's sex scope is 0 (anyone), 1 (men only) or 2 (women only),
 * the package sex codes. A male package neither offers nor accepts a women-only item (妇科, TCT, HPV …), a female
 * package no men-only one (PSA); vehicle packages (3) have no sex split and take every item.
 */
import type { PackageSex } from './packageSex';

/** 0 anyone, 1 men only, 2 women only. */
export type ItemSexScope = 0 | 1 | 2;

/** True when a package of `packageSex` may carry an item of `scope`. */
export function itemFitsPackage(scope: ItemSexScope, packageSex: PackageSex): boolean {
  return scope === 0 || packageSex === 3 || scope === packageSex;
}

/** The refusal of an item the package's sex does not take, naming the item: 宫颈TCT：该项目不适用于男性套餐. */
export function itemSexRefusal(itemName: string, packageSex: 1 | 2): string {
  return `${itemName}：该项目不适用于${packageSex === 1 ? '男性' : '女性'}套餐`;
}
