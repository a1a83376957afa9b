/**
 * The rules of the add-item screens (docs/product/orders-reports-access.md §4 "Add-item flow", §5 "Add-item"), as pure functions:
 * which ticks are refused, what the chosen extras cost, the allowance check and the total check before the popup.
 */
import type { Schemas } from '@checkup/sdk';
import { allowanceLeftFen, fenToYuan, parseYuan, sumFen, type Fen } from '@checkup/sdk/rules';
import type { TreeSelectChange, TreeSelectItem } from '@checkup/ui';
import { addItemMessages } from '../../messages';
import { linkedSelection, requiredBy, type LinkableItem } from './linkedItems';

type AddItem = Schemas['AddItem'];
type ChosenExtras = Schemas['ChosenExtras'];

/** What the rule needs to know besides the change itself. */
export interface ExtrasRuleContext {
  /** Codes that can only be added at the centre (`RuntimeConfig.onSiteOnlyCodes`). */
  onSiteOnlyCodes: ReadonlySet<string>;
  items: ReadonlyMap<string, LinkableItem>;
}

/**
 * Decides one tick: an on-site-only item is refused with 该项目需要到现场增加, prefixed with its name (so it stays
 * unticked); a companion
 * cannot be taken away while the linked item that needs it is chosen; otherwise the change goes through together with
 * the linked items' companions.
 */
export function decideExtrasChange(
  {
    item,
    checked,
    selection,
  }: Pick<TreeSelectChange, 'checked' | 'selection'> & { item: Pick<TreeSelectItem, 'value'> },
  { onSiteOnlyCodes, items }: ExtrasRuleContext,
): string | { selection: Set<string> } {
  const code = item.value;
  if (checked && onSiteOnlyCodes.has(code)) return addItemMessages.onSiteOnly(items.get(code)?.item.comb_name ?? code);
  if (!checked) {
    const parent = requiredBy(code, selection, items);
    if (parent !== undefined) return addItemMessages.companionRequired(items.get(parent)?.item.comb_name ?? parent);
  }
  return { selection: linkedSelection(selection, code, checked, items) };
}

/**
 * The selection that codes chosen before the screen opened come to (a return to the screen, the personalised flow's
 * recommended items): each ticked in turn through {@link decideExtrasChange}, as a tap would be, so linked items bring
 * their companions and on-site-only items stay unticked. Codes the tree does not offer, or offers as already in the
 * package, are left out.
 */
export function selectionOf(codes: readonly string[], context: ExtrasRuleContext): Set<string> {
  let selection = new Set<string>();
  for (const code of codes) {
    const offered = context.items.get(code);
    if (!offered || offered.item.checkflag || selection.has(code)) continue;
    const verdict = decideExtrasChange({ item: { value: code }, checked: true, selection }, context);
    if (typeof verdict !== 'string') selection = verdict.selection;
  }
  return selection;
}

/** What the visitor pays for the chosen items, in fen: the sum of their `act_price` (what the server charges). */
export function extrasTotalFen(items: readonly Pick<AddItem, 'act_price'>[]): Fen {
  return sumFen(items.map((item) => parseYuan(item.act_price)));
}

/** The chosen extras as the session keeps them for the order screens (§3 "Chosen extras payload"). */
export function toChosenExtras(items: readonly AddItem[]): ChosenExtras {
  return {
    totalPrice: fenToYuan(extrasTotalFen(items)),
    clusOut: items.map(({ comb_code, comb_name, price, act_price }) => ({ comb_code, comb_name, price, act_price })),
  };
}

/** True when the extras cost more than the group member's self-pay allowance (`wx_drprice`, yuan). */
export function exceedsAllowance(allowanceYuan: number, extras: ChosenExtras): boolean {
  return allowanceLeftFen(parseYuan(allowanceYuan), [parseYuan(extras.totalPrice)]) < 0;
}

/**
 * The total check before the popup: the payload's amount, added up the way the wire has it (yuan), must be the total
 * the footer showed (whole fen per item). They part when an item's price is not a whole number of fen, and then the
 * order would be priced differently from what the visitor saw.
 */
export function totalMatches(displayedFen: Fen, extras: ChosenExtras): boolean {
  const wireTotal = extras.clusOut.reduce((sum, item) => sum + item.act_price, 0);
  return parseYuan(wireTotal) === displayedFen && parseYuan(extras.totalPrice) === displayedFen;
}
