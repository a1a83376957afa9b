import type { ReactNode } from 'react';
import { Icon, orderIcon, type IconGlyph } from '../Icon';
import * as css from './Empty.css';

export interface EmptyProps {
  /** What is missing, e.g. 暂无体检订单. */
  description: ReactNode;
  /** Icon in the illustration circle. */
  icon?: IconGlyph;
  /** An optional next step (a button). */
  children?: ReactNode;
}

/** Placeholder for a list with nothing in it. */
export function Empty({ description, icon = orderIcon, children }: EmptyProps) {
  return (
    <div className={css.root}>
      <span className={css.illustration}>
        <Icon icon={icon} size="lg" />
      </span>
      <p className={css.description}>{description}</p>
      {children}
    </div>
  );
}
