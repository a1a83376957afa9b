/**
 * The booking write path on both databases (`npm run bench -- --only-writes`, also part of a full run): 1,000 distinct
 * signed-in visitors each book a distinct person into a distinct free place through PersonOrderAdd, `concurrency`
 * submits in flight, on PGlite (one instance), on PostgreSQL with one instance and with two instances on the same
 * database (requests alternate between them; visitors sign in on the first); then the 1,000-way race for one slot of
 * `racePlaces` places on two instances, which must make exactly that many orders.
 *
 * CPU per booking is process CPU time from /proc over the load: the server's process group (npx → tsx → node) and, on
 * PostgreSQL, the backends serving the bench's own database (pg_stat_activity); the database's background writers and
 * the load generator (same host) are not counted. With `--baseline=<commit>` the same measurements run, interleaved,
 * against that commit's server (a temporary git worktree sharing this checkout's node_modules).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookableDay, inBatches, malePackage, personOrder, type Envelope } from '../tests/reliability/support/booking';
import { createDatabase, dropDatabase } from '@checkup/server/testing';
import { benchPostgres, databaseUrl, psql, type BenchPostgres } from './postgres';
import { startServer, type ServerProcess } from './server';
import { jsonPoster, places, serviceToken, signIn } from './serverLoad';
import { quantile, round } from './stats';

const writeBookings = 1000;
const concurrency = 50;
const racePlaces = 10;
const CLOCK_TICKS_PER_S = 100;
/** A busy shared host can take minutes to migrate and seed a fresh database. */
const START_TIMEOUT_MS = 600_000;

interface WriteFigures {
  /** Which server code: this checkout, or the baseline commit. */
  code: string;
  database: 'PGlite' | 'PostgreSQL';
  instances: number;
  ok: number;
  refusals: Record<string, number>;
  seconds: number;
  bookingsPerS: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU ms per created order: the server processes, the database backends (PostgreSQL), and their sum. */
  cpuMsPerBooking: { server: number; database: number; total: number };
}

interface RaceFigures {
  code: string;
  instances: number;
  visitors: number;
  places: number;
  created: number;
  full: number;
  other: Record<string, number>;
  /** Orders in the slot and its remaining places after the race, read from the database. */
  ordersInSlot: number;
  surplusAfter: number;
  seconds: number;
}

export interface WriteResults {
  postgres: string;
  runs: WriteFigures[];
  races: RaceFigures[];
}

/** CPU seconds (user + system) of every process in `group`. */
function groupCpuS(group: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // After "pid (comm) ": state ppid pgrp … utime (14th field of the line) is index 11 here, stime index 12.
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we read.
    }
  }
  return ticks / CLOCK_TICKS_PER_S;
}

/** CPU seconds per backend pid of the database `name`. */
function backendsCpuS(adminUrl: string, name: string): Map<number, number> {
  const pids = psql(adminUrl, `SELECT pid FROM pg_stat_activity WHERE datname = '${name}'`)
    .split('\n')
    .filter(Boolean)
    .map(Number);
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S);
    } catch {
      // Not on this host (a remote PostgreSQL) or already gone.
    }
  }
  return cpu;
}

function backendsDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

interface Deployment {
  servers: ServerProcess[];
  /** The database's name on PostgreSQL (for its backends), else undefined. */
  database?: string;
  stop(): Promise<void>;
}

let databases = 0;

/** Drops the bench's database `name` as the reliability tests drop theirs (plainly first, FORCE only if still used). */
async function dropOn(adminUrl: string, name: string): Promise<void> {
  const admin = await createDatabase({ url: adminUrl });
  try {
    await dropDatabase(admin, name);
  } finally {
    await admin.destroy();
  }
}

/** `instances` servers of the code in `root` on one fresh database (PostgreSQL when `pg` is given, else PGlite). */
async function deploy(root: string, instances: number, pg: BenchPostgres | undefined): Promise<Deployment> {
  const name = pg ? `writepath_bench_${process.pid}_${(databases += 1)}` : undefined;
  if (pg && name) psql(pg.adminUrl, `CREATE DATABASE ${name}`);
  const env = { CHECKUP_RATE_LIMIT_MAX: String(1e9), DATABASE_URL: pg && name ? databaseUrl(pg.adminUrl, name) : '' };
  const servers: ServerProcess[] = [];
  const stop = async () => {
    for (const server of servers) await server.stop();
    if (pg && name) await dropOn(pg.adminUrl, name);
  };
  try {
    // One after the other: the first migrates and seeds the empty database, the next finds it ready.
    for (let i = 0; i < instances; i += 1) servers.push(await startServer(root, env, undefined, START_TIMEOUT_MS));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, ...(name ? { database: name } : {}), stop };
}

