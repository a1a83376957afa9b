/**
 * Root `npm start`: builds the app when `app/` has a build script, then runs the server, which serves `app/dist`,
 * the API and the sandboxes from one origin. A failed or impossible build does not stop the server: it serves the
 * previous build, or a page saying the app is not built.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const appManifest = `${root}app/package.json`;

function appHasBuildScript(): boolean {
  if (!existsSync(appManifest)) return false;
  const manifest = JSON.parse(readFileSync(appManifest, 'utf8')) as { scripts?: Record<string, string> };
  return typeof manifest.scripts?.build === 'string';
}

if (process.env.CHECKUP_SKIP_APP_BUILD !== '1' && appHasBuildScript()) {
  console.log('Building the app (npm run build -w @checkup/app) ...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@checkup/app'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.warn('\nThe app build failed: serving the previous build (if any) and the API.\n');
}

await import('../main');
