/** The short markdown summary of a bench run (bench/results.md). */
import { budgets, type Check } from './budgets';
import type { BundleReport, JsCss } from './bundle';
import { beyondReact, type ComparisonReport } from './comparison';
import type { Latency, Spread } from './interaction';
import type { LighthousePage } from './lighthouse';
import type { LoadFigures } from './serverLoad';
import type { Sizes } from './sizes';
import { round } from './stats';

export interface BenchResults {
  generatedAt: string;
  node: string;
  compression: { gzipLevel: number; brotliQuality: number };
  bundle: BundleReport;
  /**
   * Absent when the run was asked to skip Lighthouse (`--no-lighthouse`). `pages`: served over HTTPS with HTTP/2, as in
   * production (the budgets' figures); `http1Pages`: the same pages straight from the server over HTTP/1.1, context;
   * `floor`: the bare React 19 page, over HTTP/2.
   */
  lighthouse?: {
    package: string;
    runsPerPage: number;
    pages: LighthousePage[];
    http1Pages: LighthousePage[];
    floor: LighthousePage;
  };
  /** The booking screen with @checkup/ui and with antd-mobile; absent with `--no-comparison`. */
  comparison?: ComparisonReport;
  /** Absent with `--no-server`. `floors`: bare Fastify answering the same reads' bytes (`floorServer.ts`), context. */
  server?: {
    connections: number;
    readSeconds: number;
    warmUpSeconds: number;
    bookings: number;
    operations: LoadFigures[];
    floors: LoadFigures[];
  };
  checks: Check[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(2);
const sizes = (s: Sizes) => (s.files === 0 ? '—' : `${kB(s.gzip)} / ${kB(s.brotli)}`);

function formatValue(value: number, unit: Check['unit']): string {
  if (unit === 'bytes') return `${kB(value)} kB`;
  if (unit === 'ms' || unit === 's') return `${value} ${unit}`;
  if (unit === '×') return `${round(value, 3)}×`;
  return String(value);
}

/** The budget column: `≤ 0.6× (passes up to 0.612×)` for a check with a tolerance. */
export function budgetText({ kind, budget, unit, tolerance }: Check): string {
  const limit = `${kind === 'max' ? '≤' : '≥'} ${formatValue(budget, unit)}`;
  return tolerance ? `${limit} (passes up to ${formatValue(budget * (1 + tolerance), unit)})` : limit;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const lighthouseTriple = ({ performance, lcpMs, tbtMs }: LighthousePage['median']) =>
  `${performance} / ${seconds(lcpMs)} / ${tbtMs} ms`;
// The median, then the measured samples' p25–p75.
const latency = (spread: Spread | undefined) => (spread ? `${spread.median} ms (${spread.p25}–${spread.p75})` : '—');

/**
 * What the harness, the browser and React cost by themselves, measured in the same run as the figures they bound:
 * rows of floor, its value, and Checkup's figures beside it. The bare React and bare Fastify floors are the yardsticks
 * of the timing budgets; plain DOM is context.
 */
export function floorRows({
  lighthouse,
  comparison,
  server,
}: Pick<BenchResults, 'lighthouse' | 'comparison' | 'server'>): [string, string, string][] {
  const ours = comparison?.pages.find((page) => page.page === 'checkup')?.interaction;
  const interaction = (comparison?.floors ?? []).map(({ label, interaction: floor }): [string, string, string] => [
    `${label}, same harness: button → text / input → text`,
    `${latency(floor.spread.tapToText)} / ${latency(floor.spread.keyToText)}`,
    ours
      ? `month switch ${latency(ours.spread.monthSwitch)} / search keystroke ${latency(ours.spread.searchKeystroke)} (budgets ≤ ${budgets.monthSwitchOverFloor}× / ≤ ${budgets.keystrokeOverFloor}× the bare React 19 floor)`
      : '',
  ]);
  const page: [string, string, string][] = lighthouse
    ? [
        [
          'bare React 19 page (a heading and a paragraph), Lighthouse over HTTP/2: performance / LCP / TBT',
          lighthouseTriple(lighthouse.floor.median),
          `${lighthouse.pages.map(({ page: path, median: m }) => `${path} ${lighthouseTriple(m)}`).join('; ')} (budgets ≥ ${budgets.performance} / ≤ the floor's LCP + ${seconds(budgets.lcpOverFloorMs)})`,
        ],
      ]
    : [];
  const p99 = (ops: readonly LoadFigures[]) =>
    ops.map((op) => `${op.operation} ${op.p99Ms} ms (${op.throughputPerS} ok/s)`).join('; ');
  const load: [string, string, string][] = server?.floors.length
    ? [
        [
          `bare Fastify answering the same reads' bytes with the same headers, same load (${server.connections} connections): p99 (throughput)`,
          p99(server.floors),
          `${p99(server.operations.filter((op) => !op.warmUp && server.floors.some((floor) => floor.operation === op.operation)))} (budget ≤ ${budgets.readP99OverFloor}× the floor's p99)`,
        ],
      ]
    : [];
  return [...interaction, ...page, ...load];
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
      (c) => `| ${c.name} | ${formatValue(c.actual, c.unit)} | ${budgetText(c)} | ${c.pass ? 'pass' : '**FAIL**'} |`,
    ),
  ];
  const floors = floorRows(results);
  if (floors.length > 0) {
    lines.push(
      '',
      '## Floors (same run: what the harness, the browser and React cost by themselves; the timing budgets are ratios to them)',
      '',
      '| floor | value | Checkup, same run |',
      '|---|---|---|',
      ...floors.map((row) => `| ${row.join(' | ')} |`),
    );
  }
  lines.push(
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
  );
  if (lighthouse) {
    lines.push(
      '',
      `## Lighthouse (${lighthouse.package}, mobile preset, simulated throttling, median of ${lighthouse.runsPerPage}; HTTP/1.1 runs interleaved with the HTTP/2 ones)`,
      '',
      '| page | served over | ended at | performance | accessibility | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|',
      ...[
        ...lighthouse.pages.map((page) => ({ ...page, over: 'HTTPS, HTTP/2 (budgets)' })),
        { ...lighthouse.floor, page: 'bare React 19 page (floor)', over: 'HTTPS, HTTP/2' },
        ...lighthouse.http1Pages.map((page) => ({ ...page, over: 'HTTP/1.1 (context)' })),
      ].map(
        ({ page, over, finalUrl, median: m }) =>
          `| ${page} | ${over} | ${finalUrl} | ${m.performance} | ${m.accessibility} | ${m.lcpMs} ms | ${m.tbtMs} ms | ${m.cls} |`,
      ),
    );
  }
  if (results.comparison) lines.push(...comparisonSection(results.comparison));
  if (results.server) lines.push(...serverSection(results.server));
  return `${lines.join('\n')}\n`;
}

function comparisonSection({
  cpuSlowdown,
  samples,
  blocks,
  warmUpPerBlock,
  reactBaseline,
  pages,
  floors = [],
  ratios,
}: ComparisonReport): string[] {
  const s = (value: number | undefined) => (value === undefined ? '—' : `${value} s`);
  const ratio = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(2)}×`);
  const perRound = (name: Latency) =>
    ratios.perRound ? ` (rounds ${ratio(ratios.perRound[name].min)}–${ratio(ratios.perRound[name].max)})` : '';
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
        i
          ? `${s(i.countdown.afterHiddenS)} / ${s(i.countdown.clockJumpVisibleS)} / ${s(i.countdown.clockJumpHiddenS)} |`
          : '— |',
      ].join(' | '),
    ),
    ...floors.map(
      ({ label, interaction: i }) =>
        `| ${label} (floor: button → text, input → text) | — | — | — | ${latency(i.spread.tapToText)} | ${latency(i.spread.keyToText)} | — |`,
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
          ...floors.map(
            ({ label, interaction: i }) =>
              `- ${label} (button → text / input → text): ${i.blockMedians.tapToText.map((tap, block) => `${tap} / ${i.blockMedians.keyToText[block]} (÷${i.effectiveSlowdown[block]})`).join('; ')}; warm-up medians ${i.warmUpMedians.tapToText} / ${i.warmUpMedians.keyToText} ms`,
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
    ...[
      ...server.operations,
      ...server.floors.map((op) => ({ ...op, operation: `${op.operation} — floor: bare Fastify, same answer` })),
    ].map(
      (op) =>
        `| ${op.operation} | ${op.ok} | ${op.throughputPerS} | ${op.p50Ms} ms | ${op.p99Ms} ms | ${op.refused}${
          op.refused
            ? ` (${Object.entries(op.refusals)
                .map(([why, n]) => `${n}× ${why}`)
                .join('; ')})`
            : ''
        } | ${op.errors} |`,
    ),
  ];
}
