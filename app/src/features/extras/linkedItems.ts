/**
 * Linked add-items (docs/product/orders-reports-access.md §5): choosing one of the codes below brings its companion items along,
 * and taking it away takes them away. The pairing is the one the server applies when it prices an order
 * (server/src/db/seed/catalogData.ts `ITEM_LINKS`, docs/adr/0019-linked-add-on-items.md); a companion only counts when
 * the tree offers it in category 05, 23 or 09 with `cxf_flag` T and it is not already in the package.
 */
import type { Schemas } from '@checkup/sdk';

/** Each linked code with its companion codes. */
export const LINKED_ITEMS: Readonly<Record<string, readonly string[]>> = {
  '9907': ['9001', '0510', '0511'],
  '9902': ['9002', '9004', '0510'],
  '9908': ['9003', '9004', '0510', '0511'],
  '0130': ['2307', '2306'],
  '0911': ['0512'],
  '9263': ['2306'],
  '8979': ['0513'],
  '9286': ['9005'],
};

/** Categories a companion must belong to. */
const COMPANION_CATEGORIES: ReadonlySet<string> = new Set(['05', '23', '09']);

/** An offered item with the category it is listed under. */
export interface LinkableItem {
  item: Schemas['AddItem'];
  cls_code: string;
}

/** Every offered item by its code (the first listing wins when a code appears twice). */
export function indexItems(categories: readonly Schemas['AddItemCategory'][]): Map<string, LinkableItem> {
  const byCode = new Map<string, LinkableItem>();
  for (const category of categories) {
    for (const item of category.children) {
      if (!byCode.has(item.comb_code)) byCode.set(item.comb_code, { item, cls_code: category.cls_code });
    }
  }
  return byCode;
}

/** The companions `code` brings along among the offered items (none for a code that is not linked). */
export function companionsOf(code: string, items: ReadonlyMap<string, LinkableItem>): string[] {
  return (LINKED_ITEMS[code] ?? []).filter((companion) => {
    const offered = items.get(companion);
    return (
      offered !== undefined &&
      COMPANION_CATEGORIES.has(offered.cls_code) &&
      offered.item.cxf_flag === 'T' &&
      !offered.item.checkflag
    );
  });
}

/** The selected linked item that keeps `code` selected as its companion, if any. */
export function requiredBy(
  code: string,
  selection: ReadonlySet<string>,
  items: ReadonlyMap<string, LinkableItem>,
): string | undefined {
  return [...selection].find((parent) => parent !== code && companionsOf(parent, items).includes(code));
}

/**
 * The selection after checking or unchecking `code`: checking adds its companions; unchecking removes those of its
 * companions that no other selected linked item still needs (0130 and 9263 share 2306).
 */
export function linkedSelection(
  selection: ReadonlySet<string>,
  code: string,
  checked: boolean,
  items: ReadonlyMap<string, LinkableItem>,
): Set<string> {
  const next = new Set(selection);
  const companions = companionsOf(code, items);
  if (checked) {
    next.add(code);
    for (const companion of companions) next.add(companion);
    return next;
  }
  next.delete(code);
  for (const companion of companions) {
    if (requiredBy(companion, next, items) === undefined) next.delete(companion);
  }
  return next;
}
