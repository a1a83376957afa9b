import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/http/app';
import { defaultConfig, type ServerConfig } from '../../src/platform/config';
import type { UpstreamFaults } from '../../src/services/upstreams';
import { testDatabase } from '../services/testDb';

/** Configuration for HTTP tests: no AI delay, generous rate limit, sandbox clock on. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = defaultConfig();
  return defaultConfig({
    ai: { ...base.ai, chunkDelayMs: 0 },
    rateLimit: { max: 100_000, windowMs: 60_000 },
    sandboxClock: true,
    // Tests never serve a real build: a missing folder gives the "not built" page.
    appDistDir: '/nonexistent/app/dist',
    ...overrides,
  });
}

/**
 * A migrated, seeded in-memory database and one app instance on it, with helpers for tokens and sign-in. `faults`
 * switches outside systems off for every instance (services/upstreams.ts); `maxWaiting` bounds the embedded database's
 * queue (pgliteDialect.ts).
 */
export async function testApp(
  overrides: Partial<ServerConfig> = {},
  options: { faults?: UpstreamFaults; maxWaiting?: number } = {},
) {
  const { db, clock } = await testDatabase(options.maxWaiting === undefined ? {} : { maxWaiting: options.maxWaiting });
  const config = testConfig(overrides);
  const build = (cfg: ServerConfig) =>
    buildApp({ db, clock, config: cfg, ...(options.faults ? { faults: options.faults } : {}) });
  const app = await build(config);
  const others: FastifyInstance[] = [];
  /** Another instance on the same database (scale-out, or other settings). */
  async function another(more: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
    const instance = await build(testConfig({ ...overrides, ...more }));
    others.push(instance);
    return instance;
  }
  async function close(): Promise<void> {
    for (const instance of [app, ...others]) await instance.close();
    await db.destroy();
  }
  return { db, clock, config, app, another, close, ...clientHelpers(app) };
}

/** Token and session helpers bound to one app instance. */
export function clientHelpers(app: FastifyInstance) {
  async function token(clientId = 'checkup-web'): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${clientId}`,
    });
    if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
    return res.json<{ access_token: string }>().access_token;
  }

  /** Signs in through the sandbox OAuth page; returns the `cookie` header value carrying `checkup_session`. */
  async function signIn(openid: string): Promise<string> {
    const res = await app.inject({
      method: 'GET',
      url: `/sandbox/oauth?decision=allow&openid=${encodeURIComponent(openid)}&type=OAuthCallback&repage=/`,
    });
    if (res.statusCode !== 302) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
    return sessionCookie(res);
  }

  /** POSTs JSON to an /api path with a token (and optional cookie and other headers). */
  async function post(
    url: string,
    body: unknown,
    auth: { token: string; cookie?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${auth.token}`,
        'content-type': 'application/json',
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
        ...auth.headers,
      },
      payload: JSON.stringify(body),
    });
  }

  return { token, signIn, post };
}

/** The `name=value` part of the response's `checkup_session` cookie. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const value = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith('checkup_session='));
  if (!value) throw new Error('no checkup_session cookie');
  return value.split(';')[0] ?? '';
}

/** The JSON envelope of a response. */
export function envelope(res: LightMyRequestResponse): { success: boolean; returnMsg: string; returnData?: unknown } {
  return res.json();
}
