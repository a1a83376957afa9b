/**
 * The SDK client behind a facade that loads its code (openapi-fetch, the operation map, envelope checks, transport
 * encryption: ≈ 9 kB gzip) on first use or when {@link LazyCheckupClient.preload} asks for it. Home makes no API call,
 * so the first load of `/` does without it; a screen that calls at once has it preloaded at start-up (`main.tsx`).
 * When that code cannot be downloaded (offline), each call answers as the SDK does without a connection (`network`),
 * and the next one tries the download again. The SDK's error class (≈ 0.3 kB gzip) is in the first load for that.
 */
import {
  CheckupError,
  type CallArgs,
  type CheckupClient,
  type CheckupClientOptions,
  type EnvelopeOperationId,
  type Result,
} from '@checkup/sdk';
import type * as ClientCode from './checkupClient';

/** How long a prefetched answer waits for the call that takes it (the first screen calls within a second or two). */
export const PREFETCH_TTL_MS = 10_000;

export interface LazyCheckupClient extends CheckupClient {
  /** Starts loading the client's code now; resolves with the client. */
  preload(): Promise<CheckupClient>;
  /**
   * Sends a call now, ahead of the screen that will make it: the next `call` of the same operation with the same body,
   * query and encryption, within {@link PREFETCH_TTL_MS}, takes this answer instead of sending its own (once), unless
   * it failed. An answer nobody takes by then is let go: not kept for the session, nor handed to a much later visit.
   */
  prefetch<Op extends EnvelopeOperationId>(operationId: Op, ...args: CallArgs<Op>): void;
}

type Answer = ReturnType<CheckupClient['call']>;

type ClientModule = Pick<typeof ClientCode, 'createCheckupClient'>;

/** Loads the client's code (the module system keeps it: calling again costs nothing). */
export const loadClientModule = (): Promise<ClientModule> => import('./checkupClient');

/**
 * `afterRetryFailed` is called when loading the code failed again after a failure: browsers before whatwg/html#10327
 * keep a failed module fetch until the page reloads (main.tsx's services reload it if they can).
 */
export function createLazyCheckupClient(
  options: CheckupClientOptions,
  load: () => Promise<ClientModule> = loadClientModule,
  afterRetryFailed: () => void = () => undefined,
): LazyCheckupClient {
  let client: CheckupClient | undefined;
  let loading: Promise<CheckupClient> | undefined;
  let failures = 0;
  const preload = () => {
    if (loading) return loading;
    loading = load().then(({ createCheckupClient }) => (client = createCheckupClient(options)));
    // A failed chunk load is not cached: the next call tries again (e.g. after the network came back). Counted once per
    // download, however many calls were waiting on it.
    loading.catch(() => {
      loading = undefined;
      if ((failures += 1) > 1) afterRetryFailed();
    });
    return loading;
  };
  /** The loaded client, loading its code first if need be. */
  const ready = async () => client ?? preload();
  const logger = options.logger ?? console;
  /** The SDK's failure without a connection, for a call made while the client's code could not be loaded. */
  const unloaded = (operationId: string, cause: unknown): CheckupError => {
    const message = `${operationId}: network error (the API client's code could not be loaded)`;
    logger.warn(message, cause);
    return new CheckupError('network', message, { cause });
  };
  /** `ask(client)`, or the `network` failure when the client's code cannot be loaded. */
  const withClient = async <T>(
    operationId: string,
    ask: (loaded: CheckupClient) => Promise<Result<T>>,
  ): Promise<Result<T>> => {
    let loaded: CheckupClient;
    try {
      loaded = await ready();
    } catch (cause) {
      return { ok: false, error: unloaded(operationId, cause) };
    }
    return ask(loaded);
  };
  const send = ((...args: Parameters<CheckupClient['call']>) =>
    withClient(args[0], (loaded) => loaded.call(...args))) as CheckupClient['call'];
  /** Prefetched answers not taken yet: each leaves on its first use or {@link PREFETCH_TTL_MS} after it was sent. */
  const prefetched = new Map<string, Answer>();
  /** What makes two calls the same request (a signal does not). */
  const keyOf = (...[operationId, body, options]: Parameters<CheckupClient['call']>) =>
    `${operationId} ${JSON.stringify([body ?? null, options?.query ?? null, options?.encrypt === true])}`;
  const take = (key: string): Answer | undefined => {
    const answer = prefetched.get(key);
    prefetched.delete(key);
    return answer;
  };
  return {
    preload,
    prefetch(...args) {
      const callArgs = args as unknown as Parameters<CheckupClient['call']>;
      const key = keyOf(...callArgs);
      if (prefetched.has(key)) return;
      const answer = send(...callArgs);
      // Nothing may take it: a call that rejects (a deployment error) must not surface as an unhandled rejection.
      answer.catch(() => undefined);
      prefetched.set(key, answer);
      // Still untaken then (the visitor went elsewhere), it is let go; a later prefetch of the same call keeps its own time.
      setTimeout(() => {
        if (prefetched.get(key) === answer) prefetched.delete(key);
      }, PREFETCH_TTL_MS);
    },
    call: ((...args: Parameters<CheckupClient['call']>) => {
      const prefetchedAnswer = take(keyOf(...args));
      if (!prefetchedAnswer) return send(...args);
      // Only a success is handed over: after a failure the caller's own call goes out, as it would have without it.
      const answer = prefetchedAnswer.then((result) => (result.ok ? result : send(...args)));
      const signal = args[2]?.signal;
      // An abort answers as the caller's own aborted call would (the prefetched request goes on, its answer unused).
      return signal ? untilAborted(answer, signal, () => send(...args)) : answer;
    }) as CheckupClient['call'],
    getToken: (...args) => withClient('GetToken', (loaded) => loaded.getToken(...args)),
    pdfUrl: (...args) => withClient('GetReportPdf', (loaded) => loaded.pdfUrl(...args)),
    async *streamChatCompletion(chatOptions) {
      let loaded: CheckupClient;
      try {
        loaded = await ready();
      } catch (cause) {
        // As the SDK's stream: aborting ends it quietly, other failures are thrown CheckupErrors.
        if (chatOptions.signal?.aborted) return;
        throw unloaded('CreateChatCompletion', cause);
      }
      yield* loaded.streamChatCompletion(chatOptions);
    },
    get raw() {
      if (!client) throw new Error('the SDK client is not loaded yet: await preload() before using raw');
      return client.raw;
    },
  };
}

/** `answer`, unless `signal` aborts first: then what `aborted()` resolves to. */
function untilAborted(answer: Answer, signal: AbortSignal, aborted: () => Answer): Answer {
  if (signal.aborted) return aborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
