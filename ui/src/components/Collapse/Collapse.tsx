import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon, chevronIcon } from '../Icon';
import * as css from './Collapse.css';

export interface CollapseProps {
  /** Text of the toggle button. */
  title: ReactNode;
  /** Summary at the right of the title (e.g. 共12项 ¥368.00). */
  extra?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Wraps the toggle in a heading of this level, for the page outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/** A section that expands and collapses (Radix Collapsible): a button with `aria-expanded` controlling the content. */
export function Collapse({ title, extra, open, defaultOpen, onOpenChange, headingLevel, children }: CollapseProps) {
  const trigger = (
    <Collapsible.Trigger className={css.trigger}>
      <span className={css.title}>{title}</span>
      {extra && <span className={css.extra}>{extra}</span>}
      <Icon icon={chevronIcon} size="sm" className={css.chevron} />
    </Collapsible.Trigger>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined;
  return (
    <Collapsible.Root className={css.root} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {Heading ? <Heading className={css.heading}>{trigger}</Heading> : trigger}
      <Collapsible.Content className={css.content}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
