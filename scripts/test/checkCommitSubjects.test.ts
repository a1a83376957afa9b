import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitsToCheck, messageProblems, run } from '../checkCommitSubjects';

describe('messageProblems', () => {
  it('accepts a 72-character subject, with or without a body after a blank line', () => {
    const subject = 'A'.repeat(72);
    expect(messageProblems(subject)).toEqual([]);
    expect(messageProblems(`${subject}\n`)).toEqual([]);
    expect(messageProblems(`${subject}\n\nWhy and how tested.\n`)).toEqual([]);
  });

  it('refuses a subject over 72 characters, counted in characters', () => {
    expect(messageProblems('A'.repeat(73))).toEqual(['subject is 73 characters (at most 72)']);
    expect(messageProblems('预'.repeat(72))).toEqual([]);
    expect(messageProblems('预'.repeat(73))).toEqual(['subject is 73 characters (at most 72)']);
  });

  it('refuses a body that starts on the line after the subject', () => {
    expect(messageProblems('Add the check\nbody at once\n')).toEqual(['no blank line after the subject']);
    expect(messageProblems('Add the check\r\nbody at once\r\n')).toEqual(['no blank line after the subject']);
  });

  it('refuses an empty subject', () => {
    expect(messageProblems('\n\nbody')).toEqual(['empty subject']);
  });
});

describe('in a git repository', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

  function repository(messages: string[]): { dir: string; hashes: string[] } {
    const dir = mkdtempSync(join(tmpdir(), 'commit-subjects-'));
    folders.push(dir);
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'config', 'user.email', 'dev@example.test');
    git(dir, 'config', 'user.name', 'Dev');
    const hashes = messages.map((message, i) => {
      writeFileSync(join(dir, 'file.txt'), `${i}\n`);
      git(dir, 'add', 'file.txt');
      git(dir, 'commit', '-q', '--cleanup=verbatim', '-m', message);
      return git(dir, 'rev-parse', 'HEAD');
    });
    return { dir, hashes };
  }

  const long = `Long history subject from before the rule ${'x'.repeat(60)}`;

  it('checks only the commits after the base', () => {
    const { dir, hashes } = repository([long, 'Add a thing\n\nWhy.', 'Fix a thing']);
    const { commits, range } = commitsToCheck(dir, hashes[0]);
    expect(commits.map((c) => c.hash)).toEqual([hashes[2], hashes[1]]);
    expect(range).toContain('commits after');
  });

  it('fails on a bad commit after the base and names it', () => {
    const { dir, hashes } = repository(['Base', 'Add a thing\nno blank line', long]);
    const { commits } = commitsToCheck(dir, hashes[0]);
    const problems = commits.flatMap((c) => messageProblems(c.message));
    expect(problems).toEqual([expect.stringMatching(/^subject is \d+ characters/), 'no blank line after the subject']);
  });

  it('exits 1 on a bad subject and 0 on good ones (the real base is absent here, so all commits count)', () => {
    const good = repository(['Add a thing\n\nWhy.', 'Fix a thing']);
    const lines: string[] = [];
    expect(run(good.dir, (line) => lines.push(line))).toBe(0);
    expect(lines[0]).toMatch(/checked 2 commits, every commit this clone has \(948f8e08dfc2 is not in it/);

    const bad = repository(['Add a thing', long]);
    const badLines: string[] = [];
    expect(run(bad.dir, (line) => badLines.push(line))).toBe(1);
    expect(badLines.join('\n')).toContain(bad.hashes[1]!.slice(0, 12));
  });

  it('in a shallow clone without the base, checks what the clone has', () => {
    const { dir, hashes } = repository([long, 'Add a thing\n\nWhy.', 'Fix a thing\n\nWhy.']);
    const clone = mkdtempSync(join(tmpdir(), 'commit-subjects-clone-'));
    folders.push(clone);
    git(clone, 'clone', '-q', '--depth', '2', `file://${dir}`, '.');
    const { commits, range } = commitsToCheck(clone, hashes[0]);
    expect(commits.map((c) => c.hash)).toEqual([hashes[2], hashes[1]]);
    expect(range).toContain('is not in it');
  });
});
