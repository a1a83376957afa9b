import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { maskSensitiveText, privateLoggerOptions } from '../../src/platform/logPrivacy';

const ID = '330106198503120318';
const PHONE = '13800138000';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}

describe('log privacy', () => {
  it('masks ID numbers and phones inside free text with the SDK mask', () => {
    expect(maskSensitiveText(`id ${ID} tel ${PHONE}.`)).toBe('id 330106******120318 tel 138*****000.');
    expect(maskSensitiveText('order 2026112200017 amount 97800')).toBe('order 2026112200017 amount 97800');
  });

  it('masks them in messages, merged objects, nested values, errors and request URLs of every log line', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { ...privateLoggerOptions(), stream } });
    app.get('/echo', (request) => {
      request.log.info({ body: { idCard: ID, people: [{ tel: PHONE }], telNumber: Number(PHONE) } }, `login ${PHONE}`);
      request.log.error(new Error(`bad id ${ID}`));
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: `/echo?tel=${PHONE}&idCard=${ID}` });
    expect(res.statusCode).toBe(200);
    await app.close();
    const all = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(all).not.toContain(PHONE);
    expect(all).not.toContain(ID);
    expect(all).toContain('138*****000');
    expect(all).toContain('330106******120318');
  });
});
