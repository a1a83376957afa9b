import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../platform/config';
import { clientAddressBucket, secondsToShanghaiMidnight, type DailyQuota } from '../../platform/rateLimiter';
import { MESSAGES } from '../messages';
import { sendProblem } from '../problems';
import { builtinAnswer, chunkText, type ChatMessage } from './builtinModel';

/** The request body of `POST /v1/chat/completions` after validation. */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream: true;
  temperature?: number;
  max_tokens?: number;
}

/** Name the built-in model answers under. */
const BUILTIN_MODEL = 'checkup-builtin';

/** What a client IP past its daily AI quota is told (HTTP 429). */
const AI_DAILY_QUOTA_MESSAGE = '今日AI服务次数已用完，请明天再试';

/**
 * Takes one request from the client IP's daily quota (the same bucket the rate limiter counts `request.ip` in: the
 * socket address, or the client behind a CHECKUP_TRUST_PROXY load balancer, an IPv6 one by its /64); answers 429 in the OpenAI error shape,
 * with Retry-After to Shanghai midnight, once the quota of the day is used up. Null when the request may go on.
 */
async function refuseOverDailyQuota(
  request: FastifyRequest,
  reply: FastifyReply,
  quota: DailyQuota,
  now: Date,
): Promise<FastifyReply | null> {
  if (await quota.take(clientAddressBucket(request.ip), now)) return null;
  if (quota.full)
    request.log.warn(
      'AI request refused: the client IP used up its daily quota, or is new while the quota counts as many client IPs as it may today (DAILY_QUOTA_MAX_CLIENTS)',
    );
  else request.log.info('AI request refused: the client IP used up its daily quota');
  return reply
    .status(429)
    .header('retry-after', String(secondsToShanghaiMidnight(now)))
    .type('application/json; charset=utf-8')
    .send({ error: { message: AI_DAILY_QUOTA_MESSAGE, type: 'rate_limit_error', code: 'daily_quota_exceeded' } });
}

/**
 * Answers a chat completion as a Server-Sent Events stream: proxied to the configured upstream (the API key stays
 * on the server), or from the built-in model in small chunks. Stops as soon as the client goes away. Either way only
 * within the client IP's daily quota, checked before any model is called.
 */
export async function streamChatCompletion(
  request: FastifyRequest,
  reply: FastifyReply,
  body: ChatRequest,
  ai: ServerConfig['ai'],
  quota: DailyQuota,
  nowMs: number,
): Promise<FastifyReply> {
  const refused = await refuseOverDailyQuota(request, reply, quota, new Date(nowMs));
  if (refused) return refused;
  const abort = new AbortController();
  reply.raw.on('close', () => abort.abort());
  if (ai.baseUrl && ai.apiKey) return proxyUpstream(request, reply, body, ai, abort.signal);

  openStream(reply);
  const id = `chatcmpl-${randomUUID()}`;
  const created = Math.floor(nowMs / 1000);
  const chunks = chunkText(builtinAnswer(body.messages));
  for (const [index, content] of chunks.entries()) {
    if (abort.signal.aborted) {
      request.log.info({ sent: index, total: chunks.length }, 'AI stream stopped: the client went away');
      return reply;
    }
    const delta = index === 0 ? { role: 'assistant', content } : { content };
    const last = index === chunks.length - 1;
    writeEvent(
      reply,
      JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: BUILTIN_MODEL,
        choices: [{ index: 0, delta, finish_reason: last ? 'stop' : null }],
      }),
    );
    if (ai.chunkDelayMs > 0) await delay(ai.chunkDelayMs, abort.signal);
  }
  if (!abort.signal.aborted) {
    writeEvent(reply, '[DONE]');
    reply.raw.end();
  }
  return reply;
}

async function proxyUpstream(
  request: FastifyRequest,
  reply: FastifyReply,
  body: ChatRequest,
  ai: ServerConfig['ai'],
  signal: AbortSignal,
): Promise<FastifyReply> {
  let upstream: Response;
  try {
    upstream = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${ai.apiKey}`,
        accept: 'text/event-stream',
      },
      // Only the configured model, whatever the request names: the key is the hospital's, the client is public.
      body: JSON.stringify({
        model: ai.model,
        messages: body.messages,
        temperature: body.temperature,
        max_tokens: body.max_tokens,
        stream: true,
      }),
      signal,
    });
  } catch (err) {
    if (signal.aborted) return reply;
    request.log.warn({ err }, 'AI upstream unreachable');
    return sendProblem(request, reply, 502, MESSAGES.aiUnavailable);
  }
  if (!upstream.ok || !upstream.body) {
    request.log.warn({ status: upstream.status }, 'AI upstream refused the request');
    return sendProblem(request, reply, 502, MESSAGES.aiUnavailable);
  }
  openStream(reply);
  try {
    for await (const piece of upstream.body) {
      if (signal.aborted) break;
      reply.raw.write(piece);
    }
  } catch (err) {
    if (!signal.aborted) request.log.warn({ err }, 'AI upstream stream broke');
  }
  reply.raw.end();
  return reply;
}

/** Takes over the response for streaming, keeping the headers set so far (security headers). */
function openStream(reply: FastifyReply): void {
  reply.hijack();
  const headers = { ...reply.getHeaders() } as Record<string, string | string[] | number>;
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
}

function writeEvent(reply: FastifyReply, data: string): void {
  reply.raw.write(`data: ${data}\n\n`);
}

/** Waits `ms`, or less if `signal` aborts; either way its abort listener goes (one pause per chunk, one signal per stream). */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
