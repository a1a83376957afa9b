import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressBucket, type LimitHit, type RateLimiter } from '../platform/rateLimiter';
import { SESSION_COOKIE, type Session, type SessionStore } from '../platform/sessions';
import type { TokenClaims, TokenSigner } from '../platform/tokens';
import { readCookie } from './cookies';
import { failure, HttpProblem } from './envelope';
import { MESSAGES } from './messages';
import type { ApiDocument, OperationSpec } from './openapi/document';
import { declaredHeaders, type OperationValidator } from './openapi/requestValidator';
import { sendProblem, type ProblemStyle } from './problems';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the verified service token (null on operations without one). */
    client: TokenClaims | null;
    /** The visitor's session from the `checkup_session` cookie, if any. */
    session: Session | null;
  }
}

/** What a handler gets: the validated request parts and the caller's identity. */
export interface OperationCall {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Request body after decryption and validation against the contract. */
  body: unknown;
  /** Query after validation (values coerced to the declared types). */
  query: Record<string, unknown>;
  /** The headers the operation declares, validated, by their declared names (`Idempotency-Key`). */
  headers: Record<string, unknown>;
  session: Session | null;
}

/**
 * A handler returns the response body (sent as JSON), or the reply after sending something else itself (a PDF, a
 * stream, a redirect).
 */
export type OperationHandler = (call: OperationCall) => unknown;

/** What the route guards need. */
export interface RouteGuards {
  tokens: TokenSigner;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  config: { rateLimit: { max: number } };
}

const PROBLEM_STYLES: Partial<Record<string, ProblemStyle>> = { GetToken: 'oauth', CreateChatCompletion: 'openai' };
/** Browser navigations (no service token) refuse a missing session with HTTP 403 rather than an envelope in a 200. */
const NAVIGATION_REFUSAL_STATUS = 403;

/**
 * Registers one route per operation of the contract, each with its guards: service token, rate limit, request
 * validation, session and openid ownership. Fails at start when an operation has no handler (or a handler no
 * operation), so the server can never silently lag behind openapi.yaml.
 */
export function registerOperations(
  app: FastifyInstance,
  doc: ApiDocument,
  validators: Map<string, OperationValidator>,
  handlers: Readonly<Record<string, OperationHandler>>,
  guards: RouteGuards,
): void {
  const specified = new Set(doc.operations.map((op) => op.operationId));
  const missing = [...specified].filter((id) => !handlers[id]);
  const stale = Object.keys(handlers).filter((id) => !specified.has(id));
  if (missing.length > 0 || stale.length > 0) {
    throw new Error(
      `Handlers out of step with openapi.yaml. Missing: ${missing.join(', ') || '-'}; not in the contract: ${stale.join(', ') || '-'}`,
    );
  }
  app.decorateRequest('client', null);
  app.decorateRequest('session', null);

  for (const op of doc.operations) {
    const handler = handlers[op.operationId];
    if (!handler) continue; // unreachable: checked above
    const validator = validators.get(op.operationId) ?? {};
    app.route({
      method: op.method,
      url: op.path.replace(/\{([^}]+)\}/g, ':$1'),
      config: { problemStyle: PROBLEM_STYLES[op.operationId] ?? 'envelope' },
      onRequest: (request, _reply, done) => {
        try {
          authenticate(request, op, guards);
          done();
        } catch (err) {
          done(err as Error);
        }
      },
      preValidation: (request, _reply, done) => {
        try {
          validateRequest(request, op, validator);
          done();
        } catch (err) {
          done(err as Error);
        }
      },
      // Callback style, with no promise when there is no session cookie (as on the service's own calls), and a handler
      // that may answer synchronously: each avoided promise is a turn less per request under load.
      preHandler: (request, reply, done) => {
        const cookie = readCookie(request, SESSION_COOKIE);
        if (cookie === undefined) {
          checkOwnership(request, reply, op, done);
          return;
        }
        guards.sessions.fromCookie(cookie).then((session) => {
          request.session = session;
          checkOwnership(request, reply, op, done);
        }, done);
      },
      handler: (request, reply) => {
        const result = handler({
          request,
          reply,
          body: request.body,
          query: (request.query ?? {}) as Record<string, unknown>,
          headers: declaredHeaders(request.headers, op.headerNames),
          session: request.session,
        });
        // The reply is itself a thenable (it settles when the response ends): test for it first.
        if (result === reply) return undefined;
        // Fastify sends what the promise resolves to, unless undefined and already sent.
        if (isPromise(result)) return result.then((value) => (value === reply ? undefined : value));
        reply.send(result);
        return undefined;
      },
    });
  }
}

