/**
 * A PostgreSQL for the write bench: CHECKUP_PG_TEST_URL when set, else a throwaway cluster from Debian's binaries
 * (`/usr/lib/postgresql/<version>/bin`: initdb and pg_ctl, as the `postgres` user when run as root) in a temporary
 * folder on a free loopback port. Databases are created and dropped with `psql`, so the bench needs no driver of its own.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server';

export interface BenchPostgres {
  /** Where it came from, for the report. */
  source: string;
  /** A URL of a database the bench may create databases from. */
  adminUrl: string;
  stop(): void;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** Runs `psql` against `url` and returns its unaligned, tuples-only output. */
export function psql(url: string, command: string): string {
  return execFileSync('psql', [url, '-X', '-v', 'ON_ERROR_STOP=1', '-Atc', command], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

function newestBinDir(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(join(DEBIAN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(DEBIAN_ROOT, versions[0], 'bin');
}

/** Runs a PostgreSQL binary, as `postgres` when this process is root (initdb refuses root). */
function asOwner(binary: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  execFileSync(root ? 'runuser' : binary, root ? ['-u', 'postgres', '--', binary, ...args] : args, { stdio: 'pipe' });
}

export async function benchPostgres(): Promise<BenchPostgres | undefined> {
  const shared = process.env['CHECKUP_PG_TEST_URL'];
  if (shared) return { source: 'CHECKUP_PG_TEST_URL', adminUrl: shared, stop: () => undefined };
  const bin = newestBinDir();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'checkup-bench-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  asOwner(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asOwner(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    'start',
  ]);
  return {
    source: `${bin} (temporary cluster, port ${port})`,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
