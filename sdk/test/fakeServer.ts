/**
 * An in-process stand-in for the Checkup backend, given to the client as its `fetch`: no network, no ports.
 * Each route answers like the real server (envelopes, token endpoint, statuses); tests script the answers.
 */
export type Handler = (request: Request, body: string) => Response | Promise<Response>;

/** A JSON response with the given status. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The `{ success, returnMsg, returnData }` envelope. */
export function envelope(returnData: unknown, returnMsg = '查询成功'): Response {
  return json(returnData === undefined ? { success: true, returnMsg } : { success: true, returnMsg, returnData });
}

/** A business failure: HTTP 200 with success false. */
export function businessFailure(returnMsg: string): Response {
  return json({ success: false, returnMsg });
}

interface SeenRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: string;
  credentials: RequestCredentials;
}

/** A scripted server: routes by "METHOD /path"; unknown routes answer 404 like the real one. */
export function fakeServer(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  let tokensIssued = 0;
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await request.text();
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body,
      credentials: request.credentials,
    });
    const handler = routes[`${request.method} ${url.pathname}`];
    if (handler) return handler(request, body);
    if (url.pathname === '/connect/token') {
      tokensIssued += 1;
      return json({ access_token: `token-${tokensIssued}`, token_type: 'Bearer', expires_in: 3600 });
    }
    return new Response('Not Found', { status: 404 });
  };
  return {
    fetch,
    seen,
    /** Requests to a path, in order. */
    to: (path: string) => seen.filter((r) => r.path === path),
  };
}

/** A promise with its resolver, to hold an answer back while other calls start. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const API = 'https://tj.example-hospital.cn';
