import DOMPurify from 'dompurify';
import { dropHandlerAttributes } from './dropHandlerAttributes';

/** Tags that could run code, load other documents or submit data: never allowed, whatever the server sends. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'base',
  'meta',
  'link',
];

/**
 * Sanitises notice/report HTML from the server: keeps text formatting, tables, images and links; removes scripts,
 * event-handler attributes, inline styles and `javascript:`/`data:` URLs (DOMPurify's URI allow-list).
 * Links that open a new tab get `rel="noopener noreferrer"`. Handler attributes are dropped from the text first, so
 * parsing it never makes the page's CSP block and report them (see `dropHandlerAttributes`).
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(dropHandlerAttributes(html), {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    USE_PROFILES: { html: true },
  });
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance bound to the current window, created on first use (no DOM work at import time). */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('target')) return;
    // Only links may open a new tab, and never with a handle back to this page.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purifier;
}
