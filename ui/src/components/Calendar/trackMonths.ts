import { addMonthsToMonth, compareMonths, type YearMonth } from '../../date/calendarDate';

/** Where a mounted month sits in the Calendar's track, relative to the visible month. */
export type TrackPlace = 'before' | 'current' | 'after';

export function trackPlace(shown: YearMonth, visible: YearMonth): TrackPlace {
  const order = compareMonths(shown, visible);
  return order < 0 ? 'before' : order > 0 ? 'after' : 'current';
}

/**
 * The months the Calendar keeps mounted, in order: the visible one, plus the settled month and its neighbours inside
 * [first, last]. `settled` is the deferred visible month: `null` on the first render (only the visible month is
 * built), and one commit behind `visible` when the page turns, so that commit finds the new month already built and
 * the newly needed neighbour is built after it.
 */
export function trackMonths(
  visible: YearMonth,
  settled: YearMonth | null,
  first: YearMonth,
  last?: YearMonth,
): YearMonth[] {
  const months = settled
    ? [addMonthsToMonth(settled, -1), settled, addMonthsToMonth(settled, 1)].filter(
        (m) => compareMonths(m, first) >= 0 && (!last || compareMonths(m, last) <= 0),
      )
    : [];
  if (!months.some((m) => compareMonths(m, visible) === 0)) months.push(visible);
  return months.sort(compareMonths);
}
