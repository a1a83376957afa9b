/**
 * Static file servers on a free loopback port for the benchmark pages built into bench/tmp/pages: a minimal one for
 * the interaction pages, and one serving a page as the reference server serves the app, for Lighthouse. `GET /time`
 * answers the server's clock (epoch ms), as the app's GetTimeStamp does: the pages' countdowns correct by it.
 */
import Fastify from 'fastify';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { registerSecurityHeaders, registerStaticSite } from '@checkup/server/testing';
import type { RunningServer } from './server';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export async function serveStatic(dir: string): Promise<RunningServer> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path === '/time') {
      response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(String(Date.now()));
      return;
    }
    readFile(join(dir, path)).then(
      (body) =>
        response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * `dir` served by the reference server's own code for the built app (server/src/http): its security headers,
 * index.html and assets sent brotli/gzip-precompressed, hashed assets cached for a year and index.html revalidated.
 * A bare Fastify without the API, its database or `server/public`'s images.
 */
export async function serveLikeTheApp(dir: string): Promise<RunningServer> {
  const app = Fastify();
  registerSecurityHeaders(app);
  await registerStaticSite(app, dir, join(dir, 'no-public-images'));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, stop: () => app.close() };
}
