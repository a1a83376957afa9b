import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../internal/classNames';
import * as css from './Link.css';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where it goes: a page, or `tel:` to call (the hospital's phone). */
  href: string;
  children: ReactNode;
}

/** A text link in the kit's brand colour, e.g. a support phone number that calls when tapped. */
export function Link({ className, children, ...anchorProps }: LinkProps) {
  return (
    <a className={classNames(css.link, className)} {...anchorProps}>
      {children}
    </a>
  );
}
