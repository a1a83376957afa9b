/** Typed outcomes of SDK calls: data, or a CheckupError saying what went wrong and what the server said. */

/**
 * What kind of failure:
 * - business: HTTP 200 with `success: false` (show `returnMsg`);
 * - badRequest (400), unauthorized (401 after one retry, token refused, or codeText RESULT_LOGIN_EXPIRED /
 *   RESULT_NEED_ADVANCE_AUTH), forbidden (403 or codeText FORBIDDEN), notFound (404), rateLimited (429), server (5xx);
 * - network: no response, an aborted request, or any other status;
 * - decode: a response that does not have the contracted shape (including a malformed JSON-string returnData, or a
 *   success without the returnData its operation returns).
 */
export type CheckupErrorKind =
  | 'business'
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'server'
  | 'network'
  | 'rateLimited'
  | 'decode';

/** Second-client codes the SDK understands (orders-reports §8 "Transport errors"). */
export type CodeText = 'RESULT_LOGIN_EXPIRED' | 'RESULT_NEED_ADVANCE_AUTH' | 'RESULT_NEED_BINDPHONE' | 'FORBIDDEN';

/** Details of a {@link CheckupError}. */
export interface CheckupErrorInit {
  /** The server's message (`returnMsg` of the envelope, the token endpoint's error description), '' when none. */
  returnMsg?: string;
  /** HTTP status; 0 when there was no response. */
  status?: number;
  codeText?: CodeText;
  /** The visitor must sign in again (codeText RESULT_NEED_ADVANCE_AUTH). */
  reLogin?: boolean;
  /** Seconds to wait, from Retry-After on 429. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A failed call. `returnMsg` is what the server said (shown as is for business failures); `message` is for logs. */
export class CheckupError extends Error {
  override readonly name = 'CheckupError';
  readonly returnMsg: string;
  readonly status: number;
  readonly codeText: CodeText | undefined;
  readonly reLogin: boolean;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: CheckupErrorKind,
    message: string,
    init: CheckupErrorInit = {},
  ) {
    super(message, { cause: init.cause });
    this.returnMsg = init.returnMsg ?? '';
    this.status = init.status ?? 0;
    this.codeText = init.codeText;
    this.reLogin = init.reLogin ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** Result of a call: the decoded `returnData` with the server's `returnMsg`, or an error. Never thrown. */
export type Result<T> = { ok: true; data: T; returnMsg: string } | { ok: false; error: CheckupError };

/** Kind of failure for an HTTP status that is not a success (§8: 404 page not found, 5xx server error, others network). */
export function kindForStatus(status: number): CheckupErrorKind {
  if (status === 400) return 'badRequest';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  if (status >= 500 && status <= 599) return 'server';
  return 'network';
}
