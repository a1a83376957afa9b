import { describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  RUNTIME_CONFIG_DEFAULTS,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type ConfigFailure,
} from './runtimeConfig';

const fullConfig = {
  apiHost: 'https://tj.example-hospital.cn/',
  version: '2.3.1',
  payEnabled: true,
  addItemsEnabled: true,
  bookingStartDays: 1,
  bookingEndDays: 60,
  personCancelLeadDays: 1,
  teamCancelLeadDays: 2,
  onSiteOnlyCodes: ['9907', '0911'],
  verifyCodeEnabled: false,
  defaultVerifyCode: '123456',
  hospitalPhone: '0755-12345678',
  groupLoginVariant: 'old',
  aiBaseUrl: '',
  rsaPublicKey: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n',
  sandbox: true,
};

function jsonResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

async function failureOf(promise: Promise<unknown>): Promise<ConfigFailure | undefined> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).failure;
}

describe('loadRuntimeConfig', () => {
  it('GETs config.json with a ms cache-buster and returns the validated config', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse(JSON.stringify(fullConfig))));
    const config = await loadRuntimeConfig({ fetch, now: () => 1795309200123 });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('./config.json?t=1795309200123');
    expect(init?.method).toBe('GET');
    expect(config).toEqual({ ...fullConfig, apiHost: 'https://tj.example-hospital.cn' });
  });

  it('keeps other query parameters and the hash of a custom URL', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse('{}')));
    await loadRuntimeConfig({ url: '/conf/config.json?site=03#x', fetch, now: () => 5 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/conf/config.json?site=03&t=5#x');
  });

  it('fills missing keys with the documented defaults', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(jsonResponse('{"apiHost":"","payEnabled":true}')),
    );
    await expect(loadRuntimeConfig({ fetch })).resolves.toEqual({ ...RUNTIME_CONFIG_DEFAULTS, payEnabled: true });
  });

  it('reports malformed JSON as json', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse('{"apiHost": "https://x",')));
    expect(await failureOf(loadRuntimeConfig({ fetch }))).toBe('json');
  });

  it('reports an HTTP failure with its status', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('Not Found', { status: 404 })));
    const error: unknown = await loadRuntimeConfig({ fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).failure).toBe('http');
    expect((error as ConfigError).status).toBe(404);
  });

  it('reports a failed request as network', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('fetch failed')));
    expect(await failureOf(loadRuntimeConfig({ fetch }))).toBe('network');
  });
});

describe('parseRuntimeConfig', () => {
  it('refuses a present key with the wrong type, naming it', () => {
    expect(() => parseRuntimeConfig({ payEnabled: 'yes' })).toThrow(/config\.payEnabled: expected a boolean/);
    expect(() => parseRuntimeConfig({ bookingEndDays: -1 })).toThrow(/config\.bookingEndDays: expected a whole number/);
    expect(() => parseRuntimeConfig({ bookingEndDays: 1.5 })).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ groupLoginVariant: 'newest' })).toThrow(/one of new, old/);
    expect(() => parseRuntimeConfig({ onSiteOnlyCodes: ['9907', 911] })).toThrow(/config\.onSiteOnlyCodes\[1\]/);
  });

  it('refuses what is not an object', () => {
    for (const raw of [null, [], 'config', 3]) expect(() => parseRuntimeConfig(raw)).toThrow(ConfigError);
  });

  it('refuses a reversed booking range', () => {
    expect(() => parseRuntimeConfig({ bookingStartDays: 10, bookingEndDays: 5 })).toThrow(/bookingStartDays/);
  });

  it('ignores unknown keys', () => {
    expect(parseRuntimeConfig({ extra: 1 })).toEqual(RUNTIME_CONFIG_DEFAULTS);
  });
});