/** The visitors `<prefix>-<i>` signed in on the first instance, and the token. */
async function visitors(origin: string, prefix: string, count: number): Promise<{ token: string; cookies: string[] }> {
  const token = await serviceToken(origin);
  const cookies = await inBatches(
    Array.from({ length: count }, (_, i) => `${prefix}-${i}`),
    25,
    (openid) => signIn(origin, openid),
  );
  return { token, cookies };
}

async function submit(
  origin: string,
  body: unknown,
  token: string,
  cookie: string,
): Promise<{ status: number; envelope: Envelope }> {
  const res = await fetch(`${origin}/api/OrderListApi/PersonOrderAdd`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, envelope: JSON.parse(text) as Envelope };
  } catch {
    return { status: res.status, envelope: { success: false, returnMsg: text.slice(0, 60) } };
  }
}

async function measureBookings(
  code: string,
  root: string,
  instances: number,
  pg: BenchPostgres | undefined,
): Promise<WriteFigures> {
  const deployment = await deploy(root, instances, pg);
  try {
    const [first] = deployment.servers;
    if (!first) throw new Error('no server');
    const post = jsonPoster(first.origin);
    const { token, cookies } = await visitors(first.origin, 'bench-w', writeBookings);
    const pkg = await malePackage(post, token);
    const free = await places(post, token, bookableDay(new Date()), writeBookings);
    const bodies = free.map(({ day, slot }, i) => personOrder(`bench-w-${i}`, pkg, day, slot, i));

    const serverBefore = deployment.servers.map((s) => groupCpuS(s.processGroup));
    const dbBefore =
      pg && deployment.database ? backendsCpuS(pg.adminUrl, deployment.database) : new Map<number, number>();
    const latencies: number[] = [];
    const refusals: Record<string, number> = {};
    let ok = 0;
    const started = performance.now();
    await inBatches(bodies, concurrency, async (body, i) => {
      const server = deployment.servers[i % deployment.servers.length] ?? first;
      const sent = performance.now();
      const { status, envelope } = await submit(server.origin, body, token, cookies[i] ?? '');
      latencies.push(performance.now() - sent);
      if (status === 200 && envelope.success) ok += 1;
      else refusals[`${status} ${envelope.returnMsg}`] = (refusals[`${status} ${envelope.returnMsg}`] ?? 0) + 1;
    });
    const seconds = (performance.now() - started) / 1000;
    const serverCpu = deployment.servers.reduce(
      (sum, s, i) => sum + groupCpuS(s.processGroup) - (serverBefore[i] ?? 0),
      0,
    );
    const dbCpu =
      pg && deployment.database ? backendsDelta(dbBefore, backendsCpuS(pg.adminUrl, deployment.database)) : 0;
    const perBooking = (cpuS: number) => round((cpuS * 1000) / Math.max(ok, 1), 2);
    return {
      code,
      database: pg ? 'PostgreSQL' : 'PGlite',
      instances,
      ok,
      refusals,
      seconds: round(seconds, 2),
      bookingsPerS: Math.round(ok / seconds),
      p50Ms: Math.round(quantile(latencies, 0.5)),
      p99Ms: Math.round(quantile(latencies, 0.99)),
      cpuMsPerBooking: {
        server: perBooking(serverCpu),
        database: perBooking(dbCpu),
        total: perBooking(serverCpu + dbCpu),
      },
    };
  } finally {
    await deployment.stop();
  }
}

