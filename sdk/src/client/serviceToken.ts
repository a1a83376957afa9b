/**
 * The service token (orders-reports §7 "Token and transport" item 2, §4 "Token"): fetched from /connect/token when none
 * is stored or it expired, stored with an expiry 10 s before the real one, shared by concurrent calls.
 */
import type { Client } from 'openapi-fetch';
import type { components, paths } from '../schema';
import { objectOf, oneOf, number, string, validate } from '../validate/guards';
import { CheckupError, kindForStatus, type Result } from './errors';
import type { StoredToken, TokenStore } from './tokenStore';

/** The token is dropped this long before the server's expiry, so it never dies in flight. */
export const SERVICE_TOKEN_MARGIN_MS = 10_000;

/** The browser is a public client: it carries no secret (docs/adr/0003-browser-is-a-public-client.md). */
export const PUBLIC_CLIENT_ID = 'checkup-web';

type TokenResponse = components['schemas']['TokenResponse'];

const tokenResponse = objectOf<TokenResponse>({
  access_token: string,
  token_type: oneOf('Bearer'),
  expires_in: number,
});

/** Authorization header value: token_type followed by access_token. */
export function authorizationOf(token: StoredToken): string {
  return `${token.tokenType} ${token.accessToken}`;
}

/** Thrown inside the request pipeline when no token can be had; the client turns it into a failed Result. */
export class ServiceTokenUnavailable extends Error {
  override readonly name = 'ServiceTokenUnavailable';

  constructor(readonly error: CheckupError) {
    super(error.message, { cause: error });
  }
}

/** Token bookkeeping used by the client's middleware. */
export interface ServiceTokens {
  /** Header for the stored token, fetching one first when none is stored or it expired. Throws ServiceTokenUnavailable. */
  authorization(): Promise<string>;
  /** After the server refused `rejected` (401): a token stored since by another call, or a fresh one. Throws ServiceTokenUnavailable. */
  renew(rejected: string | null): Promise<string>;
  /** The valid stored token, or a new one (always a new one with `refresh`). */
  get(options?: { refresh?: boolean }): Promise<Result<StoredToken>>;
}

/** Creates the bookkeeping around a function that asks the server for a token. */
export function createServiceTokens(options: {
  requestToken: () => Promise<Result<TokenResponse>>;
  store: TokenStore;
  now: () => number;
}): ServiceTokens {
  const { requestToken, store, now } = options;
  let inFlight: Promise<Result<StoredToken>> | null = null;

  const valid = (): StoredToken | null => {
    const token = store.get();
    return token && now() < token.expiresAt ? token : null;
  };

  // Every caller that needs a new token while one is being fetched waits for that same request.
  const fetchNew = (): Promise<Result<StoredToken>> => {
    inFlight ??= requestToken()
      .then((result): Result<StoredToken> => {
        if (!result.ok) return result;
        const token = {
          tokenType: result.data.token_type,
          accessToken: result.data.access_token,
          expiresAt: now() + result.data.expires_in * 1000 - SERVICE_TOKEN_MARGIN_MS,
        };
        store.set(token);
        return { ok: true, data: token, returnMsg: result.returnMsg };
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const headerOf = async (pending: Promise<Result<StoredToken>>): Promise<string> => {
    const result = await pending;
    if (!result.ok) throw new ServiceTokenUnavailable(result.error);
    return authorizationOf(result.data);
  };

  return {
    authorization: () => {
      const token = valid();
      return token ? Promise.resolve(authorizationOf(token)) : headerOf(fetchNew());
    },
    renew: (rejected) => {
      const token = valid();
      if (token && authorizationOf(token) !== rejected) return Promise.resolve(authorizationOf(token));
      if (!inFlight) store.clear();
      return headerOf(fetchNew());
    },
    get: (opts = {}) => {
      const token = opts.refresh ? null : valid();
      return token ? Promise.resolve({ ok: true, data: token, returnMsg: '' }) : fetchNew();
    },
  };
}

/** POSTs the form-encoded client-credentials grant and validates the answer. */
export async function requestServiceToken(client: Client<paths>, signal?: AbortSignal): Promise<Result<TokenResponse>> {
  let outcome;
  try {
    outcome = await client.POST('/connect/token', {
      body: { grant_type: 'client_credentials', client_id: PUBLIC_CLIENT_ID },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
      parseAs: 'text',
      signal,
    });
  } catch (cause) {
    return { ok: false, error: new CheckupError('network', 'Service token request failed', { cause }) };
  }
  const { response } = outcome;
  if (!response.ok) {
    const body = outcome.error as unknown;
    const described =
      typeof body === 'object' && body !== null
        ? (body as { error_description?: unknown; error?: unknown; returnMsg?: unknown })
        : {};
    const returnMsg =
      [described.error_description, described.returnMsg, described.error].find(
        (v): v is string => typeof v === 'string',
      ) ?? '';
    // Any refusal of the credentials means no authorised calls can be made.
    const kind = response.status === 400 ? 'unauthorized' : kindForStatus(response.status);
    return {
      ok: false,
      error: new CheckupError(kind, `Service token refused with HTTP ${response.status}`, {
        status: response.status,
        returnMsg,
      }),
    };
  }
  // parseAs 'text' hands over the raw text; the generated type describes the parsed JSON instead.
  const text: unknown = outcome.data;
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof text === 'string' ? text : '');
  } catch (cause) {
    return {
      ok: false,
      error: new CheckupError('decode', 'Service token response is not JSON', { status: response.status, cause }),
    };
  }
  const checked = validate(tokenResponse, parsed);
  if (!checked.ok)
    return {
      ok: false,
      error: new CheckupError('decode', `Service token response: ${checked.problem}`, { status: response.status }),
    };
  return { ok: true, data: checked.value, returnMsg: '' };
}
