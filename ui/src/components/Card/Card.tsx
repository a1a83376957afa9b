import { useId, type ReactNode } from 'react';
import { classNames } from '../internal/classNames';
import * as css from './Card.css';

export interface CardProps {
  /** Heading of the card; it also names the card as a region. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Content at the right of the title (a tag, a link). */
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A rounded surface grouping related content. */
export function Card({ title, headingLevel = 2, extra, className, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={classNames(css.card, className)} aria-labelledby={title ? titleId : undefined}>
      {(title ?? extra) && (
        <div className={css.header}>
          {title && (
            <Heading id={titleId} className={css.title}>
              {title}
            </Heading>
          )}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
