import type { ReactNode } from 'react';
import { tag, tagTones } from './Tag.css';

export { tagTones };

export interface TagProps {
  /** Meaning by colour; the text must carry the meaning too (e.g. 已付款, not just green). */
  tone?: (typeof tagTones)[number];
  /** Outline style on the card surface instead of a tinted fill. */
  plain?: boolean;
  children: ReactNode;
}

/** A short status label such as 待付款 or 已完成. */
export function Tag({ tone, plain, children }: TagProps) {
  return <span className={tag({ tone, plain })}>{children}</span>;
}
