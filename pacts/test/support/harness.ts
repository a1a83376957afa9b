/**
 * Pact harness: one PactV4 per interaction, the REAL SDK client pointed at the mock server, and the request
 * credentials every /api call carries. The service token is pre-seeded in the SDK's token store, so an interaction is
 * one HTTP exchange; the token request itself has its own interactions (access.pact.test.ts).
 */
import { MatchersV3, PactV4, type V3MockServer as V4MockServer } from '@pact-foundation/pact';
import type {
  V4InteractionWithResponse,
  V4RequestBuilder,
  V4ResponseBuilder,
} from '@pact-foundation/pact/src/v4/http/types';
import { expect } from 'vitest';
import { CONSUMER, GENERATED_DIR, PROVIDER } from '../../src/paths';
import type { ProviderState } from '../../src/states';
import {
  createCheckupClient,
  memoryTokenStore,
  operationMeta,
  silentLogger,
  type CallArgs,
  type CheckupClient,
  type CheckupErrorKind,
  type EnvelopeOperationId,
  type HeadersOf,
  type QueryOf,
  type RequestBodyOf,
  type Result,
  type ReturnDataOf,
  type TokenStore,
} from './sdk';

/** Example values the matchers carry (what a provider sees in the pact file). */
export const SAMPLE_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjaGVja3VwLXdlYiJ9.c2lnbmF0dXJl';
export const SAMPLE_SESSION = 'eyJvcGVuaWQiOiJvWGszYTVKdDhxVzJuWWNEMHNMOXZQelIxbUVvIn0.c2lnbmF0dXJl';

/** `Authorization: Bearer <any token>`. */
export const bearerHeader = MatchersV3.regex('^Bearer \\S+$', `Bearer ${SAMPLE_TOKEN}`);
/** A Cookie header holding the visitor session (the browser sends it; the SDK's fetch includes credentials). */
export const sessionCookieHeader = MatchersV3.regex(
  '(^|;\\s*)checkup_session=[^;\\s]+',
  `checkup_session=${SAMPLE_SESSION}`,
);

/** The mock-server bookkeeping of pact-core, reached through PactV4's private handle. */
interface MockServerState {
  mockServerMatchedSuccessfully(port: number): boolean;
}

/**
 * Waits (at most 2 s) until the mock server has recorded every expected request. Under CPU load pact-core 16.3+ may
 * answer a request before it books the match, and executeTest then reports "expected but not received"
 * (pact-foundation/pact-reference#535, pact-js#1835).
 */
async function waitForMatches(pact: PactV4, port: number): Promise<void> {
  const state = (pact as unknown as { pact: MockServerState }).pact;
  for (let waited = 0; waited < 2000 && !state.mockServerMatchedSuccessfully(port); waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Wraps the builder chain of a pact so that every executeTest waits for the bookkeeping before Pact checks it. */
function settling<T extends object>(target: T, pact: PactV4): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      if (key === 'executeTest') {
        return (test: (mock: V4MockServer) => Promise<unknown>) =>
          (value as (test: (mock: V4MockServer) => Promise<unknown>) => Promise<unknown>).call(
            object,
            async (mock: V4MockServer) => {
              const result = await test(mock);
              await waitForMatches(pact, mock.port);
              return result;
            },
          );
      }
      return (...args: unknown[]) => {
        const result: unknown = (value as (...args: unknown[]) => unknown).apply(object, args);
        return typeof result === 'object' && result !== null ? settling(result, pact) : result;
      };
    },
  });
}

/** A fresh Pact for one test; every test merges its interactions into the same generated pact file. */
export function newPact(): PactV4 {
  const pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: GENERATED_DIR, logLevel: 'error' });
  return settling(pact, pact);
}

/** A token store holding a valid sample token, as after an earlier GetToken. */
export function seededTokenStore(accessToken = SAMPLE_TOKEN): TokenStore {
  const store = memoryTokenStore();
  store.set({ tokenType: 'Bearer', accessToken, expiresAt: Date.now() + 3_600_000 });
  return store;
}

/** Options of {@link sdkClient}. */
export interface SdkClientOptions {
  /** Send the session cookie, as the browser does after sign-in. */
  session?: boolean;
  tokenStore?: TokenStore;
  rsaPublicKey?: string;
}

/** The SDK client against a mock server (API and AI on the same origin). */
export function sdkClient(mock: V4MockServer, options: SdkClientOptions = {}): CheckupClient {
  const { session = false, tokenStore = seededTokenStore(), rsaPublicKey } = options;
  return createCheckupClient({
    config: { apiHost: mock.url, aiBaseUrl: mock.url, ...(rsaPublicKey ? { rsaPublicKey } : {}) },
    tokenStore,
    logger: silentLogger,
    fetch: (request) => {
      // Node's fetch has no cookie jar: add what the browser would send with credentials 'include'.
      if (session) request.headers.set('Cookie', `checkup_session=${SAMPLE_SESSION}`);
      return fetch(request);
    },
  });
}

/**
 * Sets a text (non-JSON, non-binary) request body. V4RequestBuilder.body() records any Buffer as binary and matches only
 * its content type; a form body must match field by field, which Pact does for a text body of that content type.
 */
export function textRequestBody(builder: V4RequestBuilder, contentType: string, text: string): void {
  (
    builder as unknown as { interaction: { withRequestBody(body: string, contentType: string): void } }
  ).interaction.withRequestBody(text, contentType);
}

