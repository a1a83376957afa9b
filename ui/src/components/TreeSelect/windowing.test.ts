import { describe, expect, it } from 'vitest';
import { focusableRow, rowAt, rowOffsets, visibleRange } from './windowing';

describe('focusableRow', () => {
  const focusable = [false, true, false, false, true, false];
  const canFocus = (index: number) => focusable[index]!;
  it('moves past rows that cannot take focus, in the direction of travel, else the other way', () => {
    expect(focusableRow(6, canFocus, 0, 1)).toBe(1);
    expect(focusableRow(6, canFocus, 2, 1)).toBe(4);
    expect(focusableRow(6, canFocus, 3, -1)).toBe(1);
    expect(focusableRow(6, canFocus, 5, 1)).toBe(4);
    expect(focusableRow(6, canFocus, 99, -1)).toBe(4);
  });
  it('is -1 when no row can take focus', () => {
    expect(focusableRow(3, () => false, 0, 1)).toBe(-1);
    expect(focusableRow(0, () => true, 0, 1)).toBe(-1);
  });
});

describe('windowing maths', () => {
  const offsets = rowOffsets([10, 10, 30, 10, 10]);

  it('builds prefix offsets with the total last', () => {
    expect(offsets).toEqual([0, 10, 20, 50, 60, 70]);
  });

  it('finds the row at a position', () => {
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 9.9)).toBe(0);
    expect(rowAt(offsets, 10)).toBe(1);
    expect(rowAt(offsets, 49)).toBe(2);
    expect(rowAt(offsets, 1000)).toBe(4);
  });

  it('renders only the rows in view plus overscan', () => {
    expect(visibleRange(offsets, 20, 25, 0)).toEqual({ start: 2, end: 3 });
    expect(visibleRange(offsets, 20, 35, 1)).toEqual({ start: 1, end: 5 });
    expect(visibleRange(rowOffsets([]), 0, 100, 3)).toEqual({ start: 0, end: 0 });
    const many = rowOffsets(new Array<number>(5000).fill(50));
    const { start, end } = visibleRange(many, 50 * 2000, 600, 5);
    expect([start, end]).toEqual([1995, 2018]);
  });
});
