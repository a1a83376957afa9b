/**
 * The budgets and the pass/fail checks of one bench run against them (bench/README.md "Budgets"). Timing budgets are
 * ratios to yardsticks measured in the same run (antd-mobile on the same screen, bare React and bare Fastify floors),
 * so a slow or busy host moves both sides of each ratio; sizes and Lighthouse scores stay absolute.
 */
import type { BundleReport } from './bundle';
import { beyondReact, type ComparisonReport } from './comparison';
import type { LighthousePage } from './lighthouse';
import type { LoadFigures } from './serverLoad';
import { round } from './stats';

/** 1 kB = 1000 bytes, as Vite's build report counts. */
const kB = 1000;

export const budgets = {
  firstLoadJsGzip: 110 * kB,
  firstLoadCssGzip: 15 * kB,
  /** Per route other than `/`: the JS it adds beyond the shell (its chunk and the shared chunks it pulls in). */
  routeJsGzip: 30 * kB,
  /** Lighthouse, median of the runs through the HTTPS/HTTP/2 front. */
  performance: 95,
  accessibility: 100,
  cls: 0.02,
  /** A page's LCP may exceed the bare React 19 page's LCP, measured the same way in the same run, by this much. */
  lcpOverFloorMs: 300,
  /**
   * Checkup's booking-screen bytes ÷ antd-mobile's, both counted beyond the React + ReactDOM runtime both pages carry
   * (React alone is above 0.6× of either whole page). Brotli moves by tens of bytes with one-byte changes, so a ratio
   * within `bytesTolerance` (relative) of the budget still passes.
   */
  bytesRatio: 0.6,
  bytesTolerance: 0.02,
  /** Checkup ÷ antd-mobile, medians in the same interleaved rounds: calendar first render, month switch, keystroke. */
  interactionRatio: 0.4,
  /** Checkup's month switch ÷ the bare React 19 page's button → text, same harness, same rounds. */
  monthSwitchOverFloor: 1.3,
  /** Checkup's search keystroke ÷ the bare React 19 page's input → text, same harness, same rounds. */
  keystrokeOverFloor: 1.5,
  /** Countdown error after a hidden tab or a clock jump (an accuracy, not a speed: absolute). */
  countdownErrorS: 1,
  /** A calendar read's p99 ÷ bare Fastify answering the same bytes under the same load right after it. */
  readP99OverFloor: 1.3,
} as const;

export interface Check {
  name: string;
  actual: number;
  budget: number;
  /** `max`: actual must not exceed the budget; `min`: actual must reach it. */
  kind: 'max' | 'min';
  unit: 'bytes' | 'score' | 'ms' | 's' | '×' | '';
  /** A `max` check also passes up to budget × (1 + tolerance). */
  tolerance?: number;
  pass: boolean;
}

/** A NaN actual (a figure the run could not take) never passes. */
function check(
  name: string,
  actual: number,
  budget: number,
  kind: Check['kind'],
  unit: Check['unit'],
  tolerance = 0,
): Check {
  const pass = kind === 'max' ? actual <= budget * (1 + tolerance) : actual >= budget;
  return { name, actual, budget, kind, unit, ...(tolerance ? { tolerance } : {}), pass };
}

/** `numerator ÷ denominator` as a checked ratio; the name carries both figures so the report shows what was divided. */
function ratioCheck(
  name: string,
  numerator: number,
  denominator: number,
  unit: string,
  budget: number,
  tolerance = 0,
): Check {
  return check(
    `${name} (${numerator} ÷ ${denominator} ${unit})`,
    round(numerator / denominator, 4),
    budget,
    'max',
    '×',
    tolerance,
  );
}

export function bundleChecks(bundle: BundleReport): Check[] {
  return [
    check('first load of / — JS gzip', bundle.firstLoad.js.gzip, budgets.firstLoadJsGzip, 'max', 'bytes'),
    check('first load of / — CSS gzip', bundle.firstLoad.css.gzip, budgets.firstLoadCssGzip, 'max', 'bytes'),
    ...bundle.routes
      .filter((route) => route.path !== '/')
      .map((route) => check(`${route.path} — JS added gzip`, route.added.js.gzip, budgets.routeJsGzip, 'max', 'bytes')),
    check(
      `routes loading another route's screen code (${bundle.routes.flatMap((r) => r.loadsOtherRoutes.map((other) => `${r.path} → ${other}`)).join(', ') || 'none'})`,
      bundle.routes.filter((route) => route.loadsOtherRoutes.length > 0).length,
      0,
      'max',
      '',
    ),
  ];
}

