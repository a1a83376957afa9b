/**
 * A minimal static file server on a free loopback port, for the benchmark pages built into bench/tmp/pages. `GET /time`
 * answers the server's clock (epoch ms), as the app's GetTimeStamp does: the pages' countdowns correct by it.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
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
      (body) => response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body),
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
