/**
 * Server load with autocannon on loopback against the reference server on a fresh in-memory database: the two
 * calendar reads at 100 connections for a fixed time (each after a short warm-up run, reported on its own row), and
 * PersonOrderAdd by many distinct visitors (each request a distinct signed-in visitor booking a distinct valid person,
 * bodies from the reliability suite's booking helpers).
 *
 * The server runs with its rate limit raised out of reach (every request is still counted against it), and every
 * answer is classified: only 2xx answers whose envelope says `success: true` count as throughput; non-2xx (e.g. 429
 * 当前请求人数过多) and `success: false` are counted as refusals, connection errors and timeouts as errors. Latency
 * percentiles are autocannon's, over every answer (timeout 60 s, so slow answers are measured, not dropped). Client
 * and server share this machine's cores.
 *
 * Each measured read is followed by the same load on the floor (`floorServer.ts`: bare Fastify answering the same bytes
 * with the same headers), so the run shows what the framework, Node and this host cost by themselves: context for the
 * p99 budget, never checked.
 */
import autocannon from 'autocannon';
import type { components } from '@checkup/sdk';
import { addDays } from '@checkup/sdk/rules';
import {
  bookableDay,
  inBatches,
  malePackage,
  personOrder,
  type Envelope,
  type Poster,
} from '../tests/reliability/support/booking';
import { startServer } from './server';

type S = components['schemas'];

export const connections = 100;
export const readSeconds = 10;
/**
 * The same read load, first, on the just-started server: its JIT and caches warm up there. It is reported on its own
 * row and not held to the p99 budget, which is about a server that has been running (bench/README.md).
 */
export const warmUpSeconds = 3;
export const bookingCount = 1000;
/** autocannon's per-request timeout, s: long enough that slow answers count in the latency instead of being dropped. */
const timeoutS = 60;

export interface LoadFigures {
  operation: string;
  /** The run on the just-started server before the measured one: reported, not held to the budget. */
  warmUp?: true;
  connections: number;
  durationS: number;
  /** Answers with 2xx and `success: true`. */
  ok: number;
  /** Answers with another status or `success: false`, by status and message. */
  refused: number;
  refusals: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  /** ok answers per second. */
  throughputPerS: number;
  p50Ms: number;
  p99Ms: number;
}

interface Answers {
  ok: number;
  refusals: Record<string, number>;
}

/** Counts an answer as ok or as a refusal (keyed by status and message). */
function classify(answers: Answers, status: number, body: string): void {
  if (status >= 200 && status < 300 && body.includes('"success":true')) {
    answers.ok += 1;
    return;
  }
  let message = '';
  try {
    message = (JSON.parse(body) as Partial<Envelope> & { message?: string }).returnMsg ?? '';
  } catch {
    message = body.slice(0, 60);
  }
  const key = `${status} ${message}`.trim();
  answers.refusals[key] = (answers.refusals[key] ?? 0) + 1;
}

