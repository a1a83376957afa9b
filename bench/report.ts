/** The short markdown summary of a bench run (bench/results.md). */
import type { Check } from './budgets';
import type { BundleReport, JsCss } from './bundle';
import type { LighthousePage } from './lighthouse';
import type { Sizes } from './sizes';

export interface BenchResults {
  generatedAt: string;
  node: string;
  compression: { gzipLevel: number; brotliQuality: number };
  bundle: BundleReport;
  /** Absent when the run was asked to skip Lighthouse (`--no-lighthouse`). */
  lighthouse?: { package: string; runsPerPage: number; pages: LighthousePage[] };
  checks: Check[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(2);
const sizes = (s: Sizes) => (s.files === 0 ? '—' : `${kB(s.gzip)} / ${kB(s.brotli)}`);

function formatValue(value: number, unit: Check['unit']): string {
  if (unit === 'bytes') return `${kB(value)} kB`;
  if (unit === 'ms') return `${value} ms`;
  return String(value);
}

function bundleRow(name: string, { js, css }: JsCss): string {
  return `| ${name} | ${sizes(js)} | ${js.files} | ${sizes(css)} |`;
}

export function markdownReport(results: BenchResults): string {
  const { bundle, lighthouse, checks } = results;
  const lines = [
    `# Bench results (${results.generatedAt}, Node ${results.node})`,
    '',
    `Sizes in kB (1000 bytes), gzip -${results.compression.gzipLevel} / brotli q${results.compression.brotliQuality}, each file compressed on its own.`,
    '',
    '## Budgets',
    '',
    '| figure | value | budget | result |',
    '|---|---|---|---|',
    ...checks.map(
      (c) =>
        `| ${c.name} | ${formatValue(c.actual, c.unit)} | ${c.kind === 'max' ? '≤' : '≥'} ${formatValue(c.budget, c.unit)} | ${c.pass ? 'pass' : '**FAIL**'} |`,
    ),
    '',
    '## Bundle',
    '',
    '| load | JS gzip / br | JS files | CSS gzip / br |',
    '|---|---|---|---|',
    bundleRow('shell (entry + static imports)', bundle.shell),
    bundleRow('first load of / (shell + / route)', bundle.firstLoad),
    '',
    '| route | own chunk JS gzip / br | own CSS gzip / br | added beyond shell: JS gzip / br (files) | added CSS gzip / br |',
    '|---|---|---|---|---|',
    ...bundle.routes.map(
      (r) =>
        `| ${r.path}${r.alias ? ` (${r.alias})` : ''} | ${sizes(r.own.js)} | ${sizes(r.own.css)} | ${sizes(r.added.js)} (${r.added.js.files}) | ${sizes(r.added.css)} |`,
    ),
  ];
  if (lighthouse) {
    lines.push(
      '',
      `## Lighthouse (${lighthouse.package}, mobile preset, simulated throttling, median of ${lighthouse.runsPerPage})`,
      '',
      '| page | ended at | performance | accessibility | LCP | CLS |',
      '|---|---|---|---|---|---|',
      ...lighthouse.pages.map(
        ({ page, finalUrl, median: m }) => `| ${page} | ${finalUrl} | ${m.performance} | ${m.accessibility} | ${m.lcpMs} ms | ${m.cls} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
