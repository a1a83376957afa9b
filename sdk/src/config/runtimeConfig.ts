/**
 * Runtime configuration (orders-reports §7 "Token and transport" item 1): `GET config.json?t=<ms>` at start.
 * Every key is typed by `RuntimeConfig` in openapi.yaml. A deployment may leave keys out; each missing key takes the
 * default in {@link RUNTIME_CONFIG_DEFAULTS}. A key that is present with the wrong type is an error, never guessed.
 */
import type { components } from '../schema';
import { boolean, count, oneOf, string, arrayOf, type Guard, type Shape } from '../validate/guards';

/** The runtime configuration as the app uses it. */
export type RuntimeConfig = components['schemas']['RuntimeConfig'];

/**
 * Defaults for keys missing from config.json:
 * same-origin API and AI (`''`), no version check, payment and extra items off (the safe choice for a hospital that
 * has not configured them), bookings from tomorrow to 30 days ahead, cancel deadline 1 day before (N = 1) for both order
 * kinds, no on-site-only items, SMS code step on (no default code), no hospital phone, new group-login form,
 * transport encryption unavailable (no public key), no sandboxes.
 */
export const RUNTIME_CONFIG_DEFAULTS: Readonly<RuntimeConfig> = Object.freeze({
  apiHost: '',
  version: '',
  payEnabled: false,
  addItemsEnabled: false,
  bookingStartDays: 1,
  bookingEndDays: 30,
  personCancelLeadDays: 1,
  teamCancelLeadDays: 1,
  onSiteOnlyCodes: [],
  verifyCodeEnabled: true,
  defaultVerifyCode: '',
  hospitalPhone: '',
  groupLoginVariant: 'new',
  aiBaseUrl: '',
  rsaPublicKey: '',
  sandbox: false,
});

const fields: Shape<RuntimeConfig> = {
  apiHost: string,
  version: string,
  payEnabled: boolean,
  addItemsEnabled: boolean,
  bookingStartDays: count,
  bookingEndDays: count,
  personCancelLeadDays: count,
  teamCancelLeadDays: count,
  onSiteOnlyCodes: arrayOf(string),
  verifyCodeEnabled: boolean,
  defaultVerifyCode: string,
  hospitalPhone: string,
  groupLoginVariant: oneOf('new', 'old'),
  aiBaseUrl: string,
  rsaPublicKey: string,
  sandbox: boolean,
};

/** Why the configuration could not be loaded. */
export type ConfigFailure = 'network' | 'http' | 'json' | 'invalid';

/** A typed failure of {@link loadRuntimeConfig} / {@link parseRuntimeConfig}. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** HTTP status when `failure` is 'http'. */
  readonly status: number | undefined;

  constructor(
    readonly failure: ConfigFailure,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options);
    this.status = options?.status;
  }
}

/**
 * Validates a parsed config.json and fills missing keys with {@link RUNTIME_CONFIG_DEFAULTS}.
 * Throws ConfigError('invalid') when it is not an object, a present key has the wrong type, or the booking range is reversed.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ConfigError('invalid', 'config.json must hold a JSON object');
  const given = raw as Record<string, unknown>;
  const config: Record<string, unknown> = { ...RUNTIME_CONFIG_DEFAULTS };
  for (const key of Object.keys(fields) as (keyof RuntimeConfig)[]) {
    if (given[key] === undefined) continue;
    const check: Guard<unknown> = fields[key];
    const problem = check(given[key], `config.${key}`);
    if (problem) throw new ConfigError('invalid', problem);
    config[key] = given[key];
  }
  const result = config as RuntimeConfig;
  if (result.bookingStartDays > result.bookingEndDays) {
    throw new ConfigError(
      'invalid',
      `config.bookingStartDays (${result.bookingStartDays}) is after bookingEndDays (${result.bookingEndDays})`,
    );
  }
  // apiHost and aiBaseUrl are prefixes of paths that start with '/'.
  return { ...result, apiHost: result.apiHost.replace(/\/+$/, ''), aiBaseUrl: result.aiBaseUrl.replace(/\/+$/, '') };
}

/** Options of {@link loadRuntimeConfig}. */
export interface LoadRuntimeConfigOptions {
  /** Where config.json is, relative to the page by default. */
  url?: string;
  /** Fetch to use (tests inject one); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Clock for the cache-buster; defaults to Date.now. */
  now?: () => number;
  signal?: AbortSignal;
}

/** Adds `t=<ms>` to a relative or absolute URL without disturbing its other query parameters or hash. */
function withCacheBuster(url: string, ms: number): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}t=${ms}${hash}`;
}

/**
 * Loads and validates the runtime configuration. Rejects with a {@link ConfigError}: 'network' when the request fails,
 * 'http' on a non-2xx status, 'json' when the body is not JSON, 'invalid' when it does not fit RuntimeConfig.
 */
export async function loadRuntimeConfig(options: LoadRuntimeConfigOptions = {}): Promise<RuntimeConfig> {
  const { url = './config.json', fetch = globalThis.fetch, now = Date.now, signal } = options;
  let response: Response;
  try {
    response = await fetch(withCacheBuster(url, now()), {
      method: 'GET',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (cause) {
    throw new ConfigError('network', `Could not load ${url}`, { cause });
  }
  if (!response.ok)
    throw new ConfigError('http', `${url} answered HTTP ${response.status}`, { status: response.status });
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new ConfigError('network', `Could not read ${url}`, { cause });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new ConfigError('json', `${url} is not valid JSON`, { cause });
  }
  return parseRuntimeConfig(raw);
}
