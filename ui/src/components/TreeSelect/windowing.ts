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
  return Math.max(0, lo);
}

/** Rows `[start, end)` to render for a scroll position, with `overscan` extra rows on each side. */
export function visibleRange(
  offsets: readonly number[],
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { start: number; end: number } {
  const first = rowAt(offsets, scrollTop);
  const last = rowAt(offsets, scrollTop + Math.max(viewportHeight, 0));
  return { start: Math.max(0, first - overscan), end: Math.min(offsets.length - 1, last + 1 + overscan) };
}

/** The root font size in px: rem sizes are converted with it, and it changes with the viewport width. */
function useRootFontSize(): number {
  const read = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const [size, setSize] = useState(read);
  useEffect(() => {
    const update = () => setSize(read());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** Without a measured viewport (not laid out yet, or a DOM without layout) assume a phone screen of rows. */
const FALLBACK_VIEWPORT_ROWS = 12;

/**
 * Hand-written windowing for a scroll container: rows have heights in rem (converted at runtime with the root font
 * size), only the rows in view plus an overscan are rendered, each absolutely placed at its offset.
 */
export function useWindowedRows(
  viewportRef: RefObject<HTMLElement | null>,
  heightsRem: readonly number[],
  overscan = 6,
) {
  const rootPx = useRootFontSize();
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(0);
  const offsets = useMemo(() => rowOffsets(heightsRem.map((rem) => rem * rootPx)), [heightsRem, rootPx]);

  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const measure = () => setViewportHeight(element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewportRef]);

  const onScroll = useCallback(() => setScrollTop(viewportRef.current?.scrollTop ?? 0), [viewportRef]);

  const fallbackHeight = (heightsRem[0] ?? 1) * rootPx * FALLBACK_VIEWPORT_ROWS;
  const range = visibleRange(offsets, scrollTop, viewportHeight || fallbackHeight, overscan);

  /** Scrolls the least amount that brings row `index` fully into view. */
  const scrollToRow = useCallback(
    (index: number) => {
      const element = viewportRef.current;
      const top = offsets[index];
      const bottom = offsets[index + 1];
      if (!element || top === undefined || bottom === undefined) return;
      const height = element.clientHeight || fallbackHeight;
      let next = element.scrollTop;
      if (top < next) next = top;
      else if (bottom > next + height) next = bottom - height;
      if (next !== element.scrollTop) element.scrollTop = next;
      setScrollTop(next);
    },
    [viewportRef, offsets, fallbackHeight],
  );

  return { offsets, totalHeight: offsets[offsets.length - 1] ?? 0, range, onScroll, scrollToRow, rootPx, viewportHeight };
}
