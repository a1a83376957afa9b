/** A package's items as a collapsible list with their count and summed price (booking-journey.md §2). */
import type { Schemas } from '@checkup/sdk';
import { fenToYuan, parseYuan, sumFen } from '@checkup/sdk/rules';
import { Cell, CellGroup, Collapse, PriceTag } from '@checkup/ui';
import { bookingMessages } from '../messages';

export interface PackageItemListProps {
  title: string;
  items: readonly Schemas['PackageItem'][];
  defaultOpen?: boolean;
}

export function PackageItemList({ title, items, defaultOpen = false }: PackageItemListProps) {
  const total = fenToYuan(sumFen(items.map((item) => parseYuan(item.comb_Price))));
  return (
    <Collapse
      title={title}
      defaultOpen={defaultOpen}
      extra={
        <>
          {bookingMessages.itemCount(items.length)} <PriceTag price={total} />
        </>
      }
    >
      <CellGroup>
        {items.map((item) => (
          <Cell key={item.comb_Code} title={item.comb_Name} label={item.note} value={<PriceTag price={item.comb_Price} />} />
        ))}
      </CellGroup>
    </Collapse>
  );
}
