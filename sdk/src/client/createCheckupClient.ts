/**
 * The SDK client (orders-reports §7 "Token and transport", §8 "Transport errors") on openapi-fetch:
 * base address from the runtime configuration, service token with one shared refresh and one retry after a 401,
 * credentials included, JSON bodies, loading events, optional transport encryption, and Results instead of throws.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { encryptBody, encryptText, importPublicKeyPem } from '../crypto';
import type { RuntimeConfig } from '../config';
import { operationMeta, type OperationId, type OperationMeta } from '../operations.gen';
import type { components, paths } from '../schema';
import { chatDeltas } from './chatStream';
import { envelopeResult, type ResponseFacts } from './envelope';
import { CheckupError, kindForStatus, type Result } from './errors';
import type { CheckupLogger } from './logger';
import type { CallArgs, CallOptions, EnvelopeOperationId, ReturnDataOf } from './operationTypes';
import { createServiceTokens, requestServiceToken, ServiceTokenUnavailable, type ServiceTokens } from './serviceToken';
import { defaultTokenStore, type StoredToken, type TokenStore } from './tokenStore';

/** The part of the runtime configuration the client uses. */
export type ClientConfig = Pick<RuntimeConfig, 'apiHost'> & Partial<Pick<RuntimeConfig, 'aiBaseUrl' | 'rsaPublicKey'>>;

/** Options of {@link createCheckupClient}. */
export interface CheckupClientOptions {
  /** apiHost ('' = same origin as the page), aiBaseUrl ('' = same origin), rsaPublicKey (needed for `encrypt` and `pdfUrl`). */
  config: ClientConfig;
  /** Fetch to use; tests and pacts inject one. Defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Where the service token lives; defaults to localStorage when present, else memory. */
  tokenStore?: TokenStore;
  /** Receives what §8 says is only logged; defaults to the console. */
  logger?: CheckupLogger;
  /** Called with true when the first call starts and false when the last one ends (the app's 努力加载中.... bar). */
  onLoadingChange?: (active: boolean) => void;
  /** Called when the server answers codeText RESULT_NEED_ADVANCE_AUTH: the visitor must sign in again. */
  onReLoginRequired?: () => void;
  /** Clock (Unix ms) for token expiry; defaults to Date.now. */
  now?: () => number;
}

/** A chat message as the chat-completions endpoint takes it. */
export type ChatMessage = components['schemas']['ChatMessage'];

/** What {@link CheckupClient.streamChatCompletion} sends. */
export interface ChatCompletionOptions {
  messages: ChatMessage[];
  /** Aborting ends the stream quietly (the view was closed or left). */
  signal?: AbortSignal;
  /** Model name; defaults to the reference server's built-in model. */
  model?: string;
  temperature?: number;
  max_tokens?: number;
}

/** Model of the reference server's deterministic built-in chat. */
export const DEFAULT_CHAT_MODEL = 'checkup-builtin';

/** The typed API client. */
export interface CheckupClient {
  /**
   * Calls an envelope operation by its operationId, e.g. `api.call('GetClusItemList', { clus_type: '3' })`.
   * Resolves to data or a typed error; it rejects only on a deployment error (`encrypt` without rsaPublicKey).
   */
  call<Op extends EnvelopeOperationId>(operationId: Op, ...args: CallArgs<Op>): Promise<Result<ReturnDataOf<Op>>>;
  /** The valid stored service token, or a new one from /connect/token (always new with `refresh`). */
  getToken(options?: { refresh?: boolean }): Promise<Result<StoredToken>>;
  /**
   * Address of a report's PDF: GetTimeStamp, then `/home/pdf?code=<encrypted {regNo, timestamp}>` on the API host.
   * Rejects when the configuration has no rsaPublicKey.
   */
  pdfUrl(regNo: string, options?: { signal?: AbortSignal }): Promise<Result<string>>;
  /**
   * Text deltas of a streamed chat completion from aiBaseUrl; failures throw CheckupError; aborting ends it without an
   * error. It carries the service token but no cookies, and does not drive the loading bar (the chat shows its own progress).
   */
  streamChatCompletion(options: ChatCompletionOptions): AsyncGenerator<string, void, undefined>;
  /** The underlying openapi-fetch client, with the token middleware installed. */
  readonly raw: Client<paths>;
}

