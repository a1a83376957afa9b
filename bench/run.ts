/**
 * `npm run bench [-- --check] [-- --no-build] [-- --no-lighthouse] [-- --no-comparison] [-- --no-interaction]
 * [-- --no-server] [-- --no-writes] [-- --only-writes] [-- --baseline=<commit>]`: builds the app, measures its bundle per route from Vite's manifest, runs Lighthouse on the served
 * app and on a bare React 19 page served the same way, builds the booking screen with @checkup/ui and with
 * antd-mobile and compares their bytes and interaction figures in Chromium, next to the same interactions on bare
 * React 19 and plain DOM pages (`--no-interaction` keeps the bytes only), loads the reference server with autocannon,
 * and writes bench/results.json and bench/results.md. With `--check` the exit code is 1 when a budget is missed (timing
 * budgets are ratios to the antd-mobile page and to the floors of the same run: bench/README.md). The booking write
 * path (`writePath.ts`: PGlite, PostgreSQL with one and two instances, the race on two) runs last; `--only-writes` runs
 * only it and replaces only its section of results.md, `--baseline=<commit>` measures that commit's server too,
 * interleaved, for the before/after ratio.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleChecks, comparisonChecks, lighthouseChecks, serverChecks } from './budgets';
import { measureBundle } from './bundle';
import { measureComparison } from './comparison';
import { lighthousePackage, measureLighthouse, measureLighthouseFloor, type LighthousePage } from './lighthouse';
import { markdownReport, type BenchResults } from './report';
import { builtRoutes } from './routes';
import { startServer } from './server';
import { behindTlsFront } from './tlsFront';
import { bookingCount, connections, measureServerLoad, readSeconds, warmUpSeconds } from './serverLoad';
import { compression } from './sizes';
import { measureWritePath, writeReport, type WriteResults } from './writePath';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const appRoot = `${repoRoot}app`;
const benchDir = `${repoRoot}bench`;

/** The budgeted pages; the login-required one ends at sign-in when nobody is signed in (the table says where). */
const lighthousePages = ['/', '/#/PersonIndex', '/#/PersonBookSum'];
const lighthouseRuns = 5;

const args = new Set(process.argv.slice(2));
const baseline = process.argv.find((arg) => arg.startsWith('--baseline='))?.slice('--baseline='.length);

const WRITE_SECTION = '## Booking write path';

/** `markdown` with its write-path section replaced by `section` (appended when it has none). */
function withWriteSection(markdown: string, section: string): string {
  const start = markdown.indexOf(WRITE_SECTION);
  if (start < 0) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf('\n## ', start + WRITE_SECTION.length);
  return `${markdown.slice(0, start)}${section}${next < 0 ? '' : markdown.slice(next + 1)}`;
}

function writes(): Promise<WriteResults> {
  return measureWritePath(repoRoot, baseline ? { baseline } : {});
}

/** `--only-writes`: the write path alone, written into its own section of results.md and results.json. */
async function onlyWrites(): Promise<number> {
  const results = await writes();
  const section = writeReport(results);
  const markdownPath = `${benchDir}/results.md`;
  writeFileSync(
    markdownPath,
    withWriteSection(existsSync(markdownPath) ? readFileSync(markdownPath, 'utf8') : '', section),
  );
  const jsonPath = `${benchDir}/results.json`;
  const json = existsSync(jsonPath) ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(jsonPath, `${JSON.stringify({ ...json, writes: results }, null, 2)}\n`);
  console.log(section);
  return 0;
}

function buildApp(): void {
  console.log('building the app…');
  try {
    execFileSync('npm', ['run', 'build', '-w', '@checkup/app'], { cwd: repoRoot, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    console.error(stdout, stderr);
    throw new Error('app build failed');
  }
}

/**
 * The pages over HTTPS with HTTP/2, as production serves them (the budgets' figures), and straight from the server over
 * HTTP/1.1 (context), runs interleaved; then the floor page, over HTTP/2 too.
 */
async function lighthouseResults(): Promise<BenchResults['lighthouse']> {
  console.log(
    `Lighthouse: ${lighthousePages.length} pages over HTTP/2 and HTTP/1.1, and the bare React page, × ${lighthouseRuns} runs…`,
  );
  const server = await startServer(repoRoot);
  let served: LighthousePage[][];
  try {
    served = await behindTlsFront(server.origin, (front) =>
      measureLighthouse([front, { origin: server.origin }], lighthousePages, lighthouseRuns),
    );
  } finally {
    await server.stop();
  }
  const [pages = [], http1Pages = []] = served;
  return {
    package: lighthousePackage,
    runsPerPage: lighthouseRuns,
    pages,
    http1Pages,
    floor: await measureLighthouseFloor(lighthouseRuns),
  };
}

async function main(): Promise<number> {
  if (!args.has('--no-build')) buildApp();
  const bundle = measureBundle(`${appRoot}/dist`, await builtRoutes(appRoot));
  const lighthouse = args.has('--no-lighthouse') ? undefined : await lighthouseResults();
  const comparison = args.has('--no-comparison')
    ? undefined
    : await measureComparison({ interaction: !args.has('--no-interaction') });
  if (!args.has('--no-server')) console.log(`server load: ${connections} connections…`);
  const load = args.has('--no-server') ? undefined : await measureServerLoad(repoRoot);
  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    node: process.versions.node,
    compression,
    bundle,
    checks: [
      ...bundleChecks(bundle),
      ...(lighthouse ? lighthouseChecks(lighthouse.pages, lighthouse.floor) : []),
      ...(comparison ? comparisonChecks(comparison) : []),
      ...(load ? serverChecks(load.operations, load.floors) : []),
    ],
  };
  if (lighthouse) results.lighthouse = lighthouse;
  if (comparison) results.comparison = comparison;
  if (load) results.server = { connections, readSeconds, warmUpSeconds, bookings: bookingCount, ...load };
  const writeResults = args.has('--no-writes') ? undefined : await writes();
  const markdown = writeResults
    ? withWriteSection(markdownReport(results), writeReport(writeResults))
    : markdownReport(results);
  writeFileSync(
    `${benchDir}/results.json`,
    `${JSON.stringify(writeResults ? { ...results, writes: writeResults } : results, null, 2)}\n`,
  );
  writeFileSync(`${benchDir}/results.md`, markdown);
  console.log(markdown);
  const failed = results.checks.filter((c) => !c.pass);
  console.log(failed.length === 0 ? 'every budget met' : `${failed.length} budget(s) missed`);
  return args.has('--check') && failed.length > 0 ? 1 : 0;
}

process.exitCode = args.has('--only-writes') ? await onlyWrites() : await main();
