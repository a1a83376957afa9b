/**
 * Layout tests on a phone's width (happy-dom has no layout): the viewport and root font size of a `width`-px-wide
 * phone, where a text's glyphs are, and how many lines it is laid out on.
 */
import { page } from 'vitest/browser';
import { installRootFontSize } from '../../src/theme/rootFontSize';

/**
 * Runs `run` in a `width`×700 viewport at the spec's root font size (width/750 × 100 px, following resizes), then
 * puts the root font size back, whether `run` passed or threw.
 */
export async function atPhoneWidth<T>(width: number, run: () => T | Promise<T>): Promise<T> {
  await page.viewport(width, 700);
  const stop = installRootFontSize();
  try {
    return await run();
  } finally {
    stop();
  }
}

/** The box of the text inside `element` (its glyphs, not its element's padding or width). */
export function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** How many lines the text in `node` (an element's text nodes, or a text node) is laid out on. */
export function lineCount(node: Node): number {
  const texts: Node[] = node.nodeType === Node.TEXT_NODE ? [node] : [];
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) texts.push(text);
  const tops = new Set<number>();
  const range = document.createRange();
  for (const text of texts) {
    range.selectNodeContents(text);
    for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
  }
  return tops.size;
}
