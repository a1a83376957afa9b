/** Starts the reference server on a free loopback port over the built app, for the browser benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** A server started as a process. */
export interface ServerProcess extends RunningServer {
  /** Its process group (npx → tsx → node): what its CPU time is read from. */
  processGroup: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before serving`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * A bench server's environment: this process's without `NODE_ENV` (the bench's own Vite builds set it to `production`
 * in this process, and a production server refuses the demo's settings the bench runs with), then the bench's settings.
 */
export function serverEnvironment(
  inherited: NodeJS.ProcessEnv,
  port: number,
  env: Record<string, string>,
): NodeJS.ProcessEnv {
  const base = { ...inherited };
  delete base['NODE_ENV'];
  return {
    ...base,
    PORT: String(port),
    CHECKUP_DATA_DIR: 'memory://',
    CHECKUP_SKIP_APP_BUILD: '1',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/**
 * `npx tsx server/src/main.ts` on a fresh in-memory database (demo data seeded), serving `app/dist` as built;
 * `env` adds settings (e.g. the rate limit for the load bench). `entry` starts another server the same way (the load
 * bench's floor), which must answer `/config.json` once it serves, within `timeoutMs`.
 */
export async function startServer(
  repoRoot: string,
  env: Record<string, string> = {},
  entry = 'server/src/main.ts',
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  // Own process group (detached): npx → tsx → node, all stopped together.
  const child = spawn('npx', ['tsx', entry], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnvironment(process.env, port, env),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${origin}/config.json`, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, processGroup: child.pid ?? 0, stop };
}
