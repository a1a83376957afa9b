/** A stand-in for the SDK client in screen tests: each operation answers from a handler; unhandled calls fail loudly. */
import {
  CheckupError,
  type CallOptions,
  type CheckupClient,
  type EnvelopeOperationId,
  type RequestBodyOf,
  type Result,
  type ReturnDataOf,
} from '@checkup/sdk';
import { vi } from 'vitest';

type Handler<Op extends EnvelopeOperationId> = (
  body: RequestBodyOf<Op>,
  options: CallOptions<Op> | undefined,
) => Result<ReturnDataOf<Op>> | Promise<Result<ReturnDataOf<Op>>>;

export type Handlers = { [Op in EnvelopeOperationId]?: Handler<Op> };

export const ok = <T>(data: T, returnMsg = '查询成功'): Result<T> => ({ ok: true, data, returnMsg });

/** HTTP 200 with `success: false` and the server's message. */
export const businessFailure = (returnMsg: string): Result<never> => ({
  ok: false,
  error: new CheckupError('business', returnMsg, { returnMsg, status: 200 }),
});

/** No answer at all. */
export const networkFailure = (): Result<never> => ({ ok: false, error: new CheckupError('network', 'network error') });

/** Any other failed call as the SDK reports it, e.g. `failure('server', { status: 502 })` for a 502 HTML page. */
export const failure = (
  kind: CheckupError['kind'],
  init: ConstructorParameters<typeof CheckupError>[2] = {},
): Result<never> => ({
  ok: false,
  error: new CheckupError(kind, `${kind} failure`, init),
});

/**
 * The order submit of a server that books the first send but whose answer never arrives (the app's request timeout:
 * the SDK reports `network`): a later send with the same Idempotency-Key gets `booked`, any other send `refusal` (the
 * server's one-active-booking message).
 */
export function bookedButAnswerLost<Op extends 'PersonOrderAdd' | 'TeamOrderAdd'>(
  booked: () => Result<ReturnDataOf<Op>>,
  refusal: string,
): Handler<Op> {
  let bookedKey: string | null = null;
  return (_body, options) => {
    const key = options?.headers?.['Idempotency-Key'] ?? '';
    if (bookedKey === null) {
      bookedKey = key;
      return networkFailure();
    }
    return key !== '' && key === bookedKey ? booked() : businessFailure(refusal);
  };
}

/** A client whose `call` is a spy answering from `handlers`. */
export function fakeApi(handlers: Handlers) {
  const call = vi.fn((operationId: EnvelopeOperationId, body?: unknown, options?: unknown) => {
    const handler = handlers[operationId] as ((body: unknown, options: unknown) => unknown) | undefined;
    if (!handler) return Promise.reject(new Error(`unexpected call ${operationId}`));
    return Promise.resolve(handler(body, options));
  });
  const unused = () => {
    throw new Error('not used by this test');
  };
  const api = {
    call,
    getToken: unused,
    pdfUrl: unused,
    streamChatCompletion: unused,
    raw: undefined,
  } as unknown as CheckupClient;
  return { api, call };
}
