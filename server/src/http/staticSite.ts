import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Shown at `/` while `app/dist` has not been built. */
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkup</title></head>
<body><h1>Checkup 服务已启动</h1>
<p>The app is not built yet (no <code>app/dist</code>). Run <code>npm start</code> at the repository root once the app exists,
or <code>npm run dev</code> for the Vite dev server. The API, <a href="/config.json">/config.json</a> and the sandboxes are available.</p>
</body></html>`;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing (images and fonts in the build are already compressed formats). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|map)$/;

/**
 * Writes `.br` and `.gz` siblings of the compressible files in `<appDistDir>/assets` and of `index.html` (which holds
 * the static first-paint frame) once per build (a sibling newer than its source is kept), so `@fastify/static` can send
 * them precompressed at no per-request cost. A read-only dist is not fatal: the plain files are still served.
 */
async function precompressAssets(appDistDir: string): Promise<number> {
  const assetsDir = join(appDistDir, 'assets');
  const index = join(appDistDir, 'index.html');
  const assets = existsSync(assetsDir) ? (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name)) : [];
  const sources = [...assets.map((name) => join(assetsDir, name)), ...(existsSync(index) ? [index] : [])];
  let written = 0;
  for (const source of sources) {
    const { mtimeMs } = await stat(source);
    const fresh = async (path: string) => existsSync(path) && (await stat(path)).mtimeMs >= mtimeMs;
    if ((await fresh(`${source}.br`)) && (await fresh(`${source}.gz`))) continue;
    const content = await readFile(source);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
      gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${source}.br`, br), writeFile(`${source}.gz`, gz)]);
    written += 1;
  }
  return written;
}

/**
 * Hashed build assets are cached for a year, everything else revalidates. `cacheControl: false` stops `send` from
 * overwriting the header set here with its own `max-age=0`.
 */
const cacheHeaders: Pick<FastifyStaticOptions, 'cacheControl' | 'setHeaders'> = {
  cacheControl: false,
  setHeaders(reply, path) {
    const immutable = /[\\/]assets[\\/]/.test(path) && !path.endsWith('.html');
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
};

/**
 * Serves the built app (`app/dist`, hashed assets cached for a year, `index.html` never cached) and the local images
 * of `server/public` from the same origin as the API. Hashed assets go out brotli/gzip-precompressed when the client
 * accepts it (only the static files: API JSON and the AI event stream are never buffered for compression).
 * Without a build, `/` explains how to get one.
 */
export async function registerStaticSite(app: FastifyInstance, appDistDir: string, publicDir: string): Promise<void> {
  const hasApp = existsSync(`${appDistDir}/index.html`);
  if (hasApp) {
    try {
      await precompressAssets(appDistDir);
    } catch (error) {
      app.log.warn({ err: error }, 'could not precompress app assets; serving them uncompressed');
    }
  }
  // Two instances, because @fastify/static 9.1.1's `preCompressed` fallback is broken with several roots (a file of the
  // first root without a `.br` sibling ends in a 404). The local images get static routes, which win over the app's wildcard.
  if (existsSync(publicDir)) {
    await app.register(fastifyStatic, {
      root: publicDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      ...cacheHeaders,
    });
  }
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDistDir,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      index: ['index.html'],
      ...cacheHeaders,
    });
  }
  if (!hasApp) {
    app.get('/', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE),
    );
  }
}
