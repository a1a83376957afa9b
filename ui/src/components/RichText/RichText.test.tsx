// @vitest-environment jsdom
// DOMPurify is specified against real DOM parsers; happy-dom's HTML parsing differs, so these run on jsdom.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';
import { sanitizeHtml } from './sanitizeHtml';

const hostile = [
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 1">',
  '<a href="javascript:window.__pwned=1">点我</a>',
  '<a href="  JaVaScRiPt:window.__pwned=1">点我</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>',
  '<svg><script>window.__pwned = 1</script><a xlink:href="javascript:1"><text>x</text></a></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="id"><button>提交</button></form>',
  '<div style="position:fixed;inset:0">遮罩</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1">',
  '<details open ontoggle="window.__pwned=1">x</details>',
  '<body onload="window.__pwned=1">',
  '<object data="javascript:1"></object><embed src="javascript:1">',
  '<meta http-equiv="refresh" content="0;url=javascript:1"><base href="javascript:/">',
];

describe('sanitizeHtml', () => {
  it.each(hostile)('neutralises %s', (payload) => {
    const clean = sanitizeHtml(payload).toLowerCase();
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<form|<input|<button|<style|<meta|<base/);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/);
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toContain('data:text/html');
    expect(clean).not.toContain('style=');
  });

  it('keeps ordinary formatting, tables, images and safe links', () => {
    const html =
      '<h3>体检须知</h3><p><strong>空腹</strong>前来</p><ul><li>携带身份证</li></ul>' +
      '<table><tr><td>项目</td></tr></table><img src="/notice.png" alt="流程图"><a href="https://hospital.example" target="_blank">官网</a>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<strong>空腹</strong>');
    expect(clean).toContain('<li>携带身份证</li>');
    expect(clean).toContain('<td>项目</td>');
    expect(clean).toContain('src="/notice.png"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});

describe('RichText', () => {
  it('renders sanitised HTML that never executes', () => {
    const win = window as unknown as { __pwned?: number };
    render(<RichText html={`<p>请空腹体检</p>${hostile.join('')}`} />);
    expect(screen.getByText('请空腹体检')).toBeInTheDocument();
    expect(document.querySelector('script, iframe, form, [onerror], [onload]')).toBeNull();
    expect(win.__pwned).toBeUndefined();
  });
});
