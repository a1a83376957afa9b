/**
 * A network that answers badly, for network-faults.spec.ts: a gateway's HTML error page instead of the API's answer,
 * a 200 whose body is not the API's JSON, and a call that gets no answer at all. Each fault may first let the request
 * reach the server (which then does its work, e.g. writes an order) and only replace or withhold its answer.
 */
import type { Page, Request } from '@playwright/test';

/** What a gateway (nginx in front of the API) says when the API behind it is down or too slow. */
const gatewayPage = (status: 502 | 503): string => {
  const title = status === 502 ? '502 Bad Gateway' : '503 Service Temporarily Unavailable';
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
};

/** One bad answer. `reachServer`: the request is first sent on to the server, whose own answer is then lost. */
export type Fault = { reachServer?: boolean } & (
  | { kind: 'gateway'; status: 502 | 503 }
  /** HTTP 200 with this body and content type (default application/json). */
  | { kind: 'body'; body: string; contentType?: string }
  /** No answer: the request stays unanswered until the page gives up on it. */
  | { kind: 'hang' }
);

/** The server's own answer to a faulted request that reached it. */
interface ServerAnswer {
  status: number;
  body: string;
}

export interface Faults {
  /** Faults for the next matching requests, used up in order; once empty, requests go through untouched. */
  next: Fault[];
  /** How many matching requests the page sent. */
  asked: number;
  /** The server's answers to the faulted requests that reached it, in order. */
  reached: ServerAnswer[];
  /** Matching requests that the page itself gave up on (aborted, e.g. by its request timeout). */
  abandoned: number;
}

/** Requests matching `pattern` get the faults queued in the returned `next`, one each, then go through. */
export async function faultRoute(page: Page, pattern: string | RegExp): Promise<Faults> {
  const state: Faults = { next: [], asked: 0, reached: [], abandoned: 0 };
  await page.route(pattern, async (route) => {
    state.asked += 1;
    const fault = state.next.shift();
    if (!fault) return route.fallback();
    // Listened for before the server is asked, so a page that gives up while the server works is not missed.
    const givenUp = fault.kind === 'hang' ? abandonment(page, route.request()) : undefined;
    if (fault.reachServer) {
      const response = await route.fetch();
      state.reached.push({ status: response.status(), body: await response.text() });
    }
    if (fault.kind === 'hang') {
      // Never answered: the handler ends once the page has given up on the request.
      await givenUp;
      state.abandoned += 1;
      return undefined;
    }
    if (fault.kind === 'gateway') {
      return route.fulfill({ status: fault.status, contentType: 'text/html', body: gatewayPage(fault.status) });
    }
    return route.fulfill({
      status: 200,
      contentType: fault.contentType ?? 'application/json; charset=utf-8',
      body: fault.body,
    });
  });
  return state;
}

/** Resolves when the page gives up on `request` (it fails without an answer, e.g. aborted by the page's timeout). */
function abandonment(page: Page, request: Request): Promise<void> {
  return new Promise((resolve) => {
    const failed = (candidate: Request) => {
      if (candidate !== request) return;
      page.off('requestfailed', failed);
      resolve();
    };
    page.on('requestfailed', failed);
  });
}

/** Chromium's console line for an answer with an error status. */
export const ERROR_STATUS = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
