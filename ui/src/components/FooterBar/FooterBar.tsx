import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { classNames } from '../internal/classNames';
import * as css from './FooterBar.css';

export const footerBarPlacements = ['fixed', 'inline'] as const;

/** Props of {@link FooterBar}. */
export interface FooterBarProps {
  /** Left slot, the figure that matters: usually a `PriceTag` total. */
  price?: ReactNode;
  /** Under the price: a count or short note such as 已选3项. */
  count?: ReactNode;
  /** Right slot: the screen's primary Button (or two). */
  action?: ReactNode;
  /**
   * `fixed` (default): pinned to the bottom of the viewport above the home indicator, with an in-flow spacer of
   * the bar's height so the page's last content can scroll clear of it. `inline`: the same bar in the flow, as the
   * last item of a full-height column (e.g. TreeSelect's `footer` slot).
   */
  placement?: (typeof footerBarPlacements)[number];
  /** Accessible name; with one the bar is a `region` landmark screen-reader users can jump to. */
  label?: string;
  className?: string;
  /** Anything else, between the summary and the action. */
  children?: ReactNode;
}

/**
 * The bottom bar of a screen: price and count on the left, the primary action on the right. Respects the safe-area
 * insets (`env(safe-area-inset-bottom)` on phones with a home indicator; put `viewport-fit=cover` in the page's
 * viewport meta). Needs no page-level padding: the fixed bar reserves its own space.
 */
export function FooterBar({ price, count, action, placement = 'fixed', label, className, children }: FooterBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();
  const fixed = placement === 'fixed';

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!fixed || !bar) return;
    const measure = () => setHeight(bar.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [fixed]);

  const bar = (
    <div
      ref={barRef}
      role={label ? 'region' : undefined}
      aria-label={label}
      className={classNames(css.bar({ placement }), className)}
      data-placement={placement}
    >
      {(price !== undefined || count !== undefined) && (
        <div className={css.summary}>
          {price !== undefined && <div className={css.price}>{price}</div>}
          {count !== undefined && <div className={css.count}>{count}</div>}
        </div>
      )}
      {children}
      {action !== undefined && <div className={css.action}>{action}</div>}
    </div>
  );

  if (!fixed) return bar;
  return (
    <>
      {/* Holds the bar's height in the flow; its measured height wins over the CSS estimate once known. */}
      <div className={css.spacer} style={height === undefined ? undefined : { height }} aria-hidden="true" />
      {bar}
    </>
  );
}
