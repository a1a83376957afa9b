/**
 * The fetch the SDK client is given: a request without its whole answer after {@link REQUEST_TIMEOUT_MS} is aborted, so the
 * call fails like a lost connection (the SDK's `network` error: the screen's 系统繁忙 text, a submit button usable
 * again) instead of showing the loading bar and a busy button for ever. The SDK has no timeout of its own.
 */

/** How long a request may wait for its whole answer (a streamed one: for its headers). */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * How long a streamed answer (the AI chat, `Accept: text/event-stream`) may take to start: the server answers only once
 * the model service has, and a large model's first token can take longer than an ordinary call.
 */
export const STREAM_START_TIMEOUT_MS = 60_000;

type Fetch = (request: Request, init?: RequestInit) => Promise<Response>;

/**
 * Wraps `fetch` with the timeout. An ordinary answer is read to its end under the timeout and handed on buffered, so
 * headers that come in time with a body that stalls fail the same way as no answer. Only a streamed answer (the AI chat,
 * the one request that asks for `text/event-stream`) is handed on unread once its headers came: it may take longer.
 * The caller's own abort still stops the request and its body.
 */
export function fetchWithTimeout(
  fetch: Fetch = (request, init) => globalThis.fetch(request, init),
  timeoutMs = REQUEST_TIMEOUT_MS,
) {
  return async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    const { signal } = controller;
    const callerAborted = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) callerAborted();
    else request.signal.addEventListener('abort', callerAborted, { once: true });
    const streamed = request.headers.get('accept')?.includes('text/event-stream');
    const limit = streamed ? Math.max(timeoutMs, STREAM_START_TIMEOUT_MS) : timeoutMs;
    const timer = setTimeout(
      () => controller.abort(new DOMException(`no answer within ${limit} ms`, 'TimeoutError')),
      limit,
    );
    try {
      const response = await fetch(request, { signal });
      if (streamed) return response;
      // Settled by the abort too, whether or not the body's reader notices it.
      const body = await new Promise<ArrayBuffer>((resolve, reject) => {
        const stop = () => reject(signal.reason as Error);
        if (signal.aborted) stop();
        signal.addEventListener('abort', stop, { once: true });
        response.arrayBuffer().then(resolve, reject);
      });
      return new Response(body.byteLength ? body : null, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      clearTimeout(timer);
    }
  };
}
