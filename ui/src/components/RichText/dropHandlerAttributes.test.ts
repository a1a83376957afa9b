import { describe, expect, it, vi } from 'vitest';
import { dropHandlerAttributes } from './dropHandlerAttributes';

describe('dropHandlerAttributes', () => {
  it.each([
    ['unquoted', '<img src=x onerror=alert(1)>', '<img src=x>'],
    ['double-quoted', '<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['single-quoted with a > inside', `<img alt='a>b' onerror='alert(">")'>`, `<img alt='a>b'>`],
    ['a > inside a kept value does not end the tag', '<img alt="1>0" onerror=alert(1)>', '<img alt="1>0">'],
    ['no space after a quoted value', '<img src="x"onerror=alert(1)>', '<img src="x">'],
    ['slash as separator', '<img/onerror="alert(1)"/src=x>', '<img/src=x>'],
    ['a slash inside an unquoted value is part of it', '<img src=x/onerror=1>', '<img src=x/onerror=1>'],
    [
      'upper case and spaces around =',
      '<svg ONLOAD = "alert(1)" viewBox="0 0 1 1"></svg>',
      '<svg viewBox="0 0 1 1"></svg>',
    ],
    ['several handlers', '<details open ontoggle=a() onclick="b()">x</details>', '<details open>x</details>'],
    ['self-closing', '<img onerror=alert(1) />', '<img />'],
    ['newline separators', '<img\nsrc=x\nonerror=alert(1)\n>', '<img\nsrc=x\n>'],
  ])('drops handlers: %s', (_case, html, expected) => {
    expect(dropHandlerAttributes(html)).toBe(expected);
  });

  it.each([
    ['text that looks like an attribute', '<p>onerror=alert(1) 与 a < b > c</p>'],
    ['a comment holding a tag', '<!-- <img onerror=alert(1)> --><p>须知</p>'],
    ['an end tag', '<p>空腹</p >'],
    ['ordinary markup', '<h3 class="t">体检须知</h3><a href="https://h.example" target="_blank">官网</a>'],
    ['attributes that merely contain "on"', '<td colspan="2" data-one="1">项目</td>'],
  ])('leaves %s as it is', (_case, html) => {
    expect(dropHandlerAttributes(html)).toBe(html);
  });

  it('reads an abruptly closed comment the way the browser does, so the tag after it is cleaned', () => {
    expect(dropHandlerAttributes('<!--><img src=x onerror=alert(1)>-->')).toBe('<!--><img src=x>-->');
    expect(dropHandlerAttributes('<!-- a --!><img onerror=alert(1)>')).toBe('<!-- a --!><img>');
  });

  it('keeps an unterminated comment or tag to the end without looping', () => {
    expect(dropHandlerAttributes('<p>x<!-- never closed <img onerror=1>')).toBe(
      '<p>x<!-- never closed <img onerror=1>',
    );
    expect(dropHandlerAttributes('<img src="x onerror=1')).toBe('<img src="x onerror=1');
  });

  it('reads a notice of many small comments in one pass (each search starts where the last one ended)', () => {
    const html = '<!---->x'.repeat(2000);
    const spy = vi.spyOn(String.prototype, 'indexOf');
    try {
      expect(dropHandlerAttributes(html)).toBe(html);
      const { calls, contexts, results } = spy.mock;
      const scanned = calls.reduce((sum, [, from = 0], call) => {
        const result = results[call];
        if (contexts[call] !== html || result?.type !== 'return') return sum;
        return sum + (result.value === -1 ? html.length : result.value) - from;
      }, 0);
      // Characters the searches read: a few passes over the text, not one pass per comment (≈ 16,000 × 2,000).
      expect(scanned).toBeLessThanOrEqual(3 * html.length);
    } finally {
      spy.mockRestore();
    }
  });
});