/** 1,000 visitors at once for one slot of `racePlaces` places, alternating between the instances. */
async function measureRace(code: string, root: string, instances: number, pg: BenchPostgres): Promise<RaceFigures> {
  const deployment = await deploy(root, instances, pg);
  try {
    const [first] = deployment.servers;
    if (!first || !deployment.database) throw new Error('no server');
    const url = databaseUrl(pg.adminUrl, deployment.database);
    const post = jsonPoster(first.origin);
    const { token, cookies } = await visitors(first.origin, 'bench-r', writeBookings);
    const pkg = await malePackage(post, token);
    const [place] = await places(post, token, bookableDay(new Date()), 1);
    if (!place) throw new Error('no free place');
    const where = `pool = 'person' AND day = '${place.day}' AND sumtime_code = '${place.slot}'`;
    psql(url, `UPDATE capacity_slots SET total = ${racePlaces}, surplus = ${racePlaces} WHERE ${where}`);
    const started = performance.now();
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        submit(
          deployment.servers[i % deployment.servers.length]?.origin ?? first.origin,
          personOrder(`bench-r-${i}`, pkg, place.day, place.slot, i),
          token,
          cookie,
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const other: Record<string, number> = {};
    let created = 0;
    let full = 0;
    for (const { status, envelope } of answers) {
      if (status === 200 && envelope.success) created += 1;
      else if (status === 200 && envelope.returnMsg === '该时段已无号源！请选择其他时段') full += 1;
      else other[`${status} ${envelope.returnMsg}`] = (other[`${status} ${envelope.returnMsg}`] ?? 0) + 1;
    }
    const ordersInSlot = Number(
      psql(
        url,
        `SELECT count(*) FROM orders WHERE pool = 'person' AND begin_time = '${place.day}' AND sumtime_code = '${place.slot}' AND state IN ('S', 'F', 'export')`,
      ),
    );
    const surplusAfter = Number(psql(url, `SELECT surplus FROM capacity_slots WHERE ${where}`));
    return {
      code,
      instances,
      visitors: writeBookings,
      places: racePlaces,
      created,
      full,
      other,
      ordersInSlot,
      surplusAfter,
      seconds: round(seconds, 2),
    };
  } finally {
    await deployment.stop();
  }
}

/** A worktree of `commit` beside this checkout, sharing its installed packages; removed by the returned function. */
function baselineCheckout(repoRoot: string, commit: string): { root: string; remove(): void } {
  const root = join(tmpdir(), `checkup-baseline-${commit.slice(0, 12)}-${process.pid}`);
  execFileSync('git', ['worktree', 'add', '--detach', root, commit], { cwd: repoRoot, stdio: 'pipe' });
  for (const dir of ['', 'app', 'bench', 'pacts', 'sdk', 'server', 'ui']) {
    const modules = join(repoRoot, dir, 'node_modules');
    if (existsSync(modules) && !existsSync(join(root, dir, 'node_modules')))
      symlinkSync(modules, join(root, dir, 'node_modules'));
  }
  return {
    root,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot, stdio: 'pipe' }),
  };
}

/**
 * Every write measurement for this checkout and, when `baseline` names a commit, for that commit right after each
 * (same database kind and instances, back to back), `rounds` times.
 */
export async function measureWritePath(
  repoRoot: string,
  options: { baseline?: string; rounds?: number } = {},
): Promise<WriteResults> {
  const pg = await benchPostgres();
  const baseline = options.baseline ? baselineCheckout(repoRoot, options.baseline) : undefined;
  const codes: Array<[string, string]> = [
    ['HEAD', repoRoot],
    ...(baseline && options.baseline ? [[options.baseline.slice(0, 7), baseline.root] as [string, string]] : []),
  ];
  const runs: WriteFigures[] = [];
  const races: RaceFigures[] = [];
  try {
    for (let round = 0; round < (options.rounds ?? 1); round += 1) {
      const setups: Array<[number, BenchPostgres | undefined]> = pg
        ? [
            [1, pg],
            [1, undefined],
            [2, pg],
          ]
        : [[1, undefined]];
      for (const [instances, database] of setups) {
        for (const [code, root] of codes) {
          console.log(`writes: ${code}, ${database ? 'PostgreSQL' : 'PGlite'} × ${instances}…`);
          runs.push(await measureBookings(code, root, instances, database));
          console.log(JSON.stringify(runs.at(-1)));
        }
      }
      if (pg) {
        for (const [code, root] of codes) {
          console.log(`writes: ${code}, race on PostgreSQL × 2…`);
          races.push(await measureRace(code, root, 2, pg));
          console.log(JSON.stringify(races.at(-1)));
        }
      }
    }
  } finally {
    baseline?.remove();
    pg?.stop();
  }
  return { postgres: pg?.source ?? 'none (no CHECKUP_PG_TEST_URL, no Debian PostgreSQL binaries)', runs, races };
}

/** The write results as markdown tables. */
export function writeReport(results: WriteResults): string {
  const lines = [
    `## Booking write path (${writeBookings} distinct visitors, ${concurrency} submits in flight; PostgreSQL: ${results.postgres})`,
    '',
    '| code | database | instances | bookings/s | p50 | p99 | CPU per booking: server + database = total | created | refused |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.runs.map(
      (r) =>
        `| ${r.code} | ${r.database} | ${r.instances} | ${r.bookingsPerS} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.cpuMsPerBooking.server} + ${r.cpuMsPerBooking.database} = ${r.cpuMsPerBooking.total} ms | ${r.ok} | ${
          Object.entries(r.refusals)
            .map(([k, n]) => `${n}× ${k}`)
            .join('; ') || '0'
        } |`,
    ),
    '',
    `| code | race on PostgreSQL | visitors | places | created | 已无号源 | other answers | orders in the slot | surplus after | seconds |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.races.map(
      (r) =>
        `| ${r.code} | ${r.instances} instances | ${r.visitors} | ${r.places} | ${r.created} | ${r.full} | ${
          Object.entries(r.other)
            .map(([k, n]) => `${n}× ${k}`)
            .join('; ') || '0'
        } | ${r.ordersInSlot} | ${r.surplusAfter} | ${r.seconds} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
