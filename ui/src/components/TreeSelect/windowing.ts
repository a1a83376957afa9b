import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';

/** Start offsets of each row plus the total height as the last entry (prefix sums of the heights). */
export function rowOffsets(heights: readonly number[]): number[] {
  const offsets = new Array<number>(heights.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < heights.length; i += 1) offsets[i + 1] = offsets[i]! + heights[i]!;
  return offsets;
}

/** Index of the row containing vertical position `y` (binary search over the offsets). */
export function rowAt(offsets: readonly number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The row the keyboard lands on for `index` (clamped to the list), moving by `step` past rows it cannot focus (an item
 * already in the package without a note: its native checkbox is disabled); the nearest the other way when there is
 * none that way; -1 when no row can take focus.
 */
export function focusableRow(count: number, canFocus: (index: number) => boolean, index: number, step: 1 | -1): number {
  const start = Math.max(0, Math.min(count - 1, index));
  for (const direction of [step, -step]) {
    for (let row = start; row >= 0 && row < count; row += direction) if (canFocus(row)) return row;
  }
  return -1;
}

/** Rows `[start, end)` to render for a scroll position, with `overscan` extra rows on each side. */
export function visibleRange(
  offsets: readonly number[],
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { start: number; end: number } {
  const first = rowAt(offsets, scrollTop);
  const last = rowAt(offsets, scrollTop + viewportHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(offsets.length - 1, last + 1 + overscan) };
}

/** The root font size in px, to turn scroll positions into rem: read in handlers and observers, where layout is clean. */
const rootPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/** Without a measured viewport (not laid out yet, or a DOM without layout) assume a phone screen of rows. */
const FALLBACK_VIEWPORT_ROWS = 12;

/**
 * Hand-written windowing for a scroll container: rows have heights in rem and are placed in rem (so a new root font
 * size, e.g. on rotation, moves nothing); the scroll position and the viewport's height are kept in rem too. Only the
 * rows in view plus an overscan are rendered, each absolutely placed at its offset.
 */
export function useWindowedRows(
  viewportRef: RefObject<HTMLElement | null>,
  heightsRem: readonly number[],
  overscan = 6,
) {
  const [scrollTop, setScrollTop] = useState(0);
  const [measuredHeight, setMeasuredHeight] = useState(0);
  const offsets = useMemo(() => rowOffsets(heightsRem), [heightsRem]);

  // Scroll events and viewport resizes (the root font size follows the viewport's width) re-read both in rem.
  const onScroll = useCallback(() => {
    const element = viewportRef.current;
    if (!element) return;
    const px = rootPx();
    setScrollTop(element.scrollTop / px);
    setMeasuredHeight(element.clientHeight / px);
  }, [viewportRef]);

  useEffect(() => {
    const element = viewportRef.current;
    onScroll();
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(onScroll);
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewportRef, onScroll]);

  const viewportHeight = measuredHeight || (heightsRem[0] ?? 1) * FALLBACK_VIEWPORT_ROWS;
  const range = visibleRange(offsets, scrollTop, viewportHeight, overscan);

  /** Scrolls the least amount that brings row `index` fully into view. */
  const scrollToRow = (index: number) => {
    const element = viewportRef.current;
    const top = offsets[index];
    const bottom = offsets[index + 1];
    if (!element || top === undefined || bottom === undefined) return;
    const px = rootPx();
    const current = element.scrollTop / px;
    const next = top < current ? top : bottom > current + viewportHeight ? bottom - viewportHeight : current;
    if (next !== current) element.scrollTop = next * px;
    setScrollTop(next);
  };

  return { offsets, range, onScroll, scrollToRow, viewportHeight };
}
