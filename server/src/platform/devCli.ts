/**
 * Root `npm run dev`: the server with `tsx watch` (restarts on change) and, when the app has a dev script, the Vite
 * dev server with hot reload (its proxy forwards the API paths to the server). Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const children: ChildProcess[] = [];

function run(command: string, args: string[]): void {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => {
    // One side ending ends the session: a half-running dev setup is more confusing than a stopped one.
    stopAll();
    process.exitCode = code ?? 0;
  });
  children.push(child);
}

function stopAll(): void {
  for (const child of children) if (child.exitCode === null && !child.killed) child.kill('SIGTERM');
}

const manifestPath = `${root}app/package.json`;
const appDev =
  existsSync(manifestPath) &&
  typeof (JSON.parse(readFileSync(manifestPath, 'utf8')) as { scripts?: Record<string, string> }).scripts?.dev ===
    'string';

run('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts']);
if (appDev) run('npm', ['run', 'dev', '-w', '@checkup/app']);
else console.log('app/ has no dev script yet: only the server runs (http://localhost:8080).');

process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
