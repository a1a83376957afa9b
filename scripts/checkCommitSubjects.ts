/**
 * `npm run lint:commits`: every commit after the rule's base has a subject of at most 72 characters, followed by a
 * blank line when the message goes on (docs/adr/0038-commit-subject-check.md). Commits before the base are history.
 * In a shallow clone that lacks the base, every commit the clone has is newer than it, so all of them are checked.
 */
import { execFileSync } from 'node:child_process';

/** The last commit before the rule. */
const RULE_BASE = '948f8e08dfc259072d7127814c5c89baaca340f7';
const MAX_SUBJECT_CHARACTERS = 72;

interface Commit {
  hash: string;
  message: string;
}

/** What is wrong with one message, or nothing. Characters, not bytes: a Chinese subject counts each character once. */
export function messageProblems(message: string): string[] {
  const [subject = '', second] = message.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const problems: string[] = [];
  const length = [...subject].length;
  if (length === 0) problems.push('empty subject');
  if (length > MAX_SUBJECT_CHARACTERS)
    problems.push(`subject is ${length} characters (at most ${MAX_SUBJECT_CHARACTERS})`);
  if (second !== undefined && second.trim() !== '') problems.push('no blank line after the subject');
  return problems;
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
}

function hasCommit(cwd: string, hash: string): boolean {
  try {
    git(cwd, ['cat-file', '-e', `${hash}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** The commits to check, and a sentence saying which range that is. */
export function commitsToCheck(cwd: string, base = RULE_BASE): { commits: Commit[]; range: string } {
  const baseKnown = hasCommit(cwd, base);
  const revisions = baseKnown ? [`${base}..HEAD`] : ['HEAD'];
  const log = git(cwd, ['log', '--format=%H%x00%B%x1e', ...revisions]);
  const commits = log
    .split('\x1e')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter((entry) => entry.includes('\0'))
    .map((entry) => {
      const [hash = '', message = ''] = entry.split('\0');
      return { hash, message };
    });
  const range = baseKnown
    ? `commits after ${base.slice(0, 12)}`
    : `every commit this clone has (${base.slice(0, 12)} is not in it, e.g. a shallow clone)`;
  return { commits, range };
}

/** Checks the repository at `cwd`; returns the exit code and prints what it found. */
export function run(cwd: string, out: (line: string) => void = console.log): number {
  const { commits, range } = commitsToCheck(cwd);
  const failures = commits.flatMap(({ hash, message }) =>
    messageProblems(message).map((problem) => `${hash.slice(0, 12)} ${problem}: ${message.split('\n')[0] ?? ''}`),
  );
  out(`lint:commits: checked ${commits.length} ${commits.length === 1 ? 'commit' : 'commits'}, ${range}.`);
  for (const failure of failures) out(`  ${failure}`);
  if (failures.length > 0) {
    out('Subjects: at most 72 characters, imperative, then a blank line and the body.');
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = run(process.cwd());
