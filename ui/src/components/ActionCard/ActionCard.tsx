import { useId, type MouseEvent, type ReactNode } from 'react';
import { Icon, chevronIcon } from '../Icon';
import { classNames } from '../internal/classNames';
import * as css from './ActionCard.css';

/** Props of {@link ActionCard}. */
export interface ActionCardProps {
  /** Heading of the card (e.g. the package name); names the card as a region and is the main action's text. */
  title: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Content at the right of the title, such as a state Tag. */
  extra?: ReactNode;
  /**
   * Where the card leads. The main action is then a real link (long-press, open in new tab and the link role work);
   * pass a router's click handler as `onClick` to navigate without a reload.
   */
  href?: string;
  /** The main action. Without `href` the title is a `<button>` that calls it. */
  onClick?: (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => void;
  /**
   * Verb of the main action (e.g. 查看详情): shown at the top right with a chevron and spoken before the title, so the
   * link or button is announced as "查看详情：<title>".
   */
  actionLabel?: string;
  /** Secondary actions (Buttons), in a row under the content; they sit above the tappable surface. */
  actions?: ReactNode;
  /** Accessible name of the action row (default `<title>的操作`). */
  actionsLabel?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A card whose whole surface is one tappable main action, with an optional row of separate action buttons.
 * The main action is a single real link or button in the heading, stretched over the card by a pseudo-element
 * (never a clickable `<div>`), so screen readers and keyboards meet one control per action, in reading order.
 * Without `href`/`onClick` it is a plain card with an action row.
 */
export function ActionCard({
  title,
  headingLevel = 2,
  extra,
  href,
  onClick,
  actionLabel,
  actions,
  actionsLabel,
  className,
  children,
}: ActionCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const tappable = href !== undefined || onClick !== undefined;
  const actionName = actionLabel ? `${actionLabel}：${title}` : undefined;
  const titleText = <span id={titleId}>{title}</span>;
  return (
    <section className={classNames(css.card, className)} aria-labelledby={titleId}>
      <div className={css.header}>
        <Heading className={css.title}>
          {!tappable ? (
            titleText
          ) : href !== undefined ? (
            <a href={href} className={css.mainAction} aria-label={actionName} onClick={onClick}>
              {titleText}
            </a>
          ) : (
            <button type="button" className={css.mainAction} aria-label={actionName} onClick={onClick}>
              {titleText}
            </button>
          )}
        </Heading>
        {extra}
        {tappable && (
          <span className={css.hint} aria-hidden="true">
            {actionLabel}
            <Icon icon={chevronIcon} size="sm" />
          </span>
        )}
      </div>
      {children}
      {actions && (
        <div role="group" aria-label={actionsLabel ?? `${title}的操作`} className={css.actions}>
          {actions}
        </div>
      )}
    </section>
  );
}
