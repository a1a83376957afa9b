/** The response envelope of every `/api` call. */
export interface Envelope<T = unknown> {
  success: boolean;
  returnMsg: string;
  returnData?: T;
}

/** A business failure: HTTP 200 with `success: false` and the message the app shows. */
export function failure(returnMsg: string): Envelope<never> {
  return { success: false, returnMsg };
}

/** An error that ends the request with an HTTP status and the envelope (400, 401, 403, 404, 429). */
export class HttpProblem extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpProblem';
    this.statusCode = statusCode;
  }
}

/** A successful envelope; `查询成功` is the contract's message for reads. */
export function success<T>(returnData: T, returnMsg = '查询成功'): Envelope<T> & { success: true; returnData: T } {
  return { success: true, returnMsg, returnData };
}
