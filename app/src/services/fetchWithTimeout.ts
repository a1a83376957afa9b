/**
 * The fetch the SDK client is given: a request without an answer after {@link REQUEST_TIMEOUT_MS} is aborted, so the
 * call fails like a lost connection (the SDK's `network` error: the screen's 系统繁忙 text, a submit button usable
 * again) instead of showing the loading bar and a busy button for ever. The SDK has no timeout of its own.
 */

/** How long a request may wait for its answer's headers. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * How long a streamed answer (the AI chat, `Accept: text/event-stream`) may take to start: the server answers only once
 * the model service has, and a large model's first token can take longer than an ordinary call.
 */
export const STREAM_START_TIMEOUT_MS = 60_000;

type Fetch = (request: Request, init?: RequestInit) => Promise<Response>;

/**
 * Wraps `fetch` with the timeout. Only the wait for the response's headers is timed: a streamed answer (the AI chat)
 * may take longer once it has started. The caller's own abort still stops the request and its body.
 */
export function fetchWithTimeout(fetch: Fetch = (request, init) => globalThis.fetch(request, init), timeoutMs = REQUEST_TIMEOUT_MS) {
  return (request: Request): Promise<Response> => {
    const controller = new AbortController();
    const callerAborted = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) callerAborted();
    else request.signal.addEventListener('abort', callerAborted, { once: true });
    const limit = request.headers.get('accept')?.includes('text/event-stream') ? Math.max(timeoutMs, STREAM_START_TIMEOUT_MS) : timeoutMs;
    const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${limit} ms`, 'TimeoutError')), limit);
    return fetch(request, { signal: controller.signal }).finally(() => clearTimeout(timer));
  };
}
