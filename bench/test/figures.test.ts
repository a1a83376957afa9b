import { describe, expect, it } from 'vitest';
import type { ComparisonReport } from '../comparison';
import {
  floorLatencies,
  interactionFigures,
  latencies,
  latencyFigures,
  type BlockSamples,
  type FloorLatency,
  type Latency,
} from '../interaction';
import type { LighthousePage } from '../lighthouse';
import { monthTitle } from '../pages/src/floor';
import { floorRows, markdownReport } from '../report';
import type { LoadFigures } from '../serverLoad';
import { median, quantile } from '../stats';

describe('quantile', () => {
  it('interpolates between the nearest ranks, and its 0.5 is the median', () => {
    const values = [4, 1, 3, 2];
    expect(quantile(values, 0)).toBe(1);
    expect(quantile(values, 0.25)).toBe(1.75);
    expect(quantile(values, 0.5)).toBe(2.5);
    expect(median(values)).toBe(2.5);
    expect(quantile(values, 0.75)).toBe(3.25);
    expect(quantile(values, 1)).toBe(4);
    expect(median([3, 1, 2])).toBe(2);
  });
});

const same = <T>(value: T) => Object.fromEntries(latencies.map((latency) => [latency, value])) as Record<Latency, T>;
const block = (warmUp: number[], measured: number[], effectiveSlowdown: number): BlockSamples => ({
  warmUp: same(warmUp),
  measured: same(measured),
  effectiveSlowdown,
});
const countdown = { afterHiddenS: 0, clockJumpVisibleS: 0, clockJumpHiddenS: 0 };

describe('interactionFigures', () => {
  const figures = interactionFigures(
    [block([900, 80], [1, 2, 3], 4.1), block([700, 60], [10, 20, 30], 5.5)],
    countdown,
  );

  it('takes the figure and its spread over every measured sample of every block, leaving the warm-up out', () => {
    expect(figures.calendarFirstRenderMs).toBe(6.5);
    expect(figures.monthSwitchMs).toBe(6.5);
    expect(figures.searchKeystrokeMs).toBe(6.5);
    expect(figures.spread.monthSwitch).toEqual({ p25: 2.25, median: 6.5, p75: 17.5 });
  });

  it('reports each block in run order, the warm-up apart and the slowdown each block got', () => {
    expect(figures.blockMedians.searchKeystroke).toEqual([2, 20]);
    expect(figures.warmUpMedians.calendarFirstRender).toBe(390);
    expect(figures.effectiveSlowdown).toEqual([4.1, 5.5]);
    expect(figures.countdown).toBe(countdown);
  });
});

describe('latencyFigures', () => {
  it('gives a floor page the same figures for its own latencies', () => {
    const floorBlock = (tap: number[], key: number[], effectiveSlowdown: number): BlockSamples<FloorLatency> => ({
      warmUp: { tapToText: [50], keyToText: [40] },
      measured: { tapToText: tap, keyToText: key },
      effectiveSlowdown,
    });
    const figures = latencyFigures([floorBlock([4, 6], [2, 3], 4.2), floorBlock([8, 10], [5, 7], 4.8)], floorLatencies);
    expect(figures.spread.tapToText).toEqual({ p25: 5.5, median: 7, p75: 8.5 });
    expect(figures.blockMedians).toEqual({ tapToText: [5, 9], keyToText: [2.5, 6] });
    expect(figures.warmUpMedians).toEqual({ tapToText: 50, keyToText: 40 });
    expect(figures.effectiveSlowdown).toEqual([4.2, 4.8]);
  });
});

describe('floor page', () => {
  it('titles each next month as the calendar does', () => {
    expect([0, 1, 11, 12, 25].map(monthTitle)).toEqual([
      '2027年1月',
      '2027年2月',
      '2027年12月',
      '2028年1月',
      '2029年2月',
    ]);
  });
});

