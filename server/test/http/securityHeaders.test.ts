import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, INLINE_SCRIPT_HASHES } from '../../src/http/securityHeaders';

const indexHtml = readFileSync(fileURLToPath(new URL('../../../app/index.html', import.meta.url)), 'utf8');

describe('Content-Security-Policy', () => {
  it('lists exactly the inline scripts of app/index.html by hash (a changed script needs its new hash)', () => {
    const inline = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    );
    expect(inline.length).toBeGreaterThan(0);
    expect(INLINE_SCRIPT_HASHES).toEqual(inline);
  });

  it('allows script only from our origin and by those hashes', () => {
    const scriptSrc = contentSecurityPolicy()
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${INLINE_SCRIPT_HASHES.join(' ')}`);
  });
});
