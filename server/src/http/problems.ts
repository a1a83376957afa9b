import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BusinessError } from '../services/errors';
import { UpstreamError } from '../services/upstreams';
import { HttpProblem } from './envelope';
import { MESSAGES } from './messages';

/** How an operation reports errors: the API envelope, OAuth 2 token errors, or OpenAI-style errors. */
export type ProblemStyle = 'envelope' | 'oauth' | 'openai';

declare module 'fastify' {
  interface FastifyContextConfig {
    problemStyle?: ProblemStyle;
  }
}

/** Maps any error to an HTTP status and a clear message: framework errors of a bad request are 400, never 500. */
function classifyError(error: FastifyError | HttpProblem | Error): { status: number; message: string } {
  // A business refusal is not an HTTP error: 200 with `success: false` and the service's message.
  if (error instanceof BusinessError) return { status: 200, message: error.message };
  if (error instanceof HttpProblem) return { status: error.statusCode, message: error.message };
  const code = (error as FastifyError).code;
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 400, message: MESSAGES.bodyTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, message: MESSAGES.unsupportedMediaType };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: MESSAGES.malformedJson };
    default:
      break;
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return status === 404 ? { status, message: MESSAGES.notFound } : { status: 400, message: MESSAGES.badRequest };
  }
  return { status: 500, message: MESSAGES.serverError };
}

/** The error body in the style the route speaks. */
function problemBody(style: ProblemStyle, status: number, message: string): unknown {
  if (style === 'oauth') {
    const error = status === 401 ? 'invalid_client' : status === 429 ? 'temporarily_unavailable' : 'invalid_request';
    return { error, error_description: message };
  }
  if (style === 'openai') {
    const type =
      status === 401
        ? 'authentication_error'
        : status === 429
          ? 'rate_limit_error'
          : status >= 500
            ? 'upstream_error'
            : 'invalid_request_error';
    return { error: { message, type, code: status === 401 ? 'invalid_token' : null } };
  }
  return { success: false, returnMsg: message };
}

/** Sends a problem in the route's style. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
): FastifyReply {
  const style = request.routeOptions.config?.problemStyle ?? 'envelope';
  if (status === 429) reply.header('retry-after', '1');
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(problemBody(style, status, message));
}

/** Error and not-found handlers: every failure leaves as a JSON problem, 5xx logged, never a stack trace. */
export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = classifyError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // The visitor reads the contract's message; the log keeps what the outside system did.
    if (error instanceof UpstreamError)
      request.log.warn({ err: error.cause, upstream: error.upstream, failure: error.failure }, 'upstream failed');
    return sendProblem(request, reply, status, message);
  });
  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, 404, MESSAGES.notFound));
}
