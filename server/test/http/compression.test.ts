import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A repetitive script like a real bundle, big enough to be worth compressing. */
const SCRIPT = 'export function greet(name) { return `你好，${name}`; }\n'.repeat(400);

describe('static app compression and caching', () => {
  let dist: string;
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'checkup-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Checkup</title><script type="module" src="/assets/index-abc123.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    t = await testApp({ appDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('precompresses the hashed assets next to them at start', () => {
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual([
      'index-abc123.js',
      'index-abc123.js.br',
      'index-abc123.js.gz',
    ]);
  });

  it('sends brotli when accepted, with the JS type and a year-long immutable cache', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends index.html (the static first-paint frame) precompressed too, still revalidated', async () => {
    expect(readdirSync(dist).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz']);
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([url, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([url, 'br', 'no-cache']);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Checkup</title>');
    }
  });

  it('keeps index.html and /config.json revalidated on every load', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Checkup</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const config = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'accept-encoding': 'br' } });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses (or buffers) the AI event stream', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: {
        authorization: `Bearer ${await t.token()}`,
        'content-type': 'application/json',
        'accept-encoding': 'gzip, br',
      },
      payload: JSON.stringify({
        model: 'checkup-builtin',
        stream: true,
        messages: [{ role: 'user', content: '你好' }],
      }),
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toMatch(/^data: \{/);
  });
});
