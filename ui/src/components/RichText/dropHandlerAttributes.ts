/**
 * Why this pass exists: Chromium checks an inline event handler against the page's Content-Security-Policy as soon as
 * an element carrying one is parsed, even into an inert document (DOMParser, `<template>`), so sanitising hostile HTML
 * after parsing makes the policy block and report every `onerror=`/`onload=` the payload holds. Nothing runs, but each
 * block is a console error. Dropping handler attributes from the text before any parser sees it keeps them from being
 * created at all. DOMPurify remains the sanitiser: where this pass reads a tag differently from the browser, the result
 * is only a blocked, reported handler, never a running one.
 */

/** HTML whitespace, which separates a tag's name and attributes (as does `/`). */
const SPACE = '\\t\\n\\f\\r ';

/** A start tag's `<` and name (end tags carry no attributes that become part of an element). */
const START_TAG = new RegExp(`<[a-zA-Z][^${SPACE}/>]*`, 'y');

/**
 * One attribute with what precedes it: separators, the name (up to whitespace, `/`, `>` or `=`), then optionally `=`
 * and a value, double- or single-quoted (a `>` inside does not end the tag; unterminated runs to the end) or unquoted.
 */
const ATTRIBUTE = new RegExp(
  `[${SPACE}/]*([^${SPACE}/>][^${SPACE}/>=]*)(?:[${SPACE}]*=[${SPACE}]*(?:"[^"]*"?|'[^']*'?|[^${SPACE}>]*))?`,
  'y',
);

/** Attributes whose value the browser compiles as a script (`onerror`, `onload`, `ontoggle`, …). */
const HANDLER_NAME = /^on/i;

/** Comment openers the HTML tokenizer closes at once: `<!-->` and `<!--->` are empty comments. */
const ABRUPT_COMMENTS = ['<!-->', '<!--->'];

/** Finds a comment closer at or after a position; two searches never scan the same text twice. */
type FindCloser = (closer: string, from: number) => number;

/**
 * `indexOf` over `html` that remembers each closer's last answer: comments are read left to right, so an answer at or
 * after `from` (or "none at all") still holds. Without it, every comment closed by `-->` searched the rest of the text
 * for `--!>` again: quadratic on a notice of many small comments.
 */
function closerFinder(html: string): FindCloser {
  const found = new Map<string, number>();
  return (closer, from) => {
    const known = found.get(closer);
    if (known !== undefined && (known === -1 || known >= from)) return known;
    const at = html.indexOf(closer, from);
    found.set(closer, at);
    return at;
  };
}

/** The end of the comment opened at `start` (`-->` or `--!>`), or the end of the text when it is never closed. */
function commentEnd(html: string, start: number, find: FindCloser): number {
  const abrupt = ABRUPT_COMMENTS.find((opener) => html.startsWith(opener, start));
  if (abrupt) return start + abrupt.length;
  const closers = ['-->', '--!>']
    .map((closer) => ({ at: find(closer, start + 4), length: closer.length }))
    .filter(({ at }) => at !== -1);
  if (closers.length === 0) return html.length;
  const first = closers.reduce((a, b) => (b.at < a.at ? b : a));
  return first.at + first.length;
}

/** The start tag at `start` (name and attributes, up to but not including its `>`) without its handler attributes. */
function startTagWithoutHandlers(html: string, start: number): { text: string; end: number } | undefined {
  START_TAG.lastIndex = start;
  const name = START_TAG.exec(html);
  if (!name) return undefined;
  let text = name[0];
  let at = start + name[0].length;
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const attribute = ATTRIBUTE.exec(html);
    if (!attribute || attribute[0] === '') break;
    if (!HANDLER_NAME.test(attribute[1] ?? '')) text += attribute[0];
    at += attribute[0].length;
  }
  return { text, end: at };
}

/** `html` with every event-handler attribute removed from its start tags; text and comments are left as they are. */
export function dropHandlerAttributes(html: string): string {
  const find = closerFinder(html);
  let out = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) return out + html.slice(at);
    out += html.slice(at, open);
    if (html.startsWith('<!--', open)) {
      at = commentEnd(html, open, find);
      out += html.slice(open, at);
      continue;
    }
    const tag = startTagWithoutHandlers(html, open);
    if (tag) {
      out += tag.text;
      at = tag.end;
    } else {
      out += '<';
      at = open + 1;
    }
  }
  return out;
}
