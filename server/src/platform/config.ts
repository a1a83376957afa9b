import { fileURLToPath } from 'node:url';
import type { components } from '@checkup/sdk';

/** A confidential client of `/connect/token` (the hospital's systems, provider verification). */
interface ConfidentialClient {
  id: string;
  secret: string;
}

/** Everything the server is configured with; built from the environment by {@link configFromEnv}. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The browser's client id: a public client, no secret. */
  publicClientId: string;
  confidentialClients: ConfidentialClient[];
  tokenLifetimeSeconds: number;
  /** HMAC key of tokens and session cookies; generated once into the database when absent. */
  tokenSecret?: string | undefined;
  /** Transport RSA key pair (PEM); generated once into the database when absent. */
  rsaPrivateKey?: string | undefined;
  rsaPublicKey?: string | undefined;
  rateLimit: { max: number; windowMs: number };
  /** Sandbox payment merchant: app id and the key signing JSAPI parameters and PayNotify (generated into the database when absent). */
  pay: { appId: string; signKey?: string | undefined };
  /** `POST /sandbox/clock` allowed (tests only). */
  sandboxClock: boolean;
  /** `dailyLimit`: chat completions per client IP per Shanghai day, per instance (0: off). */
  ai: { baseUrl: string; apiKey: string; model: string; chunkDelayMs: number; dailyLimit: number };
  /** How long a PDF download code (and its timestamp) stays valid. */
  pdfCodeTtlMs: number;
  /** Font with CJK glyphs embedded (as a subset) in report PDFs; `fontName` picks the face inside a TTC. */
  pdfFont: { path: string; name?: string | undefined };
  /** Built app (`app/dist`) and local images (`server/public`). */
  appDistDir: string;
  publicDir: string;
  bodyLimitBytes: number;
  /**
   * The load balancers whose `X-Forwarded-*` is trusted: addresses, CIDRs or proxy-addr names (`uniquelocal`,
   * `loopback`), comma-separated; '' = none. The client IP is the last address they did not forward from, so an
   * `X-Forwarded-For` entry the client wrote itself is never taken for its address.
   */
  trustProxy: string;
  /** How often the expiry sweep runs. */
  sweepIntervalMs: number;
  /** Time limit of a call to an outside system (catalogue, calendar, sign-in service, refund gateway, …). */
  upstreamTimeoutMs: number;
  /**
   * Most active personal orders one visitor (openid) may hold at once; a server rule only, not in `/config.json`
   * (see docs/adr/0014-one-active-booking-per-person.md).
   */
  maxActiveOrders: number;
  /** Where the visitor goes for the check-up: the LOCATION of 添加到日历's event (CHECKUP_VISIT_ADDRESS). */
  visitAddress: string;
  /** Most unpaid personal orders one visitor may hold at once (docs/adr/0052-id-number-holds.md). */
  maxUnpaidHolds: number;
  /** Most codes one phone / one client address may be sent in an hour (docs/adr/0051-sms-code-limits.md). */
  smsPerHour: { phone: number; address: number };
  /** `NODE_ENV=production`: sandboxes off unless enabled, and no start with the demo's secrets (productionChecks.ts). */
  production: boolean;
  /** Values of `/config.json` the environment may override. */
  runtime: RuntimeSettings;
}

/** The runtime configuration the app reads from `/config.json` (schema RuntimeConfig), minus the key the server adds. */
type RuntimeSettings = Omit<components['schemas']['RuntimeConfig'], 'rsaPublicKey'>;

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Defaults for local use and tests; every field can be overridden. */
export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 8080,
    host: '0.0.0.0',
    publicClientId: 'checkup-web',
    confidentialClients: [],
    tokenLifetimeSeconds: 7200,
    rateLimit: { max: 600, windowMs: 60_000 },
    pay: { appId: 'wx-checkup-sandbox' },
    sandboxClock: false,
    ai: { baseUrl: '', apiKey: '', model: 'gpt-4o-mini', chunkDelayMs: 20, dailyLimit: 200 },
    pdfCodeTtlMs: 5 * 60_000,
    pdfFont: { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', name: 'NotoSansCJKsc-Regular' },
    appDistDir: `${REPO_ROOT}app/dist`,
    publicDir: `${REPO_ROOT}server/public`,
    bodyLimitBytes: 256 * 1024,
    trustProxy: '',
    sweepIntervalMs: 30_000,
    // The main demo campus (app/public/campuses.json, 03).
    visitAddress: '健康管理中心（总院） 示范市西湖区健康路 1 号门诊楼 5 楼',
    upstreamTimeoutMs: 8_000,
    maxActiveOrders: 5,
    maxUnpaidHolds: 2,
    smsPerHour: { phone: 5, address: 20 },
    production: false,
    runtime: {
      apiHost: '',
      version: '',
      payEnabled: true,
      addItemsEnabled: true,
      bookingStartDays: 1,
      bookingEndDays: 30,
      personCancelLeadDays: 1,
      teamCancelLeadDays: 1,
      onSiteOnlyCodes: [],
      verifyCodeEnabled: true,
      defaultVerifyCode: '000000',
      // The main demo campus's number (app/public/campuses.json, 03); /ReportLogin shows it as 客服电话.
      hospitalPhone: '0571-88000003',
      groupLoginVariant: 'new',
      aiBaseUrl: '',
      sandbox: true,
    },
    ...overrides,
  };
}

