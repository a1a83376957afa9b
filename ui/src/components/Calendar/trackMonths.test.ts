import { describe, expect, it } from 'vitest';
import { trackMonths, trackPlace } from './trackMonths';

const dec = { y: 2026, m: 12 };
const jan = { y: 2027, m: 1 };
const feb = { y: 2027, m: 2 };
const nov = { y: 2026, m: 11 };

describe('trackMonths', () => {
  it('builds only the visible month on the first render', () => {
    expect(trackMonths(jan, null, dec)).toEqual([jan]);
  });

  it('keeps the settled month and its neighbours, inside the bounds', () => {
    expect(trackMonths(jan, jan, nov)).toEqual([dec, jan, feb]);
    expect(trackMonths(dec, dec, dec)).toEqual([dec, jan]);
    expect(trackMonths(jan, jan, dec, jan)).toEqual([dec, jan]);
  });

  it('turning the page reuses the built neighbour until the deferred month catches up', () => {
    // The commit that shows January still holds December's window, January included.
    expect(trackMonths(jan, dec, nov)).toEqual([nov, dec, jan]);
  });

  it('adds a far month at once when the page jumps past the window', () => {
    const nextDec = { y: 2027, m: 12 };
    expect(trackMonths(nextDec, dec, nov)).toEqual([nov, dec, jan, nextDec]);
  });
});

describe('trackPlace', () => {
  it('places months before, at and after the visible one', () => {
    expect([dec, jan, feb].map((m) => trackPlace(m, jan))).toEqual(['before', 'current', 'after']);
  });
});
