/**
 * A package's items as a collapsible list: the header shows their count and what the visitor pays for the package,
 * the rows each item's name and note (docs/product/booking-journey.md §2 "a collapsible item list showing count and price"). One
 * list for /PersonDetails, /PersonOrders, /TeamDetails and /OrderDetails, so the package's price reads the same on
 * each and the order's 合计 / 订单金额 is that price plus the extras shown beside it. The items' own `comb_Price`s are
 * not shown: their sum is neither the package's price nor its original price (the package is sold as a whole).
 */
import type { Schemas } from '@checkup/sdk';
import { Cell, CellGroup, Collapse, PriceTag } from '@checkup/ui';
import { bookingMessages } from '../messages';

export interface PackageItemListProps {
  title: string;
  items: readonly Schemas['PackageItem'][];
  /**
   * The package's payable price (`jd_price` when `jd_flag` is T, else `price`): the part of the order total the
   * package makes. Left out when the visitor does not pay for the package (a group member's, paid by the company).
   */
  price?: Schemas['Yuan'];
  defaultOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
}

export function PackageItemList({ title, items, price, defaultOpen = false, headingLevel }: PackageItemListProps) {
  return (
    <Collapse
      title={title}
      defaultOpen={defaultOpen}
      headingLevel={headingLevel}
      extra={
        <>
          {bookingMessages.itemCount(items.length)}
          {price !== undefined && (
            <>
              {' '}
              <PriceTag price={price} />
            </>
          )}
        </>
      }
    >
      <CellGroup>
        {items.map((item) => (
          <Cell key={item.comb_Code} title={item.comb_Name} label={item.note} />
        ))}
      </CellGroup>
    </Collapse>
  );
}
