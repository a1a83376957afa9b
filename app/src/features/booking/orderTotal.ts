/** The personal order's total (docs/product/booking-journey.md §9: 2-decimal arithmetic), in integer fen via the SDK money rules. */
import type { Schemas } from '@checkup/sdk';
import { parseYuan, payablePriceFen, sumFen, type Fen } from '@checkup/sdk/rules';
import type { StoredPackage } from '../../session/values';

type ChosenExtras = Schemas['ChosenExtras'];

/** What the visitor pays for the extras: the sum of each chosen item's `act_price`. */
export function extrasFen(extras: ChosenExtras | undefined): Fen {
  return sumFen((extras?.clusOut ?? []).map((item) => parseYuan(item.act_price)));
}

/** Package price (its `jd_price` when `jd_flag` is T) plus the extras. */
export function orderTotalFen(pkg: StoredPackage, extras: ChosenExtras | undefined): Fen {
  return sumFen([payablePriceFen(pkg), extrasFen(extras)]);
}
