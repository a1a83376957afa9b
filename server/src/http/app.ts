import { decryptText } from '@checkup/sdk/crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { CAPACITY_CHANNEL, hearsEveryChangeAtCommit, subscribe } from '../db/changeFeed';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../platform/config';
import { privateLoggerOptions, type LoggerOptions } from '../platform/logPrivacy';
import { DailyQuota, RateLimiter } from '../platform/rateLimiter';
import { loadPlatformSecrets } from '../platform/secrets';
import { SessionStore } from '../platform/sessions';
import { platformDb } from '../platform/tables';
import { TokenSigner } from '../platform/tokens';
import type { BusinessSettings, ServiceContext } from '../services/context';
import { ReadCache } from '../services/readCache';
import type { UpstreamFaults } from '../services/upstreams';
import type { HttpContext } from './context';
import { untyped } from './handlerTypes';
import { allHandlers } from './handlers';
import { loadApiDocument, OPENAPI_FILE } from './openapi/document';
import { compileRequestValidators } from './openapi/requestValidator';
import { registerOperations } from './operationRoutes';
import { registerProblemHandlers } from './problems';
import { registerBodyParsers } from './requestBody';
import { registerSecurityHeaders, securityHeaders } from './securityHeaders';
import { clientErrorHandler } from './clientErrors';
import { registerStaticSite } from './staticSite';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business services' context of this instance (for the expiry sweep and tools). */
    services: ServiceContext;
  }
}

/** A transport-encrypted body older than this is refused (replay protection). */
const ENCRYPTED_BODY_MAX_AGE_SECONDS = 300;

/**
 * How long a cached calendar read may be served without a change notification on PostgreSQL: the bound on staleness
 * while another instance's write is on its way. In-process PGlite hears every change with its COMMIT (no other
 * process can write its data), so there an entry lives until a change: reloading it on a timer would only rerun the
 * query on this thread, a stall every in-flight request waits out.
 */
const CALENDAR_CACHE_TTL_MS = 1_000;
/** Distinct calendar requests kept (30-day ranges and single days of a 60-day window, per pool, fit many times). */
const CALENDAR_CACHE_ENTRIES = 2_000;

/** The services' settings, from the same configuration `/config.json` publishes (so app and server agree). */
function businessSettings(config: ServerConfig, paySignKey: string): BusinessSettings {
  const r = config.runtime;
  return {
    payEnabled: r.payEnabled,
    bookingStartDays: r.bookingStartDays,
    bookingEndDays: r.bookingEndDays,
    personCancelLeadDays: r.personCancelLeadDays,
    teamCancelLeadDays: r.teamCancelLeadDays,
    verifyCodeEnabled: r.verifyCodeEnabled,
    defaultVerifyCode: r.defaultVerifyCode,
    payAppId: config.pay.appId,
    paySignKey,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    onSiteOnlyCodes: r.onSiteOnlyCodes,
    maxActiveOrders: config.maxActiveOrders,
    maxUnpaidHolds: config.maxUnpaidHolds,
    smsPerHour: config.smsPerHour,
  };
}

/** Origins the app may call besides its own: an AI base URL on another origin. */
function aiConnectOrigins(config: ServerConfig): string[] {
  return config.runtime.aiBaseUrl ? [new URL(config.runtime.aiBaseUrl).origin] : [];
}

/** What an app instance is built from. */
export interface AppOptions {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  /** Pino options (ID numbers and phones are masked on top); false or absent: no logging. */
  logger?: LoggerOptions | boolean;
  /** The contract to serve; defaults to the repository's openapi.yaml. */
  openapiFile?: string;
  /**
   * Outages of the outside systems (services/upstreams.ts) for provider-state handlers and tests. Only a caller that
   * builds the app can pass it: `main.ts` never does, and nothing in the environment or over HTTP switches it.
   */
  faults?: UpstreamFaults;
}

/**
 * Builds one stateless app instance: routes from openapi.yaml with token, rate-limit, validation and session guards,
 * the sandboxes, `/config.json` and the static app. All shared state (sessions, counters, keys) is in `db`, so any
 * number of instances may serve the same database. The database must be migrated.
 */
export async function buildApp({
  db,
  clock,
  config,
  logger = false,
  openapiFile = OPENAPI_FILE,
  faults,
}: AppOptions): Promise<FastifyInstance> {
  const platform = platformDb(db);
  const secrets = await loadPlatformSecrets(platform, {
    tokenSecret: config.tokenSecret,
    paySignKey: config.pay.signKey,
    rsaPrivateKey: config.rsaPrivateKey,
    rsaPublicKey: config.rsaPublicKey,
  });
  const app = Fastify({
    logger: logger === false ? false : privateLoggerOptions(logger === true ? {} : logger),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy === '' ? false : config.trustProxy,
    return503OnClosing: true,
    clientErrorHandler: clientErrorHandler(securityHeaders(aiConnectOrigins(config))),
  });
  const now = () => clock.now();
  // PostgreSQL: limits counted in the database, so every instance agrees; PGlite (one process): in memory.
  const sharedCounts = hearsEveryChangeAtCommit(db) ? undefined : db;
  const ctx: HttpContext = {
    db,
    clock,
    config,
    tokens: new TokenSigner(secrets.tokenSecret, now),
    sessions: new SessionStore(platform, secrets.tokenSecret, now),
    rateLimiter: new RateLimiter(config.rateLimit.windowMs, now, sharedCounts),
    aiQuota: new DailyQuota(config.ai.dailyLimit, { shared: sharedCounts }),
    calendars: new ReadCache({
      maxEntries: CALENDAR_CACHE_ENTRIES,
      ...(hearsEveryChangeAtCommit(db) ? {} : { ttlMs: CALENDAR_CACHE_TTL_MS }),
    }),
    rsa: secrets.rsa,
    services: { db, clock, settings: businessSettings(config, secrets.paySignKey), faults, log: app.log },
  };

  app.decorate('services', ctx.services);
  const unsubscribe = await subscribe(db, CAPACITY_CHANNEL, {
    onNotify: () => ctx.calendars.invalidate(),
    onLost: (err) => {
      ctx.calendars.disable();
      app.log.error({ err }, 'capacity change feed lost: calendar reads are not cached until it is back');
    },
    onRestored: () => {
      ctx.calendars.enable();
      app.log.info('capacity change feed listening again: calendar reads are cached again');
    },
  });
  app.addHook('onClose', unsubscribe);
  registerSecurityHeaders(app, aiConnectOrigins(config));
  registerProblemHandlers(app);
  registerBodyParsers(app, (encryStr) =>
    decryptText(encryStr, secrets.rsa.privateKey, {
      maxAgeSeconds: ENCRYPTED_BODY_MAX_AGE_SECONDS,
      nowMs: clock.now().getTime(),
    }),
  );

  const doc = loadApiDocument(openapiFile);
  registerOperations(app, doc, compileRequestValidators(doc), untyped(allHandlers(ctx)), ctx);
  await registerStaticSite(app, config.appDistDir, config.publicDir);
  return app;
}
