import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's docs stay navigable: every decision record indexed once, product citations inside the repository,
// and the project speaking of itself (docs/adr/0001-record-decisions-in-adrs.md).
const repoRoot = join(import.meta.dirname, '..', '..');
const adrDir = join(repoRoot, 'docs', 'adr');
const adrFiles = readdirSync(adrDir).filter((name) => /^\d{4}-.+\.md$/.test(name));

/** Tracked text files (what a clean clone holds), without generated or recorded data. */
function trackedSources(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n');
  return files.filter(
    (file) => /\.(ts|tsx|js|mjs|md|mdx|sql|yaml|sh)$/.test(file) && !file.startsWith('scripts/test/'),
  );
}

describe('decision records', () => {
  it('numbers each record once', () => {
    const numbers = adrFiles.map((name) => name.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('lists every record in the index, and only existing ones', () => {
    const index = readFileSync(join(adrDir, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect([...new Set(linked)].sort()).toEqual([...adrFiles].sort());
  });

  it('gives every record a title and a status', () => {
    for (const name of adrFiles) {
      const text = readFileSync(join(adrDir, name), 'utf8');
      expect(text, name).toMatch(/^# \d+\. \S/);
      expect(text, name).toMatch(/^Status: \S/m);
    }
  });
});

describe('citations and voice', () => {
  const sources = trackedSources().map((file) => ({ file, text: readFileSync(join(repoRoot, file), 'utf8') }));

  it('cites the product description inside the repository (docs/product), never the specification outside it', () => {
    const outside = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/(?<![\w/[])(?<!\]\()(?:booking-journey|orders-reports-access)\.md/g)].map(() => file),
    );
    expect([...new Set(outside)]).toEqual([]);
  });

  it('links to no removed document', () => {
    expect(sources.filter(({ text }) => text.includes('docs/decisions.md')).map(({ file }) => file)).toEqual([]);
  });

  it('speaks of the project, not of work sessions, helpers or issue numbers', () => {
    const history = /\b[Ss]ession \d{1,2}\b|\bhelper-\d+|\bissue #?\d+\b/;
    expect(sources.filter(({ text }) => history.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
