import { classNames } from '../internal/classNames';
import { formatYuan, type Yuan } from './formatYuan';
import * as css from './PriceTag.css';
import { visuallyHidden } from '../internal/visuallyHidden.css';

export { formatYuan, type Yuan };
export const priceTagSizes = css.priceTagSizes;

export interface PriceTagProps {
  /** Price to pay, in yuan (e.g. 1280 or 99.5); shown with 2 decimals. */
  price: Yuan;
  /** Price before discount, in yuan; when given (and different) it is shown struck through after the price. */
  originalPrice?: Yuan;
  size?: (typeof css.priceTagSizes)[number];
  className?: string;
}

/**
 * A price in yuan. With `originalPrice` it shows the discount price and the struck original; screen readers hear
 * "优惠价 ¥x 原价 ¥y", since strike-through alone is not announced.
 */
export function PriceTag({ price, originalPrice, size, className }: PriceTagProps) {
  const discounted = originalPrice !== undefined && formatYuan(originalPrice) !== formatYuan(price);
  return (
    <span className={classNames(css.root, className)}>
      <PriceAmount price={price} size={size} spokenPrefix={discounted ? '优惠价' : undefined} />
      {discounted && (
        <del className={css.original}>
          <span className={visuallyHidden}>原价</span>¥{formatYuan(originalPrice)}
        </del>
      )}
    </span>
  );
}

interface PriceAmountProps {
  price: Yuan;
  size?: (typeof css.priceTagSizes)[number];
  /** Heard before the amount, not shown. */
  spokenPrefix?: string;
}

/**
 * The amount alone (¥ and 2 decimals in the price style), without PriceTag's wrapper: for dense lists such as
 * TreeSelect's rows, where every element is remounted per search keystroke.
 */
export function PriceAmount({ price, size, spokenPrefix }: PriceAmountProps) {
  return (
    <span className={classNames(css.price, css.priceSize[size ?? 'md'])}>
      {spokenPrefix && <span className={visuallyHidden}>{spokenPrefix}</span>}
      <span className={css.currency}>¥</span>
      {formatYuan(price)}
    </span>
  );
}