/** Sets a text response body with a regular expression over the whole body (an event stream, an HTML page). */
export function textResponseBody(builder: V4ResponseBuilder, contentType: string, text: string, pattern: string): void {
  (
    builder as unknown as { interaction: { withResponseBody(body: string, contentType: string): void } }
  ).interaction.withResponseBody(text, contentType);
  builder.headers({ 'Content-Type': MatchersV3.regex(`^${contentType.replaceAll('/', '\\/')}(;.*)?$`, contentType) });
  builder.matchingRules({ body: { path: '$', rules: [MatchersV3.regex(pattern, text)] } });
}

/** One envelope call: the interaction and the SDK call that must produce it. */
export interface ApiCase<Op extends EnvelopeOperationId> {
  operationId: Op;
  given: ProviderState | ProviderState[];
  uponReceiving: string;
  /** The body the app passes to `call` (exact: the consumer decides what it sends). */
  body?: RequestBodyOf<Op>;
  /**
   * The body as recorded, when some values come from the provider (e.g. `fromProviderState('${orderId}', ...)` for an
   * id the provider generated); defaults to `body`.
   */
  requestBody?: unknown;
  query?: QueryOf<Op>;
  /** Headers the operation declares (e.g. Idempotency-Key), as recorded: a value or a matcher whose example the SDK sends. */
  headers?: { [Name in keyof NonNullable<HeadersOf<Op>>]?: string | MatchersV3.Matcher<string> };
  /** Whether the session cookie is sent; defaults to the operation needing it. */
  session?: boolean;
  /** Send this exact token instead of the matched sample (token-expiry interactions). */
  accessToken?: string;
  status?: number;
  /** Response body, with matchers where values vary. */
  response: unknown;
  responseHeaders?: Record<string, string | MatchersV3.Matcher<string>>;
}

/** Adds the interaction of an {@link ApiCase} to a pact (several may be added before one executeTest). */
export function addApiInteraction<Op extends EnvelopeOperationId>(
  pact: PactV4,
  apiCase: ApiCase<Op>,
): V4InteractionWithResponse {
  const meta = operationMeta[apiCase.operationId];
  const session = apiCase.session ?? meta.hasSession;
  let interaction = pact.addInteraction();
  for (const state of [apiCase.given].flat()) interaction = interaction.given(state.name, state.params);
  return interaction
    .uponReceiving(apiCase.uponReceiving)
    .withRequest(meta.method.toUpperCase(), meta.path, (builder) => {
      builder.headers({
        ...(meta.hasServiceToken
          ? { Authorization: apiCase.accessToken ? `Bearer ${apiCase.accessToken}` : bearerHeader }
          : {}),
        ...(session ? { Cookie: sessionCookieHeader } : {}),
        ...apiCase.headers,
      });
      if (apiCase.query) builder.query(apiCase.query);
      // The SDK sends {} on every non-GET call without a body (the legacy client's habit).
      if (meta.method !== 'get') builder.jsonBody(apiCase.requestBody ?? apiCase.body ?? {});
    })
    .willRespondWith(apiCase.status ?? 200, (builder) => {
      builder.headers({
        'Content-Type': MatchersV3.regex('^application\\/json(;.*)?$', 'application/json; charset=utf-8'),
        ...apiCase.responseHeaders,
      });
      builder.jsonBody(apiCase.response);
    });
}

/** The SDK call of an {@link ApiCase}. */
export function callCase<Op extends EnvelopeOperationId>(
  api: CheckupClient,
  apiCase: ApiCase<Op>,
): Promise<Result<ReturnDataOf<Op>>> {
  const options = {
    ...(apiCase.query ? { query: apiCase.query } : {}),
    ...(apiCase.headers ? { headers: MatchersV3.reify(apiCase.headers) } : {}),
  };
  const args = [apiCase.body, options] as unknown as CallArgs<Op>;
  return api.call(apiCase.operationId, ...args);
}

/** Runs one envelope case through the SDK and hands its typed Result to `check`. */
export async function verifyCall<Op extends EnvelopeOperationId>(
  apiCase: ApiCase<Op>,
  check: (result: Result<ReturnDataOf<Op>>) => void,
  clientOptions: SdkClientOptions = {},
): Promise<void> {
  const session = apiCase.session ?? operationMeta[apiCase.operationId].hasSession;
  await addApiInteraction(newPact(), apiCase).executeTest(async (mock) => {
    const api = sdkClient(mock, {
      session,
      ...(apiCase.accessToken ? { tokenStore: seededTokenStore(apiCase.accessToken) } : {}),
      ...clientOptions,
    });
    check(await callCase(api, apiCase));
  });
}

/** The data of a successful Result (fails the test otherwise). */
export function dataOf<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`expected success, got ${result.error.kind} "${result.error.returnMsg}" (${result.error.message})`);
  return result.data;
}

/** Asserts a failed Result of the given kind and, when given, server message. */
export function expectFailure(result: Result<unknown>, kind: CheckupErrorKind, returnMsg?: string): void {
  if (result.ok) throw new Error(`expected a ${kind} failure, got success with ${JSON.stringify(result.data)}`);
  expect(result.error.kind).toBe(kind);
  if (returnMsg !== undefined) expect(result.error.returnMsg).toBe(returnMsg);
}

/** A business failure: HTTP 200, `success: false` and the spec's message, which the SDK hands over verbatim. */
export function verifyBusinessFailure<Op extends EnvelopeOperationId>(
  apiCase: Omit<ApiCase<Op>, 'response' | 'status'> & { returnMsg: string },
): Promise<void> {
  const { returnMsg, ...rest } = apiCase;
  return verifyCall({ ...rest, response: { success: false, returnMsg } }, (result) =>
    expectFailure(result, 'business', returnMsg),
  );
}
