import { execFileSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, constants } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spkiHash, startTlsFront, type TlsFront } from '../tlsFront';

/** An upstream that answers what it received: method, path, headers and body. */
function echoServer(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.stringify({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(201, {
        'content-type': 'application/json',
        'x-upstream': 'yes',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
      });
      res.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Answer {
  alpn: string | undefined;
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over HTTP/2 to the front, trusting only its certificate. */
async function h2Request(
  front: TlsFront,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const session = connect(front.origin, { ca: front.certificate });
  try {
    await new Promise<void>((resolve, reject) => session.once('connect', () => resolve()).once('error', reject));
    const stream = session.request({
      [constants.HTTP2_HEADER_METHOD]: init.method ?? 'GET',
      [constants.HTTP2_HEADER_PATH]: path,
      ...init.headers,
    });
    stream.end(init.body);
    const [headers, body] = await Promise.all([
      new Promise<IncomingHttpHeaders>((resolve) => stream.once('response', (h) => resolve(h))),
      new Promise<string>((resolve) => {
        let text = '';
        stream
          .setEncoding('utf8')
          .on('data', (chunk: string) => (text += chunk))
          .on('end', () => resolve(text));
      }),
    ]);
    return { alpn: session.alpnProtocol, status: Number(headers[':status']), headers, body };
  } finally {
    session.close();
  }
}

describe('startTlsFront', () => {
  let upstream: Server;
  let front: TlsFront;
  beforeAll(async () => {
    upstream = await echoServer();
    const address = upstream.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    front = await startTlsFront(`http://127.0.0.1:${address.port}`);
  });
  afterAll(async () => {
    await front.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('speaks HTTP/2 over TLS with a certificate valid for localhost', async () => {
    const answer = await h2Request(front, '/config.json?t=1');
    expect(front.origin).toMatch(/^https:\/\/localhost:\d+$/);
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(201);
  });

  it('forwards method, path, headers and body, and says the visitor came over https', async () => {
    const answer = await h2Request(front, '/api/x?y=1', {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', cookie: 'openid=o-1' },
    });
    const seen = JSON.parse(answer.body) as { method: string; url: string; headers: IncomingHttpHeaders; body: string };
    expect(seen).toMatchObject({ method: 'POST', url: '/api/x?y=1', body: '{"a":1}' });
    expect(seen.headers).toMatchObject({
      'content-type': 'application/json',
      cookie: 'openid=o-1',
      'x-forwarded-proto': 'https',
    });
    expect(seen.headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it("passes the upstream's headers back without its HTTP/1.1 connection headers", async () => {
    const answer = await h2Request(front, '/');
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();
  });

  it("gives Chromium exactly its certificate's key to accept, hashed as openssl does", () => {
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], {
      input: execFileSync('openssl', ['x509', '-pubkey', '-noout'], { input: front.certificate }),
    });
    const expected = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
    expect(spkiHash(front.certificate)).toBe(expected);
    expect(front.chromeFlags).toEqual([`--ignore-certificate-errors-spki-list=${expected}`]);
  });
});

describe('startTlsFront without its upstream', () => {
  it('answers 502 when the upstream does not answer', async () => {
    const front = await startTlsFront('http://127.0.0.1:9');
    try {
      expect((await h2Request(front, '/')).status).toBe(502);
    } finally {
      await front.stop();
    }
  });
});
