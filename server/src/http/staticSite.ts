import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Shown at `/` while `app/dist` has not been built. */
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkup</title></head>
<body><h1>Checkup 服务已启动</h1>
<p>The app is not built yet (no <code>app/dist</code>). Run <code>npm start</code> at the repository root once the app exists,
or <code>npm run dev</code> for the Vite dev server. The API, <a href="/config.json">/config.json</a> and the sandboxes are available.</p>
</body></html>`;

/**
 * Serves the built app (`app/dist`, hashed assets cached for a year, `index.html` never cached) and the local images
 * of `server/public` from the same origin as the API. Without a build, `/` explains how to get one.
 */
export async function registerStaticSite(app: FastifyInstance, appDistDir: string, publicDir: string): Promise<void> {
  const hasApp = existsSync(`${appDistDir}/index.html`);
  const roots = [hasApp ? appDistDir : null, existsSync(publicDir) ? publicDir : null].filter((r): r is string => r !== null);
  if (roots.length > 0) {
    await app.register(fastifyStatic, {
      root: roots,
      prefix: '/',
      wildcard: true,
      index: hasApp ? ['index.html'] : false,
      setHeaders(res, path) {
        const immutable = /[\\/]assets[\\/]/.test(path) && !path.endsWith('.html');
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (!hasApp) {
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE));
  }
}