/** Many browsers can share one IP address (NAT, a test machine): an IP bucket allows this many clients' worth. */
const IP_BUCKET_WEIGHT = 4;
/** Service tokens an IP address may mint per window: a tenth of a token's request limit (60 a minute by default). */
const TOKEN_MINT_SHARE = 10;
/** Operations not counted: the runtime configuration is fetched on every page load and costs nothing. */
const UNLIMITED = new Set(['GetRuntimeConfig']);

/**
 * Service token (when the operation needs one), then the rate limit: per token and, since tokens are free, per client
 * address as well (a fresh token does not start the address's count afresh), and token minting per address on top.
 */
function authenticate(request: FastifyRequest, op: OperationSpec, guards: RouteGuards): void {
  if (op.tokenRequired) {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    const claims = scheme?.toLowerCase() === 'bearer' && token ? guards.tokens.verify(token) : null;
    if (!claims) throw new HttpProblem(401, MESSAGES.tokenInvalid);
    request.client = claims;
  }
  if (UNLIMITED.has(op.operationId)) return;
  const max = guards.config.rateLimit.max;
  const address = clientAddressBucket(request.ip);
  const hits: LimitHit[] = [];
  if (request.client) hits.push({ bucket: `token:${request.client.jti}`, limit: max });
  hits.push({ bucket: address, limit: max * IP_BUCKET_WEIGHT });
  if (op.operationId === 'GetToken') hits.push({ bucket: `mint:${address}`, limit: Math.ceil(max / TOKEN_MINT_SHARE) });
  if (!guards.rateLimiter.hit(hits)) throw new HttpProblem(429, MESSAGES.rateLimited);
}

function validateRequest(request: FastifyRequest, op: OperationSpec, validator: OperationValidator): void {
  if (validator.query) {
    const result = validator.query(request.query);
    if (!result.ok) throw new HttpProblem(400, result.message);
  }
  if (validator.headers) {
    const result = validator.headers(declaredHeaders(request.headers, op.headerNames));
    if (!result.ok) throw new HttpProblem(400, result.message);
  }
  if (validator.body) {
    const result = validator.body(request.body);
    if (!result.ok) throw new HttpProblem(400, result.message);
  }
}

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** Lets the request through to its handler, or answers the ownership refusal (then the chain ends here). */
function checkOwnership(
  request: FastifyRequest,
  reply: FastifyReply,
  op: OperationSpec,
  done: (err?: Error) => void,
): void {
  const refusal = ownershipRefusal(request, op);
  if (!refusal) done();
  else if (!op.tokenRequired) sendProblem(request, reply, NAVIGATION_REFUSAL_STATUS, refusal);
  else reply.send(failure(refusal));
}

/**
 * Why the caller may not make this call (HTTP 200, `success: false`), or null: operations carrying personal data
 * need a signed-in session, and an `openid` in the body must be the session's own.
 */
function ownershipRefusal(request: FastifyRequest, op: OperationSpec): string | null {
  const session = request.session;
  if (op.sessionRequired && !session?.openid) return MESSAGES.identityMismatch;
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'openid' in body) {
    const openid = body.openid;
    if (typeof openid === 'string' && openid !== '' && openid !== session?.openid) return MESSAGES.identityMismatch;
  }
  return null;
}

/** Sends a 4xx problem from inside a handler in the route's style. */
export function refuse(call: OperationCall, status: number, message: string): FastifyReply {
  return sendProblem(call.request, call.reply, status, message);
}