describe('floorRows', () => {
  const spread = (value: number) => ({ p25: value - 1, median: value, p75: value + 1 });
  const lighthousePage = (page: string, performance: number, lcpMs: number, tbtMs: number): LighthousePage => {
    const figures = { performance, accessibility: 100, lcpMs, tbtMs, cls: 0 };
    return { page, finalUrl: page, runs: [figures], median: figures };
  };
  const checkup = interactionFigures([block([9], [11], 4)], countdown);
  const comparison = {
    pages: [{ page: 'checkup', library: '@checkup/ui', bytes: {}, interaction: checkup }],
    floors: [
      {
        page: 'reactFloor',
        label: 'bare React 19',
        interaction: { ...latencyFigures([], floorLatencies), spread: { tapToText: spread(5), keyToText: spread(3) } },
      },
    ],
  } as unknown as ComparisonReport;
  const lighthouse = {
    package: 'lighthouse',
    runsPerPage: 1,
    pages: [lighthousePage('/#/PersonIndex', 67, 3470, 120)],
    http1Pages: [lighthousePage('/#/PersonIndex', 60, 4470, 100)],
    floor: lighthousePage('/', 100, 1210, 0),
  };

  it('puts each floor next to the figures it bounds, with their budgets', () => {
    expect(floorRows({ comparison, lighthouse })).toEqual([
      [
        'bare React 19, same harness: button → text / input → text',
        '5 ms (4–6) / 3 ms (2–4)',
        'month switch 11 ms (11–11) / search keystroke 11 ms (11–11) (budgets ≤ 1.3× / ≤ 1.5× the bare React 19 floor)',
      ],
      [
        'bare React 19 page (a heading and a paragraph), Lighthouse over HTTP/2: performance / LCP / TBT',
        '100 / 1.21 s / 0 ms',
        "/#/PersonIndex 67 / 3.47 s / 120 ms (budgets ≥ 95 / ≤ the floor's LCP + 0.30 s)",
      ],
    ]);
  });

  it("puts the server's floor beside the measured reads, leaving the warm-ups and the bookings out", () => {
    const figures = (operation: string, p99Ms: number, throughputPerS: number, warmUp?: true): LoadFigures => ({
      operation,
      connections: 100,
      durationS: 10,
      ok: 1,
      refused: 0,
      refusals: {},
      errors: 0,
      throughputPerS,
      p50Ms: 1,
      p99Ms,
      ...(warmUp ? { warmUp } : {}),
    });
    const server = {
      connections: 100,
      readSeconds: 10,
      warmUpSeconds: 3,
      bookings: 1000,
      operations: [
        figures('GetSumTimeList (first 3 s after start)', 90, 5000, true),
        figures('GetSumTimeList', 30, 7000),
        figures('PersonOrderAdd', 400, 900),
      ],
      floors: [figures('GetSumTimeList', 22, 9000)],
    };
    expect(floorRows({ server })).toEqual([
      [
        "bare Fastify answering the same reads' bytes with the same headers, same load (100 connections): p99 (throughput)",
        'GetSumTimeList 22 ms (9000 ok/s)',
        "GetSumTimeList 30 ms (7000 ok/s) (budget ≤ 1.3× the floor's p99)",
      ],
    ]);
    expect(floorRows({ server: { ...server, floors: [] } })).toEqual([]);
  });

  it('has no rows for the parts a run skipped', () => {
    expect(floorRows({})).toEqual([]);
    expect(floorRows({ lighthouse })).toHaveLength(1);
  });

  it('lists each page over HTTP/2 (the budgets), the floor, then the same pages over HTTP/1.1 as context', () => {
    const none = { files: 0, raw: 0, gzip: 0, brotli: 0 };
    const report = markdownReport({
      generatedAt: 'now',
      node: '20',
      compression: { gzipLevel: 9, brotliQuality: 11 },
      bundle: { shell: { js: none, css: none }, firstLoad: { js: none, css: none }, routes: [] },
      lighthouse,
      checks: [],
    });
    const rows = report.split('\n').filter((line) => / \| (HTTPS, HTTP\/2|HTTP\/1\.1)/.test(line));
    expect(rows).toEqual([
      '| /#/PersonIndex | HTTPS, HTTP/2 (budgets) | /#/PersonIndex | 67 | 100 | 3470 ms | 120 ms | 0 |',
      '| bare React 19 page (floor) | HTTPS, HTTP/2 | / | 100 | 100 | 1210 ms | 0 ms | 0 |',
      '| /#/PersonIndex | HTTP/1.1 (context) | /#/PersonIndex | 60 | 100 | 4470 ms | 100 ms | 0 |',
    ]);
  });
});