function figures(operation: string, result: autocannon.Result, answers: Answers): LoadFigures {
  const refused = Object.values(answers.refusals).reduce((sum, n) => sum + n, 0);
  return {
    operation,
    connections: result.connections,
    durationS: Number(result.duration.toFixed(2)),
    ok: answers.ok,
    refused,
    refusals: answers.refusals,
    errors: result.errors + result.timeouts,
    throughputPerS: Math.round(answers.ok / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

export const jsonPoster =
  (origin: string): Poster =>
  async (url, body, auth) => {
    const res = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${auth.token}`,
        'content-type': 'application/json',
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { statusCode: res.status, json: <T>() => JSON.parse(text) as T };
  };

export async function serviceToken(origin: string): Promise<string> {
  const res = await fetch(`${origin}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=checkup-web',
  });
  if (!res.ok) throw new Error(`token: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Signs a visitor in through the sandbox OAuth page; returns the session cookie (`checkup_session=…`). */
export async function signIn(origin: string, openid: string): Promise<string> {
  const res = await fetch(
    `${origin}/sandbox/oauth?decision=allow&openid=${encodeURIComponent(openid)}&type=OAuthCallback&repage=/`,
    { redirect: 'manual' },
  );
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('checkup_session='));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in: ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

/** The body the server answers a read with (the floor answers the same bytes). */
async function answerOf(origin: string, token: string, path: string, body: unknown): Promise<string> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok || !text.includes('"success":true')) throw new Error(`${path}: ${res.status} ${text.slice(0, 80)}`);
  return text;
}

async function loadRead(
  origin: string,
  token: string,
  operation: string,
  path: string,
  body: unknown,
  seconds = readSeconds,
): Promise<LoadFigures> {
  const answers: Answers = { ok: 0, refusals: {} };
  const result = await autocannon({
    url: `${origin}${path}`,
    connections,
    duration: seconds,
    timeout: timeoutS,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    requests: [{ onResponse: (status, text) => classify(answers, status, text) }],
  });
  return figures(operation, result, answers);
}

/** `count` free (day, slot) places from day `from` on, as GetSumTimeList lists them (closed days list none). */
export async function places(
  post: Poster,
  token: string,
  from: string,
  count: number,
): Promise<Array<{ day: string; slot: string }>> {
  const found: Array<{ day: string; slot: string }> = [];
  for (let offset = 0; offset < 60 && found.length < count; offset += 1) {
    const day = addDays(from, offset);
    const res = await post('/api/PersonSumApi/GetSumTimeList', { date_Time: day, type: 'person' }, { token });
    const slots = (res.json<Envelope>().returnData ?? []) as S['PersonTimeSlot'][];
    for (const slot of slots)
      for (let n = 0; n < slot.person_Surplus; n += 1) found.push({ day, slot: slot.sumtime_Code });
  }
  if (found.length < count) throw new Error(`only ${found.length} free places for ${count} bookings`);
  return found.slice(0, count);
}

async function loadBookings(origin: string, token: string): Promise<LoadFigures> {
  const post = jsonPoster(origin);
  const pkg = await malePackage(post, token);
  const firstDay = bookableDay(new Date());
  const free = await places(post, token, firstDay, bookingCount);
  const cookies = await inBatches(
    Array.from({ length: bookingCount }, (_, i) => `bench-${i}`),
    25,
    (openid) => signIn(origin, openid),
  );
  const bodies = free.map(({ day, slot }, i) => JSON.stringify(personOrder(`bench-${i}`, pkg, day, slot, i)));
  const answers: Answers = { ok: 0, refusals: {} };
  let next = 0;
  const result = await autocannon({
    url: `${origin}/api/OrderListApi/PersonOrderAdd`,
    connections,
    amount: bookingCount,
    timeout: timeoutS,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          // A request re-sent after an error would reuse a person (and be refused as a duplicate, which shows).
          const i = next++ % bookingCount;
          return {
            ...request,
            body: bodies[i],
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: cookies[i] ?? '' },
          };
        },
        onResponse: (status, text) => classify(answers, status, text),
      },
    ],
  });
  return figures('PersonOrderAdd', result, answers);
}

export interface ServerLoad {
  /** The server's figures: the reads' warm-ups, the measured reads, the bookings. */
  operations: LoadFigures[];
  /** The floor's figures for the same reads, each measured right after the server's. */
  floors: LoadFigures[];
}

export async function measureServerLoad(repoRoot: string): Promise<ServerLoad> {
  const server = await startServer(repoRoot, { CHECKUP_RATE_LIMIT_MAX: String(1e9) });
  try {
    const token = await serviceToken(server.origin);
    const day = bookableDay(new Date());
    const end = bookableDay(new Date(), 30);
    const reads = [
      ['GetPersonSumList', '/api/PersonSumApi/GetPersonSumList', { type: 'person', start: day, end }],
      ['GetSumTimeList', '/api/PersonSumApi/GetSumTimeList', { date_Time: day, type: 'person' }],
    ] as const;
    const operations: LoadFigures[] = [];
    for (const [operation, path, body] of reads) {
      const warm = await loadRead(server.origin, token, operation, path, body, warmUpSeconds);
      operations.push({ ...warm, operation: `${operation} (first ${warmUpSeconds} s after start)`, warmUp: true });
    }
    const answers: Record<string, string> = {};
    for (const [, path, body] of reads) answers[path] = await answerOf(server.origin, token, path, body);
    const floor = await startServer(
      repoRoot,
      { CHECKUP_FLOOR_ANSWERS: JSON.stringify(answers) },
      'bench/floorServer.ts',
    );
    const floors: LoadFigures[] = [];
    try {
      for (const [operation, path, body] of reads)
        await loadRead(floor.origin, token, operation, path, body, warmUpSeconds);
      for (const [operation, path, body] of reads) {
        operations.push(await loadRead(server.origin, token, operation, path, body));
        floors.push(await loadRead(floor.origin, token, operation, path, body));
      }
    } finally {
      await floor.stop();
    }
    operations.push(await loadBookings(server.origin, token));
    return { operations, floors };
  } finally {
    await server.stop();
  }
}
