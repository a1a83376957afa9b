/**
 * Requests Node cannot read as HTTP (garbage bytes, an oversized header block, a bad Content-Length) never reach a
 * route: the server's client-error hook answers them. Over a real socket (`inject` bypasses Node's parser), each answer
 * is the API's envelope with a Chinese message and the security headers every other response carries.
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '@checkup/server/testing';

let close: () => Promise<void>;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  ({ app, close } = await testApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => close());

/** Writes `bytes` on a fresh connection and resolves with everything the server sent until it closed. */
function exchange(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(bytes);
  });
}

function parse(raw: string): { status: number; headers: Map<string, string>; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

function expectEnvelope(raw: string, status: number, returnMsg: string): void {
  const answer = parse(raw);
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ success: false, returnMsg });
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(answer.body)));
}

describe('requests Node cannot parse', () => {
  it('answers garbage bytes with the envelope and the security headers', async () => {
    expectEnvelope(await exchange('\u0000\u0001 not http at all\r\n\r\n'), 400, '请求参数错误');
  });

  it('answers an oversized header block with 431 in the envelope', async () => {
    const huge = `GET /config.json HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(64 * 1024)}\r\n\r\n`;
    expectEnvelope(await exchange(huge), 431, '请求参数错误：请求头过大');
  });

  it('answers a bad Content-Length with the envelope', async () => {
    const raw =
      'POST /api/UserInfoApi/TeamLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: twelve\r\n\r\n{}';
    expectEnvelope(await exchange(raw), 400, '请求参数错误');
  });

  it('answers two Content-Length headers that disagree with the envelope', async () => {
    const raw =
      'POST /api/UserInfoApi/TeamLogin HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}';
    expectEnvelope(await exchange(raw), 400, '请求参数错误');
  });

  it('still serves a well-formed request on the same server', async () => {
    const answer = await exchange('GET /config.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 200')).toBe(true);
  });
});
