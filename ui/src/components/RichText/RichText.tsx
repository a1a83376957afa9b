import { useMemo } from 'react';
import * as css from './RichText.css';
import { sanitizeHtml } from './sanitizeHtml';

export { sanitizeHtml };

export interface RichTextProps {
  /** HTML from the server (e.g. the check-up notice); it is sanitised before rendering. */
  html: string;
  className?: string;
}

/** Renders server HTML safely (see `sanitizeHtml`): no scripts, no event handlers, no `javascript:` URLs. */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={className ? `${css.root} ${className}` : css.root} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
