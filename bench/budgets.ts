/** The budgets of issue 7 §2 and the pass/fail checks of one bench run against them. */
import type { BundleReport } from './bundle';
import type { LighthousePage } from './lighthouse';

/** 1 kB = 1000 bytes, as Vite's build report counts. */
const kB = 1000;

export const budgets = {
  firstLoadJsGzip: 100 * kB,
  firstLoadCssGzip: 15 * kB,
  /** Per route other than `/`: the JS it adds beyond the shell (its chunk and the shared chunks it pulls in). */
  routeJsGzip: 30 * kB,
  performance: 95,
  accessibility: 100,
  lcpMs: 1500,
  cls: 0.02,
} as const;

export interface Check {
  name: string;
  actual: number;
  budget: number;
  /** `max`: actual must not exceed the budget; `min`: actual must reach it. */
  kind: 'max' | 'min';
  unit: 'bytes' | 'score' | 'ms' | '';
  pass: boolean;
}

function check(name: string, actual: number, budget: number, kind: Check['kind'], unit: Check['unit']): Check {
  return { name, actual, budget, kind, unit, pass: kind === 'max' ? actual <= budget : actual >= budget };
}

export function bundleChecks(bundle: BundleReport): Check[] {
  return [
    check('first load of / — JS gzip', bundle.firstLoad.js.gzip, budgets.firstLoadJsGzip, 'max', 'bytes'),
    check('first load of / — CSS gzip', bundle.firstLoad.css.gzip, budgets.firstLoadCssGzip, 'max', 'bytes'),
    ...bundle.routes
      .filter((route) => route.path !== '/')
      .map((route) => check(`${route.path} — JS added gzip`, route.added.js.gzip, budgets.routeJsGzip, 'max', 'bytes')),
  ];
}

export function lighthouseChecks(pages: readonly LighthousePage[]): Check[] {
  return pages.flatMap(({ page, median }) => [
    check(`Lighthouse ${page} — performance`, median.performance, budgets.performance, 'min', 'score'),
    check(`Lighthouse ${page} — accessibility`, median.accessibility, budgets.accessibility, 'min', 'score'),
    check(`Lighthouse ${page} — LCP`, median.lcpMs, budgets.lcpMs, 'max', 'ms'),
    check(`Lighthouse ${page} — CLS`, median.cls, budgets.cls, 'max', ''),
  ]);
}
