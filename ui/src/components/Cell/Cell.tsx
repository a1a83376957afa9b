import { createContext, use, useId, type ReactNode } from 'react';
import { Icon, chevronIcon } from '../Icon';
import { classNames } from '../internal/classNames';
import * as css from './Cell.css';

export interface CellProps {
  /** Main text of the row. */
  title: ReactNode;
  /** Secondary line under the title. */
  label?: ReactNode;
  /** Right-aligned value. */
  value?: ReactNode;
  /** Leading icon or image. */
  icon?: ReactNode;
  /** Makes the row a button. */
  onClick?: () => void;
  /** Makes the row a link. */
  href?: string;
  /** Shows a chevron; on by default for rows that are links or buttons. */
  arrow?: boolean;
}

/**
 * Whether a Cell is an item of a list (a CellGroup's) or a row among a FieldGroup's fields, where it stands on its own.
 */
export const CellInList = createContext(true);

/** One row of a list: title, optional description, value and chevron. Put it inside a `CellGroup` or a `FieldGroup`. */
export function Cell({ title, label, value, icon, onClick, href, arrow }: CellProps) {
  const interactive = Boolean(onClick ?? href);
  const showArrow = arrow ?? interactive;
  const content = (
    <>
      {icon}
      <span className={css.body}>
        <span>{title}</span>
        {label && <span className={css.label}>{label}</span>}
      </span>
      {value !== undefined && <span className={css.value}>{value}</span>}
      {showArrow && <Icon icon={chevronIcon} size="sm" className={css.arrow} />}
    </>
  );
  const className = classNames(css.cell, interactive && css.interactive);
  let row: ReactNode;
  if (href) {
    row = (
      <a className={className} href={href} onClick={onClick}>
        {content}
      </a>
    );
  } else if (onClick) {
    row = (
      <button type="button" className={className} onClick={onClick}>
        {content}
      </button>
    );
  } else {
    row = <div className={className}>{content}</div>;
  }
  return use(CellInList) ? <li>{row}</li> : row;
}

export interface CellGroupProps {
  /** Heading shown above the rows; also names the list. */
  title?: ReactNode;
  children: ReactNode;
}

/** A titled list of `Cell`s. */
export function CellGroup({ title, children }: CellGroupProps) {
  const titleId = useId();
  return (
    <section className={css.group} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className={css.groupTitle}>
          {title}
        </h2>
      )}
      <ul className={css.list}>{children}</ul>
    </section>
  );
}
