/**
 * Turns an HTTP answer into a Result (orders-reports §7 envelope, §8 "Transport errors"): envelope success → data,
 * `success: false` → business error with returnMsg, HTTP statuses and second-client codeText values → typed errors.
 * Every failure is also logged, because §8 makes logging the only reaction for transport errors.
 */
import type { CheckupLogger } from './logger';
import {
  CheckupError,
  kindForStatus,
  type CheckupErrorInit,
  type CheckupErrorKind,
  type CodeText,
  type Result,
} from './errors';
import { isJsonStringOperation, jsonStringReturnData } from './jsonStringData';
import { operationMeta, type OperationId } from '../operations.gen';
import { validate, type Guard } from '../validate/guards';

/** What the client read from a response. */
export interface ResponseFacts {
  status: number;
  /** The parsed JSON body; the raw text when it is not JSON; undefined when empty. */
  body: unknown;
  /** Retry-After header (seconds) when present. */
  retryAfter: string | null;
}

const CODE_TEXTS: readonly CodeText[] = [
  'RESULT_LOGIN_EXPIRED',
  'RESULT_NEED_ADVANCE_AUTH',
  'RESULT_NEED_BINDPHONE',
  'FORBIDDEN',
];

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function codeTextOf(body: Record<string, unknown> | undefined): CodeText | undefined {
  const value = body?.codeText;
  return CODE_TEXTS.find((code) => code === value);
}

/** Hooks the envelope mapping may call. */
export interface EnvelopeHooks {
  logger: CheckupLogger;
  /** codeText RESULT_NEED_ADVANCE_AUTH: the visitor must sign in again. */
  onReLoginRequired?: (() => void) | undefined;
}

/** Maps one response of an envelope operation to its Result. */
export function envelopeResult(operationId: OperationId, facts: ResponseFacts, hooks: EnvelopeHooks): Result<unknown> {
  const { logger } = hooks;
  const { status } = facts;
  const body = asRecord(facts.body);
  const returnMsg = typeof body?.returnMsg === 'string' ? body.returnMsg : '';
  const fail = (kind: CheckupErrorKind, message: string, init: CheckupErrorInit = {}): Result<never> => ({
    ok: false,
    error: new CheckupError(kind, `${operationId}: ${message}`, { status, returnMsg, ...init }),
  });

  if (typeof body?.ErrorMessage === 'string') logger.info(`${operationId}: server ErrorMessage`, body.ErrorMessage);

  const codeText = codeTextOf(body);
  if (codeText === 'RESULT_LOGIN_EXPIRED') {
    logger.warn(`${operationId}: login expired (RESULT_LOGIN_EXPIRED)`);
    return fail('unauthorized', 'login expired', { codeText });
  }
  if (codeText === 'RESULT_NEED_ADVANCE_AUTH') {
    logger.warn(`${operationId}: sign-in required again (RESULT_NEED_ADVANCE_AUTH)`);
    hooks.onReLoginRequired?.();
    return fail('unauthorized', 'sign-in required again', { codeText, reLogin: true });
  }
  if (codeText === 'FORBIDDEN') {
    logger.warn(`${operationId}: permission check failed (FORBIDDEN)`);
    return fail('forbidden', 'permission check failed', { codeText });
  }
  // RESULT_NEED_BINDPHONE is "treated as handled": noted, and the answer is read as usual.
  if (codeText === 'RESULT_NEED_BINDPHONE')
    logger.info(`${operationId}: phone binding requested (RESULT_NEED_BINDPHONE), handled`);

  if (status < 200 || status > 299) return statusFailure(operationId, facts, logger, fail);

  if (!body || typeof body.success !== 'boolean' || typeof body.returnMsg !== 'string') {
    logger.error(`${operationId}: HTTP ${status} without the envelope`, facts.body);
    return fail('decode', 'response is not the { success, returnMsg, returnData } envelope');
  }
  if (!body.success) return fail('business', `business failure: ${returnMsg}`);
  // An operation that returns data answers every success with it (null is no data either): without it the answer
  // cannot be read, like malformed data, instead of handing the screen `undefined` to render.
  if (operationMeta[operationId].returnData !== null && (body.returnData === undefined || body.returnData === null)) {
    logger.error(`${operationId}: success without returnData`);
    return fail('decode', 'success without returnData');
  }
  if (!isJsonStringOperation(operationId)) return { ok: true, data: body.returnData, returnMsg };

  const decoded = decodeJsonString(operationId, body.returnData);
  if (!decoded.ok) {
    logger.error(`${operationId}: ${decoded.problem}`);
    return fail('decode', decoded.problem, { cause: decoded.cause });
  }
  return { ok: true, data: decoded.value, returnMsg };
}

/** Log wording per status kind (§8: 404 page not found, 5xx server error, others network error). */
const STATUS_DESCRIPTIONS: Partial<Record<CheckupErrorKind, string>> = {
  badRequest: 'request refused as invalid',
  unauthorized: 'login expired (service token refused after a retry)',
  forbidden: 'permission check failed',
  notFound: 'page not found',
  rateLimited: 'rate limited',
  server: 'server error',
};

function statusFailure(
  operationId: string,
  facts: ResponseFacts,
  logger: CheckupLogger,
  fail: (kind: CheckupErrorKind, message: string, init?: CheckupErrorInit) => Result<never>,
): Result<never> {
  const kind = kindForStatus(facts.status);
  const what = STATUS_DESCRIPTIONS[kind] ?? 'network error';
  const line = `${operationId}: HTTP ${facts.status}, ${what}`;
  if (kind === 'server') logger.error(line);
  else logger.warn(line);
  const retryAfter = facts.retryAfter === null ? undefined : Number(facts.retryAfter);
  return fail(kind, `HTTP ${facts.status}, ${what}`, {
    retryAfterSeconds: retryAfter !== undefined && Number.isFinite(retryAfter) ? retryAfter : undefined,
  });
}

function decodeJsonString(
  operationId: keyof typeof jsonStringReturnData,
  returnData: unknown,
): { ok: true; value: unknown } | { ok: false; problem: string; cause?: unknown } {
  if (typeof returnData !== 'string') return { ok: false, problem: 'returnData should be JSON text' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(returnData);
  } catch (cause) {
    return { ok: false, problem: 'returnData is not valid JSON text', cause };
  }
  const guard: Guard<unknown> = jsonStringReturnData[operationId];
  const checked = validate(guard, parsed, 'returnData');
  return checked.ok ? checked : { ok: false, problem: checked.problem };
}
