import { describe, expect, it } from 'vitest';
import { interactionFigures, latencies, type BlockSamples, type Latency } from '../interaction';
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
  const figures = interactionFigures([block([900, 80], [1, 2, 3], 4.1), block([700, 60], [10, 20, 30], 5.5)], countdown);

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
