/** The short markdown summary of a bench run (bench/results.md). */
import type { Check } from './budgets';
import type { BundleReport, JsCss } from './bundle';
import { beyondReact, type ComparisonReport } from './comparison';
import type { Latency, Spread } from './interaction';
import type { LighthousePage } from './lighthouse';
import type { LoadFigures } from './serverLoad';
import type { Sizes } from './sizes';

export interface BenchResults {
  generatedAt: string;
  node: string;
  compression: { gzipLevel: number; brotliQuality: number };
  bundle: BundleReport;
  /** Absent when the run was asked to skip Lighthouse (`--no-lighthouse`). */
  lighthouse?: { package: string; runsPerPage: number; pages: LighthousePage[] };
  /** The booking screen with @checkup/ui and with antd-mobile; absent with `--no-comparison`. */
  comparison?: ComparisonReport;
  /** Absent with `--no-server`. */
  server?: { connections: number; readSeconds: number; warmUpSeconds: number; bookings: number; operations: LoadFigures[] };
  checks: Check[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(2);
const sizes = (s: Sizes) => (s.files === 0 ? '—' : `${kB(s.gzip)} / ${kB(s.brotli)}`);

function formatValue(value: number, unit: Check['unit']): string {
  if (unit === 'bytes') return `${kB(value)} kB`;
  if (unit === 'ms' || unit === 's') return `${value} ${unit}`;
  if (unit === '×') return `${value.toFixed(2)}×`;
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
  if (results.comparison) lines.push(...comparisonSection(results.comparison));
  if (results.server) lines.push(...serverSection(results.server));
  return `${lines.join('\n')}\n`;
}

function comparisonSection({ cpuSlowdown, samples, blocks, warmUpPerBlock, reactBaseline, pages, ratios }: ComparisonReport): string[] {
  const s = (value: number | undefined) => (value === undefined ? '—' : `${value} s`);
  const ratio = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(2)}×`);
  // The median, then the measured samples' p25–p75.
  const latency = (spread: Spread | undefined) => (spread ? `${spread.median} ms (${spread.p25}–${spread.p75})` : '—');
  const perRound = (name: Latency) => (ratios.perRound ? ` (rounds ${ratio(ratios.perRound[name].min)}–${ratio(ratios.perRound[name].max)})` : '');
  const measured = pages.filter((page) => page.interaction);
  return [
    '',
    `## Booking screen: @checkup/ui vs antd-mobile (Chromium, CPU ÷${cpuSlowdown}, medians of ${samples}${blocks ? ` over ${blocks} interleaved rounds` : ''}, p25–p75 in brackets)`,
    '',
    '| page | JS gzip / br | CSS gzip / br | calendar first render | month switch | search keystroke | countdown error: hidden / clock jump visible / clock jump hidden |',
    '|---|---|---|---|---|---|---|',
    ...pages.map(({ library, bytes, interaction: i }) =>
      [
        `| ${library} | ${sizes(bytes.js)} | ${sizes(bytes.css)}`,
        latency(i?.spread.calendarFirstRender),
        latency(i?.spread.monthSwitch),
        latency(i?.spread.searchKeystroke),
        i ? `${s(i.countdown.afterHiddenS)} / ${s(i.countdown.clockJumpVisibleS)} / ${s(i.countdown.clockJumpHiddenS)} |` : '— |',
      ].join(' | '),
    ),
    `| Checkup ÷ antd-mobile | JS+CSS beyond React ${ratio(ratios.beyondReactGzip)} / ${ratio(ratios.beyondReactBrotli)} (whole page ${ratio(ratios.totalGzip)} / ${ratio(ratios.totalBrotli)}) | ${ratio(ratios.cssGzip)} gzip | ${ratio(ratios.calendarFirstRender)}${perRound('calendarFirstRender')} | ${ratio(ratios.monthSwitch)}${perRound('monthSwitch')} | ${ratio(ratios.searchKeystroke)}${perRound('searchKeystroke')} | |`,
    '',
    `Both pages carry React + ReactDOM: ${sizes(reactBaseline.js)} JS alone (a page rendering one element). The bytes budget compares what each page adds beyond it (JS+CSS gzip / br): ${pages.map(({ library, bytes }) => `${library} ${kB(beyondReact(bytes, reactBaseline, 'gzip'))} / ${kB(beyondReact(bytes, reactBaseline, 'brotli'))}`).join(', ')}.`,
    ...(measured.length > 0
      ? [
          '',
          `Per round (block medians, first render / month switch / keystroke, ms) and the CPU slowdown each block's renderer actually got (a fixed loop throttled ÷ unthrottled; nominal ÷${cpuSlowdown}); warm-up = the first ${warmUpPerBlock} samples of each latency in every block, kept out of the figures:`,
          '',
          ...measured.map(({ library, interaction: i }) =>
            i
              ? `- ${library}: ${i.blockMedians.calendarFirstRender.map((_, block) => `${i.blockMedians.calendarFirstRender[block]} / ${i.blockMedians.monthSwitch[block]} / ${i.blockMedians.searchKeystroke[block]} (÷${i.effectiveSlowdown[block]})`).join('; ')}; warm-up medians ${i.warmUpMedians.calendarFirstRender} / ${i.warmUpMedians.monthSwitch} / ${i.warmUpMedians.searchKeystroke} ms`
              : '',
          ),
        ]
      : []),
  ];
}

function serverSection(server: NonNullable<BenchResults['server']>): string[] {
  return [
    '',
    `## Server load (autocannon, loopback, ${server.connections} connections; reads for ${server.readSeconds} s after a ${server.warmUpSeconds} s warm-up of each, ${server.bookings} bookings by distinct visitors)`,
    '',
    '| operation | ok answers | ok / s | p50 | p99 | refused (non-2xx or success false) | connection errors / timeouts |',
    '|---|---|---|---|---|---|---|',
    ...server.operations.map(
      (op) =>
        `| ${op.operation} | ${op.ok} | ${op.throughputPerS} | ${op.p50Ms} ms | ${op.p99Ms} ms | ${op.refused}${op.refused ? ` (${Object.entries(op.refusals).map(([why, n]) => `${n}× ${why}`).join('; ')})` : ''} | ${op.errors} |`,
    ),
  ];
}
