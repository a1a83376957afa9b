import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Regenerates both generated files into a temp dir with the same commands as `npm run generate`
// and compares them with the committed ones, so a change to openapi.yaml without regeneration fails.
const sdkRoot = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const openapiTypescriptCli = join(require.resolve('openapi-typescript/package.json'), '..', 'bin', 'cli.js');
const outDir = mkdtempSync(join(tmpdir(), 'checkup-generate-'));
const stale = 'is stale: run `npm run generate -w @checkup/sdk` and commit the result';

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

function committed(file: string): string {
  return readFileSync(join(sdkRoot, 'src', file), 'utf8');
}

describe('generated SDK files match openapi.yaml', () => {
  it('src/schema.d.ts', () => {
    const fresh = join(outDir, 'schema.d.ts');
    execFileSync(process.execPath, [openapiTypescriptCli, '../openapi.yaml', '-o', fresh], {
      cwd: sdkRoot,
      stdio: 'pipe',
    });
    expect(readFileSync(fresh, 'utf8'), `src/schema.d.ts ${stale}`).toBe(committed('schema.d.ts'));
  }, 60_000);

  it('src/operations.gen.ts', () => {
    const fresh = join(outDir, 'operations.gen.ts');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generateOperations.ts', fresh], {
      cwd: sdkRoot,
      stdio: 'pipe',
    });
    expect(readFileSync(fresh, 'utf8'), `src/operations.gen.ts ${stale}`).toBe(committed('operations.gen.ts'));
  }, 60_000);
});
