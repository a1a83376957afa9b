/**
 * The server refuses to start, in one line that says what is wrong and how to fix it, when its PGlite data folder
 * cannot be used or when it runs in production with the demo's secrets.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './support/serverProcess';

/** Starts the server and expects it to exit with code 1 before listening; resolves with what it wrote. */
async function refusal(dataDir: string, env: Record<string, string> = {}): Promise<string> {
  const error = await startServerProcess(dataDir, env).then(
    async (server) => {
      await server.kill('SIGKILL');
      throw new Error(`the server started:\n${server.output()}`);
    },
    (err: unknown) => err as Error,
  );
  expect(error.message).toMatch(/server exited \(code 1,/);
  return error.message.slice(error.message.indexOf('\n') + 1).trim();
}

describe('start-up refusals', () => {
  it('says in one line that a data folder path is a file', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'checkup-datafile-')), 'data');
    await writeFile(file, 'not a folder');
    const output = await refusal(file);
    expect(output).toBe(
      `The database folder ${file} is a file, not a folder: fix its permissions or set CHECKUP_DATA_DIR to a writable folder (or DATABASE_URL to a PostgreSQL)`,
    );
  });

  it('says in one line that a data folder is not a usable database, instead of PGlite’s dump', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'checkup-baddata-'));
    await writeFile(join(dir, 'PG_VERSION'), 'garbage\n');
    const output = await refusal(dir);
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(
      new RegExp(`^The database folder ${dir} is not a usable PGlite database .*move it away to start afresh`),
    );
  });

  it('refuses NODE_ENV=production with the demo secrets, naming each setting', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'checkup-prod-'));
    const output = await refusal(dir, {
      NODE_ENV: 'production',
      CHECKUP_TOKEN_SECRET: '',
      CHECKUP_PAY_SIGN_KEY: '',
      CHECKUP_PAY_APP_ID: '',
    });
    expect(output).toMatch(/^NODE_ENV=production refuses to start/);
    expect(output).toContain('CHECKUP_TOKEN_SECRET');
    expect(output).toContain('CHECKUP_PAY_SIGN_KEY');
    expect(output).toContain('CHECKUP_PAY_APP_ID');
  });
});