type Env = Record<string, string | undefined>;

/** Reads the configuration from environment variables (see server/README.md for the list). */
export function configFromEnv(env: Env = process.env): ServerConfig {
  const base = defaultConfig();
  const production = env.NODE_ENV === 'production';
  const clients: ConfidentialClient[] = [];
  if (env.CHECKUP_CLIENT_ID && env.CHECKUP_CLIENT_SECRET)
    clients.push({ id: env.CHECKUP_CLIENT_ID, secret: env.CHECKUP_CLIENT_SECRET });
  return {
    ...base,
    port: int(env.PORT, base.port),
    host: env.HOST || base.host,
    confidentialClients: clients,
    appDistDir: env.CHECKUP_APP_DIST_DIR || base.appDistDir,
    tokenLifetimeSeconds: int(env.CHECKUP_TOKEN_LIFETIME_SECONDS, base.tokenLifetimeSeconds),
    tokenSecret: env.CHECKUP_TOKEN_SECRET || undefined,
    rsaPrivateKey: pem(env.CHECKUP_RSA_PRIVATE_KEY),
    rsaPublicKey: pem(env.CHECKUP_RSA_PUBLIC_KEY),
    rateLimit: {
      max: int(env.CHECKUP_RATE_LIMIT_MAX, base.rateLimit.max),
      windowMs: int(env.CHECKUP_RATE_LIMIT_WINDOW_MS, base.rateLimit.windowMs),
    },
    pay: { appId: env.CHECKUP_PAY_APP_ID || base.pay.appId, signKey: env.CHECKUP_PAY_SIGN_KEY || undefined },
    sandboxClock: env.CHECKUP_SANDBOX_CLOCK === '1',
    ai: {
      ...base.ai,
      baseUrl: (env.AI_BASE_URL ?? '').replace(/\/+$/, ''),
      apiKey: env.AI_API_KEY ?? '',
      model: env.AI_MODEL || base.ai.model,
      dailyLimit: int(env.CHECKUP_AI_DAILY_LIMIT, base.ai.dailyLimit),
    },
    pdfFont: env.CHECKUP_PDF_FONT
      ? { path: env.CHECKUP_PDF_FONT, name: env.CHECKUP_PDF_FONT_NAME || undefined }
      : base.pdfFont,
    trustProxy: (env.CHECKUP_TRUST_PROXY ?? '').trim(),
    sweepIntervalMs: positiveInt(env.CHECKUP_SWEEP_INTERVAL_MS, base.sweepIntervalMs),
    upstreamTimeoutMs: positiveInt(env.CHECKUP_UPSTREAM_TIMEOUT_MS, base.upstreamTimeoutMs),
    maxActiveOrders: positiveInt(env.CHECKUP_MAX_ACTIVE_ORDERS, base.maxActiveOrders),
    visitAddress: env.CHECKUP_VISIT_ADDRESS || base.visitAddress,
    maxUnpaidHolds: positiveInt(env.CHECKUP_MAX_UNPAID_HOLDS, base.maxUnpaidHolds),
    smsPerHour: {
      phone: positiveInt(env.CHECKUP_SMS_PER_PHONE_PER_HOUR, base.smsPerHour.phone),
      address: positiveInt(env.CHECKUP_SMS_PER_ADDRESS_PER_HOUR, base.smsPerHour.address),
    },
    production,
    runtime: {
      ...base.runtime,
      version: env.CHECKUP_APP_VERSION ?? base.runtime.version,
      payEnabled: bool(env.CHECKUP_PAY_ENABLED, base.runtime.payEnabled),
      verifyCodeEnabled: bool(env.CHECKUP_VERIFY_CODE_ENABLED, base.runtime.verifyCodeEnabled),
      defaultVerifyCode: env.CHECKUP_DEFAULT_VERIFY_CODE || base.runtime.defaultVerifyCode,
      personCancelLeadDays: int(env.CHECKUP_PERSON_CANCEL_LEAD_DAYS, base.runtime.personCancelLeadDays),
      teamCancelLeadDays: int(env.CHECKUP_TEAM_CANCEL_LEAD_DAYS, base.runtime.teamCancelLeadDays),
      bookingStartDays: int(env.CHECKUP_BOOKING_START_DAYS, base.runtime.bookingStartDays),
      bookingEndDays: int(env.CHECKUP_BOOKING_END_DAYS, base.runtime.bookingEndDays),
      onSiteOnlyCodes: (env.CHECKUP_ON_SITE_ONLY_CODES ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      hospitalPhone: env.CHECKUP_HOSPITAL_PHONE || base.runtime.hospitalPhone,
      // The sandbox sign-in, pay sheet and SMS outbox let anyone sign in as anyone, mark an order paid and read codes:
      // on for the demo and tests (`npm start`), off in production unless CHECKUP_SANDBOX=1 asks for them.
      sandbox: bool(env.CHECKUP_SANDBOX, production ? false : base.runtime.sandbox),
    },
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = int(value, fallback);
  return n > 0 ? n : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return fallback;
}

/** PEM from an environment variable, where newlines are often written as `\n`. */
function pem(value: string | undefined): string | undefined {
  return value ? value.replace(/\\n/g, '\n') : undefined;
}
