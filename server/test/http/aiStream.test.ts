import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app';
import { testDatabase } from '../services/testDb';
import { clientHelpers, testConfig } from './harness';

describe('AI stream over a real socket', () => {
  const lines: string[] = [];
  let close: () => Promise<void>;
  let base: string;
  let token: string;
  beforeAll(async () => {
    const { db, clock } = await testDatabase({ seeded: false });
    const config = testConfig();
    const stream = new Writable({ write(chunk: Buffer, _e, done) { lines.push(chunk.toString()); done(); } });
    const app = await buildApp({ db, clock, config: { ...config, ai: { ...config.ai, chunkDelayMs: 30 } }, logger: { level: 'info', stream } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    token = await clientHelpers(app).token();
    close = async () => { await app.close(); await db.destroy(); };
  });
  afterAll(async () => close());

  it('streams chunks and stops writing as soon as the client aborts', async () => {
    const abort = new AbortController();
    const res = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'checkup-builtin', stream: true, messages: [{ role: 'user', content: '空腹血糖 7.9 mmol/L（参考 3.9-6.1）' }] }),
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^data: \{/);
    abort.abort();
    await expect(reader.read()).rejects.toThrow();
    await expect.poll(() => lines.join(''), { timeout: 3000 }).toContain('AI stream stopped: the client went away');
    const stopped = JSON.parse(lines.find((l) => l.includes('AI stream stopped')) as string) as { sent: number; total: number };
    expect(stopped.sent).toBeLessThan(stopped.total);
  });
});
