/**
 * Client hygiene: the built app holds no secret (client secret, AI key, private key, pay sign key, the server's
 * signing secrets), and the served app sends a strict Content-Security-Policy and the usual security headers with
 * an index.html the policy does not break (inline script only as hashed in the policy, no inline handlers, scripts
 * from our own origin only).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '@checkup/server/testing';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'app/dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

function newestMtime(dirs: string[]): number {
  return Math.max(
    ...dirs
      .filter(existsSync)
      .flatMap(filesUnder)
      .map((f) => statSync(f).mtimeMs),
  );
}

/** Builds the app unless app/dist is newer than every source of app, ui and sdk. */
function ensureBuilt(): void {
  const index = join(DIST, 'index.html');
  const sources = ['app/src', 'app/index.html', 'ui/src', 'sdk/src'].map((p) => join(ROOT, p));
  const fresh =
    existsSync(index) && statSync(index).mtimeMs >= newestMtime(sources.filter((p) => !p.endsWith('.html')));
  if (!fresh) execFileSync('npm', ['run', 'build', '-w', '@checkup/app'], { cwd: ROOT, stdio: 'ignore' });
}

describe('client hygiene: the built app and how it is served', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let files: Array<{ path: string; text: string }>;
  beforeAll(async () => {
    ensureBuilt();
    files = filesUnder(DIST)
      .filter((f) => /\.(js|css|html|json|map|txt|webmanifest)$/.test(f))
      .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    t = await testApp({ appDistDir: DIST });
  });
  afterAll(async () => t.close());

  it('contains no private key, API key, client secret or server secret', async () => {
    expect(files.length).toBeGreaterThan(3);
    // The server's generated secrets (token/session key, pay sign key, RSA private key) and any configured in the environment.
    const secrets = (
      await t.db
        .withTables<{ platform_secret: { name: string; value: string } }>()
        .selectFrom('platform_secret')
        .select(['name', 'value'])
        .execute()
    )
      .map((s) => ({ name: s.name, value: s.value }))
      .concat(
        [
          'AI_API_KEY',
          'CHECKUP_CLIENT_SECRET',
          'CHECKUP_PAY_SIGN_KEY',
          'CHECKUP_TOKEN_SECRET',
          'CHECKUP_RSA_PRIVATE_KEY',
        ].flatMap((name) => (process.env[name] ? [{ name, value: process.env[name] ?? '' }] : [])),
      );
    expect(secrets.length).toBeGreaterThan(0);
    const findings: string[] = [];
    for (const { path, text } of files) {
      const at = path.slice(DIST.length);
      if (text.includes('PRIVATE KEY')) findings.push(`${at}: PEM private key`);
      if (/\bsk-[A-Za-z0-9_-]{16,}/.test(text)) findings.push(`${at}: sk- API key`);
      if (/client_secret["']?\s*[:=]\s*["'][^"']+["']/.test(text)) findings.push(`${at}: client_secret value`);
      if (/(?:AI_API_KEY|PAY_SIGN_KEY|TOKEN_SECRET)["']?\s*[:=]\s*["'][^"']+["']/.test(text))
        findings.push(`${at}: secret setting`);
      for (const secret of secrets) {
        // Compare a distinctive part of each secret (PEM bodies are long; one line is enough).
        const probe = secret.value
          .replace(/-----[^-]+-----/g, '')
          .replace(/\s+/g, '')
          .slice(0, 48);
        if (probe.length >= 16 && text.includes(probe)) findings.push(`${at}: ${secret.name}`);
      }
    }
    expect(findings).toEqual([]);
  });

  it('serves the app with a strict CSP and the usual security headers', async () => {
    for (const url of ['/', '/index.html', '/config.json', '/api/BackProtectApi/GetNoticeInfo']) {
      const res = await t.app.inject({ method: url.startsWith('/api') ? 'POST' : 'GET', url });
      const csp = String(res.headers['content-security-policy'] ?? '');
      const scriptSrc =
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src ')) ?? '';
      // Our origin, plus inline scripts only by their hash (never 'unsafe-inline' or a host).
      expect(scriptSrc, url).toMatch(/^script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*')*$/);
      expect(csp, url).toMatch(/frame-ancestors 'self'/);
      expect(csp, url).toMatch(/object-src 'none'/);
      expect(csp, url).toMatch(/default-src 'self'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('index.html works under that policy: inline script only as hashed there, no handler, every script and style from our origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const scriptSrc =
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src ')) ?? '';
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      if (body !== '') {
        // The browser hashes the script's exact text; an inline script the policy does not list would not run.
        expect(attributes.trim(), 'inline script').toBe('');
        expect(scriptSrc.split(' '), 'inline script hash').toContain(
          `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
        );
        continue;
      }
      // Same origin: a relative or root-relative path, never a scheme or a protocol-relative URL.
      expect(attributes).toMatch(/\bsrc="\.?\/(?!\/)/);
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    for (const [, href = ''] of html.matchAll(/<link\b[^>]*href="([^"]+)"/gi)) expect(href).toMatch(/^\.?\/(?!\/)/);
    // Every referenced asset is served (from our origin, with the same headers).
    const assets = [...html.matchAll(/(?:src|href)="\.?(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const src of assets) {
      const asset = await t.app.inject({ method: 'GET', url: src });
      expect([src, asset.statusCode]).toEqual([src, 200]);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
