/**
 * The server load's floor: a bare Fastify (the reference server's framework and version) answering each read with the
 * bytes the reference server gave it, with the same security headers, and nothing else: no token check, validation,
 * rate limit, cache or database. Started like the server (`npx tsx`), loaded the same way, in the same run
 * (`serverLoad.ts`). `CHECKUP_FLOOR_ANSWERS`: JSON `{ path: body }`; `PORT`.
 */
import Fastify from 'fastify';
import { registerSecurityHeaders } from '@checkup/server/testing';

const answers = JSON.parse(process.env.CHECKUP_FLOOR_ANSWERS ?? '{}') as Record<string, string>;
const app = Fastify({ logger: false });
registerSecurityHeaders(app);
for (const [path, body] of Object.entries(answers)) {
  app.post(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
app.get('/config.json', (_request, reply) => reply.send({}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
