import { describe, expect, it } from 'vitest';
import { bundleChecks, comparisonChecks, lighthouseChecks, serverChecks, type Check } from '../budgets';
import type { BundleReport, JsCss } from '../bundle';
import type { ComparisonReport } from '../comparison';
import type { LighthousePage } from '../lighthouse';
import { budgetText } from '../report';
import type { LoadFigures } from '../serverLoad';

const verdicts = (checks: Check[]) => Object.fromEntries(checks.map((c) => [c.name.replace(/ \(.*$/, ''), c.pass]));
const byName = (checks: Check[], start: string) => checks.find((c) => c.name.startsWith(start))!;

/** A page's bytes with all of `brotli` and `gzip` in its JS. */
const bytes = (gzip: number, brotli: number): JsCss => ({
  js: { files: 1, raw: gzip * 3, gzip, brotli },
  css: { files: 0, raw: 0, gzip: 0, brotli: 0 },
});
const react = bytes(67_000, 58_000);

interface Screen {
  firstRender: number;
  monthSwitch: number;
  keystroke: number;
}
function comparison(
  checkupBeyondReact: { gzip: number; brotli: number },
  ours?: Screen,
  theirs?: Screen,
  reactFloor?: { tap: number; key: number },
): ComparisonReport {
  const interaction = (s: Screen) => ({
    calendarFirstRenderMs: s.firstRender,
    monthSwitchMs: s.monthSwitch,
    searchKeystrokeMs: s.keystroke,
    countdown: { afterHiddenS: 0, clockJumpVisibleS: 0, clockJumpHiddenS: 0 },
  });
  const spread = (median: number) => ({ p25: median, median, p75: median });
  return {
    cpuSlowdown: 4,
    samples: 48,
    reactBaseline: react,
    pages: [
      {
        page: 'checkup',
        library: '@checkup/ui',
        bytes: bytes(67_000 + checkupBeyondReact.gzip, 58_000 + checkupBeyondReact.brotli),
        ...(ours ? { interaction: interaction(ours) } : {}),
      },
      {
        page: 'antd',
        library: 'antd-mobile',
        bytes: bytes(67_000 + 20_000, 58_000 + 18_000),
        ...(theirs ? { interaction: interaction(theirs) } : {}),
      },
    ],
    ...(reactFloor
      ? {
          floors: [
            {
              page: 'reactFloor',
              label: 'bare React 19',
              interaction: { spread: { tapToText: spread(reactFloor.tap), keyToText: spread(reactFloor.key) } },
            },
          ],
        }
      : {}),
    ratios: {},
  } as unknown as ComparisonReport;
}

describe('bytes beyond React against antd-mobile (≤ 0.6×, a pass within 2 %)', () => {
  // antd-mobile adds 20,000 B gzip and 18,000 B brotli beyond React: 0.6× is 12,000 / 10,800 B, 2 % over it 12,240 / 11,016 B.
  const bytesChecks = (gzip: number, brotli: number) => comparisonChecks(comparison({ gzip, brotli }));

  it('passes at and under 0.6×, counting only what each page adds beyond React', () => {
    const checks = bytesChecks(12_000, 10_800);
    expect(checks.map((c) => [c.actual, c.pass])).toEqual([
      [0.6, true],
      [0.6, true],
    ]);
    expect(checks[0]!.name).toContain('(12000 ÷ 20000 B)');
  });

  it('passes within 2 % over the budget and fails beyond it, for gzip and brotli alike', () => {
    expect(bytesChecks(12_240, 11_016).map((c) => c.pass)).toEqual([true, true]);
    expect(bytesChecks(12_241, 11_016).map((c) => c.pass)).toEqual([false, true]);
    expect(bytesChecks(12_240, 11_017).map((c) => c.pass)).toEqual([true, false]);
  });

  it('reports the budget with its tolerance', () => {
    expect(budgetText(bytesChecks(12_000, 10_800)[1]!)).toBe('≤ 0.6× (passes up to 0.612×)');
  });
});

describe('interaction against antd-mobile (≤ 0.4×) and against the bare React floor', () => {
  const antd = { firstRender: 40, monthSwitch: 40, keystroke: 100 };
  const judged = (ours: Screen, floor = { tap: 10, key: 20 }) =>
    verdicts(comparisonChecks(comparison({ gzip: 12_000, brotli: 10_800 }, ours, antd, floor)));

  it('passes each ratio at its budget', () => {
    expect(judged({ firstRender: 16, monthSwitch: 13, keystroke: 30 })).toMatchObject({
      'Checkup ÷ antd-mobile — calendar first render': true,
      'Checkup ÷ antd-mobile — month switch': true,
      'Checkup ÷ antd-mobile — search keystroke, 2,000 items': true,
      'Checkup month switch ÷ bare React 19 button → text, same harness': true,
      'Checkup search keystroke ÷ bare React 19 input → text, same harness': true,
    });
  });

  it('fails each ratio just over its budget, and no tolerance applies to timings', () => {
    expect(judged({ firstRender: 16.1, monthSwitch: 16.1, keystroke: 40.1 })).toMatchObject({
      'Checkup ÷ antd-mobile — calendar first render': false,
      'Checkup ÷ antd-mobile — month switch': false,
      'Checkup ÷ antd-mobile — search keystroke, 2,000 items': false,
    });
    const overFloor = judged({ firstRender: 10, monthSwitch: 13.1, keystroke: 30.1 });
    expect(overFloor['Checkup month switch ÷ bare React 19 button → text, same harness']).toBe(false);
    expect(overFloor['Checkup search keystroke ÷ bare React 19 input → text, same harness']).toBe(false);
    expect(overFloor['Checkup ÷ antd-mobile — month switch']).toBe(true);
  });

  it('judges against the floor of the same run: the same figures pass on a slower floor', () => {
    const ours = { firstRender: 16, monthSwitch: 15.15, keystroke: 39.85 };
    expect(
      judged(ours, { tap: 9.75, key: 14.85 })['Checkup month switch ÷ bare React 19 button → text, same harness'],
    ).toBe(false);
    expect(judged(ours, { tap: 11.7, key: 26.6 })).toMatchObject({
      'Checkup month switch ÷ bare React 19 button → text, same harness': true,
      'Checkup search keystroke ÷ bare React 19 input → text, same harness': true,
    });
  });

  it('fails the floor ratios when the run has no floor', () => {
    const checks = comparisonChecks({ ...comparison({ gzip: 1, brotli: 1 }, antd, antd), floors: [] });
    expect(byName(checks, 'Checkup month switch ÷').pass).toBe(false);
  });

  it('has only the bytes checks when interaction was skipped', () => {
    expect(comparisonChecks(comparison({ gzip: 12_000, brotli: 10_800 }))).toHaveLength(2);
  });
});

describe('Lighthouse', () => {
  const page = (path: string, performance: number, accessibility: number, lcpMs: number): LighthousePage => {
    const figures = { performance, accessibility, lcpMs, tbtMs: 0, cls: 0 };
    return { page: path, finalUrl: path, runs: [figures], median: figures };
  };
  const floor = page('/', 100, 100, 1170);

  it('holds LCP to the bare React page of the same run plus 0.3 s', () => {
    const checks = lighthouseChecks(
      [page('/#/PersonIndex', 95, 100, 1470), page('/#/PersonBookSum', 95, 100, 1471)],
      floor,
    );
    const lcp = checks.filter((c) => c.name.includes('LCP'));
    expect(lcp.map((c) => [c.budget, c.pass])).toEqual([
      [1470, true],
      [1471 - 1, false],
    ]);
    expect(lcp[0]!.name).toBe("Lighthouse /#/PersonIndex — LCP (≤ the bare React page's 1170 ms + 300 ms)");
  });

  it('wants performance ≥ 95 and accessibility 100', () => {
    const verdict = verdicts(lighthouseChecks([page('/a', 95, 100, 0), page('/b', 94, 99, 0)], floor));
    expect(verdict).toMatchObject({
      'Lighthouse /a — performance': true,
      'Lighthouse /a — accessibility': true,
      'Lighthouse /b — performance': false,
      'Lighthouse /b — accessibility': false,
    });
  });
});

describe('server reads against bare Fastify (p99 ≤ 1.3×)', () => {
  const figures = (operation: string, p99Ms: number, warmUp?: true): LoadFigures => ({
    operation,
    connections: 100,
    durationS: 10,
    ok: 1,
    refused: 0,
    refusals: {},
    errors: 0,
    throughputPerS: 1,
    p50Ms: 1,
    p99Ms,
    ...(warmUp ? { warmUp } : {}),
  });

  it('divides each measured read by its own floor, leaving the warm-ups and the bookings out', () => {
    const checks = serverChecks(
      [
        figures('GetPersonSumList (first 3 s after start)', 90, true),
        figures('GetPersonSumList', 26),
        figures('GetSumTimeList', 27),
        figures('PersonOrderAdd', 9000),
      ],
      [figures('GetPersonSumList', 20), figures('GetSumTimeList', 20)],
    );
    expect(checks.map((c) => [c.name, c.actual, c.pass])).toEqual([
      ["server GetPersonSumList — p99 at 100 connections ÷ bare Fastify's (26 ÷ 20 ms)", 1.3, true],
      ["server GetSumTimeList — p99 at 100 connections ÷ bare Fastify's (27 ÷ 20 ms)", 1.35, false],
    ]);
  });

  it('fails a read that has no floor', () => {
    expect(serverChecks([figures('GetSumTimeList', 1)], [])[0]!.pass).toBe(false);
  });
});

describe('bundle', () => {
  const sizes = (gzip: number) => ({ files: 1, raw: gzip, gzip, brotli: gzip });
  const report = (firstLoadJs: number, routeJs: number): BundleReport =>
    ({
      shell: { js: sizes(0), css: sizes(0) },
      firstLoad: { js: sizes(firstLoadJs), css: sizes(8_000) },
      routes: [
        {
          path: '/PersonIndex',
          own: { js: sizes(0), css: sizes(0) },
          added: { js: sizes(routeJs), css: sizes(0) },
          loadsOtherRoutes: [],
        },
      ],
    }) as unknown as BundleReport;

  it('allows 110 kB JS gzip for the first load of / and 30 kB added per route', () => {
    expect(verdicts(bundleChecks(report(110_000, 30_000)))).toMatchObject({
      'first load of / — JS gzip': true,
      '/PersonIndex — JS added gzip': true,
    });
    expect(verdicts(bundleChecks(report(110_001, 30_001)))).toMatchObject({
      'first load of / — JS gzip': false,
      '/PersonIndex — JS added gzip': false,
    });
  });
});