type UntypedRequest = (
  method: OperationMeta['method'],
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

const metaByRoute = new Map<string, OperationMeta>(
  Object.values(operationMeta).map((meta: OperationMeta) => [`${meta.method.toUpperCase()} ${meta.path}`, meta]),
);

/** Adds the service token to the calls that need it and, after a 401, renews it and repeats the call once. */
function serviceTokenMiddleware(
  tokens: ServiceTokens,
  fetch: (request: Request) => Promise<Response>,
  logger: CheckupLogger,
): Middleware {
  // Copies of the requests made with a token, kept until their answer, so a 401 can be retried with the body intact.
  const retryable = new Map<string, Request>();
  return {
    async onRequest({ request, schemaPath, id }) {
      if (!metaByRoute.get(`${request.method} ${schemaPath}`)?.hasServiceToken) return undefined;
      request.headers.set('Authorization', await tokens.authorization());
      retryable.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const copy = retryable.get(id);
      retryable.delete(id);
      if (response.status !== 401 || !copy) return undefined;
      logger.warn(
        `${copy.method} ${new URL(copy.url).pathname}: HTTP 401, login expired; fetching a new service token`,
      );
      copy.headers.set('Authorization', await tokens.renew(copy.headers.get('Authorization')));
      return fetch(copy);
    },
    onError({ id }) {
      retryable.delete(id);
      return undefined;
    },
  };
}

/** Parses a text body as JSON when it is JSON; keeps the text otherwise (the envelope check reports it). */
function parseBody(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Creates the client for a runtime configuration. */
export function createCheckupClient(options: CheckupClientOptions): CheckupClient {
  const { config, logger = console, onLoadingChange, onReLoginRequired, now = Date.now } = options;
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const apiHost = config.apiHost.replace(/\/+$/, '');

  const raw = createClient<paths>({ baseUrl: apiHost, fetch, credentials: 'include' });
  const tokens = createServiceTokens({
    requestToken: () => requestServiceToken(raw),
    store: options.tokenStore ?? defaultTokenStore(),
    now,
  });
  raw.use(serviceTokenMiddleware(tokens, fetch, logger));
  const request: UntypedRequest = (method, path, init) =>
    (raw.request as unknown as UntypedRequest)(method, path, init);

  let publicKey: Promise<CryptoKey> | undefined;
  const rsaKey = (): Promise<CryptoKey> => {
    if (!config.rsaPublicKey) return Promise.reject(new Error('Transport encryption needs RuntimeConfig.rsaPublicKey'));
    publicKey ??= importPublicKeyPem(config.rsaPublicKey);
    return publicKey;
  };

  let activeCalls = 0;
  const loading = {
    start: () => {
      activeCalls += 1;
      if (activeCalls === 1) onLoadingChange?.(true);
    },
    end: () => {
      activeCalls -= 1;
      if (activeCalls === 0) onLoadingChange?.(false);
    },
  };

  /** A failure before any HTTP answer: no token, aborted, or no connection. */
  const transportFailure = (operationId: string, error: unknown): CheckupError => {
    if (error instanceof ServiceTokenUnavailable) {
      logger.warn(`${operationId}: no service token (${error.error.message})`);
      return error.error;
    }
    if (error instanceof CheckupError) return error;
    const aborted = isAbort(error);
    logger.warn(`${operationId}: ${aborted ? 'request aborted' : 'network error'}`, error);
    return new CheckupError('network', `${operationId}: ${aborted ? 'request aborted' : 'network error'}`, {
      cause: error,
    });
  };

  async function call<Op extends EnvelopeOperationId>(
    operationId: Op,
    ...args: CallArgs<Op>
  ): Promise<Result<ReturnDataOf<Op>>> {
    const meta: OperationMeta = operationMeta[operationId];
    const [body, callOptions = {}] = args as [unknown, CallOptions<OperationId> | undefined];
    // The second client sends a JSON body on every non-GET call, {} when there is nothing to send.
    const plainBody = meta.method === 'get' ? undefined : (body ?? {});
    // Outside the try: a missing public key is a deployment error and rejects instead of becoming a Result.
    const key = callOptions.encrypt && plainBody !== undefined ? await rsaKey() : undefined;
    loading.start();
    try {
      const sentBody = key ? await encryptBody(plainBody, key) : plainBody;
      const outcome = await request(meta.method, meta.path, {
        body: sentBody,
        params: { query: callOptions.query, header: callOptions.headers },
        headers: { Accept: 'application/json' },
        parseAs: 'text',
        signal: callOptions.signal,
      });
      const facts: ResponseFacts = {
        status: outcome.response.status,
        body: outcome.response.ok ? parseBody(outcome.data) : outcome.error,
        retryAfter: outcome.response.headers.get('Retry-After'),
      };
      return envelopeResult(operationId, facts, { logger, onReLoginRequired }) as Result<ReturnDataOf<Op>>;
    } catch (error) {
      return { ok: false, error: transportFailure(operationId, error) };
    } finally {
      loading.end();
    }
  }

  async function pdfUrl(regNo: string, pdfOptions: { signal?: AbortSignal } = {}): Promise<Result<string>> {
    const key = await rsaKey();
    const stamp = await call('GetTimeStamp', undefined, { signal: pdfOptions.signal });
    if (!stamp.ok) return stamp;
    // The one-time key's time is the server's too: the server refuses keys minutes off its clock, the phone's may be.
    const code = await encryptText(JSON.stringify({ regNo, timestamp: stamp.data }), key, { nowMs: stamp.data });
    return {
      ok: true,
      data: `${apiHost}${operationMeta.GetReportPdf.path}?code=${encodeURIComponent(code)}`,
      returnMsg: stamp.returnMsg,
    };
  }

  async function* streamChatCompletion(chat: ChatCompletionOptions): AsyncGenerator<string, void, undefined> {
    const { messages, signal, model = DEFAULT_CHAT_MODEL, temperature, max_tokens } = chat;
    // '' means the page's own origin, which in a browser need not be the API host.
    const baseUrl =
      config.aiBaseUrl?.replace(/\/+$/, '') || (globalThis as { location?: Location }).location?.origin || apiHost;
    let outcome;
    try {
      outcome = await raw.POST('/v1/chat/completions', {
        baseUrl,
        body: {
          model,
          messages,
          stream: true,
          ...(temperature === undefined ? {} : { temperature }),
          ...(max_tokens === undefined ? {} : { max_tokens }),
        },
        headers: { Accept: 'text/event-stream' },
        // The model service may be another origin; it needs the token, not the visitor's cookies.
        credentials: 'same-origin',
        parseAs: 'stream',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) return;
      throw transportFailure('CreateChatCompletion', error);
    }
    const { response } = outcome;
    if (!response.ok) {
      const body = outcome.error as { error?: { message?: unknown } } | undefined;
      const message = typeof body?.error?.message === 'string' ? body.error.message : '';
      logger.warn(`CreateChatCompletion: HTTP ${response.status}`, message);
      throw new CheckupError(kindForStatus(response.status), `CreateChatCompletion: HTTP ${response.status}`, {
        status: response.status,
        returnMsg: message,
      });
    }
    // parseAs 'stream' hands over the unread body; the generated type describes the event text instead.
    const stream = outcome.data as unknown as ReadableStream<Uint8Array> | null | undefined;
    if (!stream) throw new CheckupError('decode', 'CreateChatCompletion: empty stream', { status: response.status });
    try {
      yield* chatDeltas(stream);
    } catch (error) {
      if (signal?.aborted) return;
      throw transportFailure('CreateChatCompletion', error);
    }
  }

  return { call, getToken: (opts) => tokens.get(opts), pdfUrl, streamChatCompletion, raw };
}
