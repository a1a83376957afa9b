/**
 * An HTTPS front speaking HTTP/2 before a loopback HTTP/1.1 origin: how the app reaches phones in production, where a
 * TLS terminator (nginx, a CDN, the hospital's gateway) serves it over h2 and talks plain HTTP/1.1 to the app server.
 * Lighthouse's simulation models the protocol it observes: over HTTP/1.1 it queues a deep route's ~45 requests on six
 * connections, a round trip each, which no HTTPS deployment pays (bench/README.md, "Lighthouse over HTTP/2").
 *
 * The certificate is a throwaway self-signed one (openssl, one day, localhost and 127.0.0.1); Chromium is told to
 * accept exactly its key with `--ignore-certificate-errors-spki-list`, so nothing is installed in any trust store.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest } from 'node:http2';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from './server';

export interface TlsFront extends RunningServer {
  /** Chromium flags that make it accept this front's certificate (and no other invalid one). */
  chromeFlags: string[];
  /** The certificate in PEM, for clients that verify it (tests). */
  certificate: string;
}

/**
 * What the front uses of a response, HTTP/2 or HTTP/1.1 alike: the union of the two response types has no callable
 * `writeHead` (their overloads differ).
 */
interface FrontResponse extends NodeJS.WritableStream {
  readonly headersSent: boolean;
  writeHead(statusCode: number, headers?: OutgoingHttpHeaders): unknown;
}

/** Connection-level headers of HTTP/1.1 that must not cross to HTTP/2 (RFC 9113 §8.2.2) or be forwarded by a proxy. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
  'host',
]);

/** `headers` without pseudo-headers (`:path`…) and hop-by-hop ones. */
function forwardableHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)));
}

/** A throwaway self-signed certificate and key for localhost, made by openssl (present on Debian; the bench says so if not). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'checkup-tls-'));
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyPath,
        '-out',
        certPath,
      ],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8') };
  } catch (error) {
    throw new Error(
      `could not make a certificate for the HTTPS front with openssl (apt-get install -y openssl): ${String(error)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Base64 SHA-256 of the certificate's public key (SPKI), as `--ignore-certificate-errors-spki-list` takes it. */
export function spkiHash(certificatePem: string): string {
  const spki = new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Starts the front on a free loopback port, forwarding every request to `upstream` (an `http://host:port` origin). */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const target = new URL(upstream);
  const { key, cert } = selfSignedCertificate();
  const agent = new Agent({ keepAlive: true });

  const forward = (req: Http2ServerRequest | IncomingMessage, res: FrontResponse) => {
    const upstreamRequest = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: { ...forwardableHeaders(req.headers), host: target.host, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardableHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    upstreamRequest.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamRequest);
  };

  const server = createSecureServer({ key, cert, allowHTTP1: true }, forward);
  // Closed with the front: a browser's idle keep-alive connections would otherwise hold `close()` open.
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('HTTPS front has no port');
  return {
    origin: `https://localhost:${address.port}`,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${spkiHash(cert)}`],
    certificate: cert,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Runs `use` with a front before `upstream`, and stops the front afterwards, whatever `use` did. */
export async function behindTlsFront<T>(upstream: string, use: (front: TlsFront) => Promise<T>): Promise<T> {
  const front = await startTlsFront(upstream);
  try {
    return await use(front);
  } finally {
    await front.stop();
  }
}
