// @vitest-environment node
/**
 * Each icon is its own export so that a bundle carries only the icons it imports: a production build of a module
 * using `Icon` with one glyph contains that glyph's paths and no other's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import * as glyphs from './glyphs';

/** The JS of a production library build of `source` (React and vanilla-extract external, unminified). */
async function bundle(source: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'checkup-icon-'));
  const entry = join(dir, 'consumer.ts');
  writeFileSync(entry, source);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'consumer' },
      rolldownOptions: { external: (id) => /^(react|@vanilla-extract)(\/|$)/.test(id) },
    },
  }).finally(() => rmSync(dir, { recursive: true, force: true }))) as Rolldown.RolldownOutput[];
  return output
    .flatMap(({ output: files }) => files.map((file) => (file.type === 'chunk' ? file.code : '')))
    .join('\n');
}

describe('Icon bundles', () => {
  it('carry only the glyphs a module imports', async () => {
    const code = await bundle(
      `import { Icon, chevronIcon } from ${JSON.stringify(`${import.meta.dirname}/index.ts`)};\nexport const used = [Icon, chevronIcon];`,
    );
    expect(code).toContain(glyphs.chevronIcon[0]);
    const others = Object.entries(glyphs).filter(([name]) => name !== 'chevronIcon');
    for (const [name, paths] of others) expect(code.includes(paths[0]!), `${name} left out`).toBe(false);
  }, 60_000);
});
