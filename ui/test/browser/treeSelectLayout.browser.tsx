/**
 * TreeSelect rows in real layout at 320 and 390 px wide (/addClusItem, /TeamAddClusItem): a long item name is shown
 * whole on up to two lines inside the fixed row, not cut to one line with …; the row's meta (price) and note toggle
 * stay inside the row too.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TreeSelect } from '../../src/components/TreeSelect';
import '../../src/theme/defaultTheme.css';
import { atPhoneWidth, lineCount } from './phone';

afterEach(() => document.body.replaceChildren());

const LONG = '一般检查（身高、体重、血压、BMI）';
const categories = [
  {
    value: '01',
    label: '一般检查',
    items: [
      { value: '0101', label: LONG, price: 10, note: '测量身高、体重、血压并计算体重指数。' },
      { value: '0102', label: '宫颈液基薄层细胞学检查（TCT）', price: 180 },
      { value: '0103', label: '内科检查', price: 10, note: '心、肺、腹部触诊与听诊。' },
    ],
  },
];

describe('a TreeSelect item', () => {
  it.each([320, 390])('shows its whole name inside its row at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const { getByRole, container } = render(
        <div style={{ height: '600px' }}>
          <TreeSelect categories={categories} onChange={() => {}} />
        </div>,
      );
      await document.fonts.ready;
      for (const name of [LONG, '宫颈液基薄层细胞学检查（TCT）', '内科检查']) {
        const checkbox = getByRole('checkbox', { name });
        const row = checkbox.closest('li')!;
        const label = container.querySelector(`label[for="${checkbox.id}"]`)!;
        // Nothing of the name is hidden: not cut to one line with …, no line beyond the two the row has room for.
        expect(label.scrollWidth, `${name} at ${width}`).toBeLessThanOrEqual(label.clientWidth);
        expect(label.scrollHeight, `${name} at ${width}`).toBeLessThanOrEqual(label.clientHeight);
        // The name, the price under it and the note toggle are inside the row (its overflow is hidden).
        const rowBox = row.getBoundingClientRect();
        // The price line starts under the name's box (the name's lines do not run under it).
        const meta = row.querySelector('[id$="-meta"]')!;
        expect(label.getBoundingClientRect().bottom, `${name} at ${width}`).toBeLessThanOrEqual(meta.getBoundingClientRect().top + 0.5);
        for (const part of [label, row.querySelector('[id$="-meta"]')!]) {
          const box = part.getBoundingClientRect();
          expect(box.top, `${name} at ${width}`).toBeGreaterThanOrEqual(rowBox.top);
          expect(box.bottom, `${name} at ${width}`).toBeLessThanOrEqual(rowBox.bottom);
        }
      }
      // The long name does take two lines at these widths (one line would have been cut).
      const long = container.querySelector(`label[for="${getByRole('checkbox', { name: LONG }).id}"]`)!;
      expect(lineCount(long)).toBe(2);
    }),
  );
});
