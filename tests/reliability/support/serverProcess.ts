/**
 * The real server as a child process (`server/src/main.ts` under tsx, exactly what `npm start` runs after the app
 * build) on a PGlite data folder, for the tests that must kill it: started, waited for, killed with a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = 'server/src/main.ts';
const READY = /Checkup is running at (http:\/\/localhost:\d+)/;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (SIGKILL: no shutdown code runs) and waits until the process is gone. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server on `dataDir` (PGlite, never DATABASE_URL) on a free loopback port and resolves once it listens.
 * `env` adds variables (rate limits and the like). Rejects with the process output if it exits or takes longer than
 * `timeoutMs` to listen.
 */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      CHECKUP_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not listen within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      resolve({
        baseUrl: ready[1].replace('localhost', '127.0.0.1'),
        child,
        output: () => output,
        exited,
        kill: (signal) => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (code ${code}, signal ${signal}) before listening:\n${output}`));
    });
  });
}

/** The answer of one HTTP call to the child process. */
export interface HttpAnswer {
  statusCode: number;
  headers: Headers;
  json<T = unknown>(): T;
}

/** POSTs JSON to the child process with a token and optional cookie (the `Poster` shape of the reliability helpers). */
export async function postTo(
  baseUrl: string,
  url: string,
  body: unknown,
  auth: { token: string; cookie?: string },
): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${auth.token}`,
      'content-type': 'application/json',
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return answerOf(response);
}

async function answerOf(response: Response): Promise<HttpAnswer> {
  const text = await response.text();
  return { statusCode: response.status, headers: response.headers, json: <T>() => JSON.parse(text) as T };
}

/** A service token from the child's `/connect/token` (public client). */
export async function tokenFrom(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=checkup-web',
  });
  if (response.status !== 200) throw new Error(`token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Signs `openid` in through the child's sandbox OAuth page; returns the `checkup_session=...` cookie. */
export async function signInAt(baseUrl: string, openid: string): Promise<string> {
  const response = await fetch(
    `${baseUrl}/sandbox/oauth?decision=allow&openid=${encodeURIComponent(openid)}&type=OAuthCallback&repage=/`,
    { redirect: 'manual' },
  );
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('checkup_session='));
  if (response.status !== 302 || !session) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return session.split(';')[0] ?? '';
}
