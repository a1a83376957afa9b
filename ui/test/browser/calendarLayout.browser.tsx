/**
 * The Calendar in real layout on a 320-wide and a 390-wide phone: three-digit 余N人 labels stay on one line inside
 * their day, and the clipped neighbour month keeps clear of the track's edge (at the edge, anti-aliasing of the clip
 * at a fractional width painted a 1-px sliver of the next month's cells down the page).
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Calendar } from '../../src/components/Calendar';
import './theme';
import { atPhoneWidth, lineCount, textBox } from './phone';

afterEach(() => document.body.replaceChildren());

const today = { y: 2026, m: 12, d: 8 };
const availability = Object.fromEntries(
  Array.from({ length: 24 }, (_, i) => [
    `2026-12-${String(8 + i).padStart(2, '0')}`,
    { remaining: 100 + i * 7, total: 300 },
  ]),
);

describe('the Calendar on a phone', () => {
  it.each([320, 390])(
    'keeps 余107人 on one line inside its day, and the next month off the edge, at %i px wide',
    (width) =>
      atPhoneWidth(width, () => {
        const { getByRole, container } = render(
          <div style={{ padding: '0 0.32rem' }}>
            <Calendar today={today} availability={availability} max={{ y: 2027, m: 2, d: 28 }} />
          </div>,
        );
        const cell = getByRole('gridcell', { name: /12月9日 .*余107人/ });
        const label = [...cell.querySelectorAll('span')].find((span) => span.textContent === '余107人')!;
        expect(lineCount(label)).toBe(1);
        const cellBox = cell.getBoundingClientRect();
        const labelBox = label.getBoundingClientRect();
        const glyphs = textBox(label);
        expect(glyphs.left).toBeGreaterThanOrEqual(cellBox.left);
        expect(glyphs.right).toBeLessThanOrEqual(cellBox.right);
        expect(labelBox.height).toBeLessThan(cellBox.height / 2);

        // The visible month and the next one (aria-hidden), side by side in the clipped track.
        const visible = cell.closest('table')!.parentElement!;
        const track = visible.parentElement!;
        const next = [...track.children].find(
          (month) => month !== visible && month.getBoundingClientRect().left > visible.getBoundingClientRect().left,
        );
        expect(next, 'the next month is mounted').toBeDefined();
        expect(next!.getBoundingClientRect().left - track.getBoundingClientRect().right).toBeGreaterThanOrEqual(1);
        expect(container.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      }),
  );
});