/** `floor`: the bare React 19 page measured by the same Lighthouse code through the same front in the same run. */
export function lighthouseChecks(pages: readonly LighthousePage[], floor: LighthousePage): Check[] {
  const lcpBudget = floor.median.lcpMs + budgets.lcpOverFloorMs;
  return pages.flatMap(({ page, median }) => [
    check(`Lighthouse ${page} — performance`, median.performance, budgets.performance, 'min', 'score'),
    check(`Lighthouse ${page} — accessibility`, median.accessibility, budgets.accessibility, 'min', 'score'),
    check(
      `Lighthouse ${page} — LCP (≤ the bare React page's ${floor.median.lcpMs} ms + ${budgets.lcpOverFloorMs} ms)`,
      median.lcpMs,
      lcpBudget,
      'max',
      'ms',
    ),
    check(`Lighthouse ${page} — CLS`, median.cls, budgets.cls, 'max', ''),
  ]);
}

/** The booking screen against antd-mobile (bytes, interaction) and against the bare React floor page. */
export function comparisonChecks(comparison: ComparisonReport): Check[] {
  const checkup = comparison.pages.find((page) => page.page === 'checkup');
  const antd = comparison.pages.find((page) => page.page === 'antd');
  if (!checkup || !antd) throw new Error('both benchmark pages are needed');
  const added = (kind: 'gzip' | 'brotli') =>
    ratioCheck(
      `Checkup ÷ antd-mobile booking-screen bytes beyond React — JS+CSS ${kind}`,
      beyondReact(checkup.bytes, comparison.reactBaseline, kind),
      beyondReact(antd.bytes, comparison.reactBaseline, kind),
      'B',
      budgets.bytesRatio,
      budgets.bytesTolerance,
    );
  const checks = [added('gzip'), added('brotli')];
  const ours = checkup.interaction;
  const theirs = antd.interaction;
  if (!ours || !theirs) return checks;
  const versusAntd = (name: string, figure: 'calendarFirstRenderMs' | 'monthSwitchMs' | 'searchKeystrokeMs') =>
    ratioCheck(
      `Checkup ÷ antd-mobile — ${name} (medians, CPU ÷${comparison.cpuSlowdown})`,
      ours[figure],
      theirs[figure],
      'ms',
      budgets.interactionRatio,
    );
  const reactFloor = comparison.floors?.find((floor) => floor.page === 'reactFloor')?.interaction.spread;
  const { afterHiddenS, clockJumpVisibleS, clockJumpHiddenS } = ours.countdown;
  return [
    ...checks,
    versusAntd('calendar first render', 'calendarFirstRenderMs'),
    versusAntd('month switch', 'monthSwitchMs'),
    versusAntd('search keystroke, 2,000 items', 'searchKeystrokeMs'),
    ratioCheck(
      'Checkup month switch ÷ bare React 19 button → text, same harness',
      ours.monthSwitchMs,
      reactFloor?.tapToText.median ?? NaN,
      'ms',
      budgets.monthSwitchOverFloor,
    ),
    ratioCheck(
      'Checkup search keystroke ÷ bare React 19 input → text, same harness',
      ours.searchKeystrokeMs,
      reactFloor?.keyToText.median ?? NaN,
      'ms',
      budgets.keystrokeOverFloor,
    ),
    check('Checkup countdown error after a hidden tab', afterHiddenS, budgets.countdownErrorS, 'max', 's'),
    check(
      'Checkup countdown error after a clock jump (visible)',
      clockJumpVisibleS,
      budgets.countdownErrorS,
      'max',
      's',
    ),
    check('Checkup countdown error after a clock jump (hidden)', clockJumpHiddenS, budgets.countdownErrorS, 'max', 's'),
  ];
}

/** Each measured read (not its warm-up, not the bookings) against the bare Fastify floor answering the same bytes. */
export function serverChecks(operations: readonly LoadFigures[], floors: readonly LoadFigures[]): Check[] {
  return operations
    .filter((op) => op.operation !== 'PersonOrderAdd' && !op.warmUp)
    .map((op) =>
      ratioCheck(
        `server ${op.operation} — p99 at ${op.connections} connections ÷ bare Fastify's`,
        op.p99Ms,
        floors.find((floor) => floor.operation === op.operation)?.p99Ms ?? NaN,
        'ms',
        budgets.readP99OverFloor,
      ),
    );
}
