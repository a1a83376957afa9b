import type { ReactNode } from 'react';
import { PriceTag, type Yuan } from '../PriceTag';
import * as css from './PackageCard.css';

export interface PackageCardProps {
  /** Package name. */
  name: string;
  /** Short description under the name. */
  note?: ReactNode;
  /** Price to pay, in yuan. */
  price: Yuan;
  /** Price before discount, in yuan (shown struck through). */
  originalPrice?: Yuan;
  /** Image or icon at the left (e.g. by sex). */
  media?: ReactNode;
  /** Called when the card is tapped; makes the whole card one button named by the package name. */
  onSelect?: () => void;
  /** A separate action (e.g. a 预约 button); stays separately tappable. */
  action?: ReactNode;
  /** Heading level of the name in the page outline. */
  headingLevel?: 2 | 3;
}

/** A check-up package in a list: name, note, price (with discount) and an action. */
export function PackageCard({
  name,
  note,
  price,
  originalPrice,
  media,
  onSelect,
  action,
  headingLevel = 3,
}: PackageCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={css.root} aria-label={name}>
      {media && <div className={css.media}>{media}</div>}
      <div className={css.body}>
        <Heading className={css.name}>
          {onSelect ? (
            <button type="button" className={css.nameButton} onClick={onSelect}>
              {name}
            </button>
          ) : (
            name
          )}
        </Heading>
        {note && <p className={css.note}>{note}</p>}
        <div className={css.footer}>
          <PriceTag price={price} originalPrice={originalPrice} />
          {action && <div className={css.action}>{action}</div>}
        </div>
      </div>
    </article>
  );
}
