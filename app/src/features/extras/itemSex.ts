/**
 * Items for one sex only (docs/adr/0044): the add-item tree as a package of `packageSex` may show it, whatever the
 * server sent — items for the other sex left out, and the categories that leaves empty.
 */
import type { Schemas } from '@checkup/sdk';
import { itemFitsPackage, type ItemSexScope, type PackageSex } from '@checkup/sdk/rules';

export function treeForPackageSex(
  categories: readonly Schemas['AddItemCategory'][],
  packageSex: Schemas['Sex'],
): Schemas['AddItemCategory'][] {
  const sex = Number(packageSex) as PackageSex;
  return categories
    .map((category) => ({
      ...category,
      children: category.children.filter((item) => itemFitsPackage(Number(item.sex_scope) as ItemSexScope, sex)),
    }))
    .filter((category) => category.children.length > 0);
}
