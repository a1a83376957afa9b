/**
 * TreeSelect rows in real layout at 320 and 390 px wide (/addClusItem, /TeamAddClusItem): a long item name is shown
 * whole on up to two lines inside the fixed row, not cut to one line with …; a name of three lines or more ends in …
 * after two (whole in the checkbox's name, and on the row once its note is opened); the row's meta (price) and note
 * toggle stay inside the row too, and so does the toggle's focus ring.
 */
import { render } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
// The kit's global styles and Checkup's theme, first as in the app's stylesheet order: the focus ring's outline among them.
import './theme';
import { TreeSelect } from '../../src/components/TreeSelect';
import { atPhoneWidth, lineCount } from './phone';

afterEach(() => document.body.replaceChildren());

const LONG = '一般检查（身高、体重、血压、BMI）';
/** Names of three and four lines at these widths (about 11 characters a line): none in today's catalogue. */
const VERY_LONG = '低剂量螺旋CT肺部平扫（含三维重建、肺结节人工智能分析及影像科医师阅片报告）';
const VERY_LONG_NO_NOTE = '甲状腺功能七项（游离T3、游离T4、总T3、总T4、促甲状腺激素及两项抗体）';
const categories = [
  {
    value: '01',
    label: '一般检查',
    items: [
      { value: '0101', label: LONG, price: 10, note: '测量身高、体重、血压并计算体重指数。' },
      { value: '0102', label: '宫颈液基薄层细胞学检查（TCT）', price: 180 },
      { value: '0103', label: '内科检查', price: 10, note: '心、肺、腹部触诊与听诊。' },
      { value: '0104', label: VERY_LONG, price: 480, note: '胸部低剂量CT平扫，含结节随访建议。' },
      { value: '0105', label: VERY_LONG_NO_NOTE, price: 260 },
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
        // Nothing of the name is hidden: not cut to one line with …, no line beyond the two the row has room for (to
        // within a pixel: at 390 px the 36.4-px box of two lines reads clientHeight 36, scrollHeight 37).
        expect(label.scrollWidth, `${name} at ${width}`).toBeLessThanOrEqual(label.clientWidth);
        expect(label.scrollHeight, `${name} at ${width}`).toBeLessThanOrEqual(label.clientHeight + 1);
        // The name, the price under it and the note toggle are inside the row (its overflow is hidden).
        const rowBox = row.getBoundingClientRect();
        // The price line starts under the name's box (the name's lines do not run under it).
        const meta = row.querySelector('[id$="-meta"]')!;
        expect(label.getBoundingClientRect().bottom, `${name} at ${width}`).toBeLessThanOrEqual(
          meta.getBoundingClientRect().top + 0.5,
        );
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

/** The TreeSelect of `categories` in a 600-px-high box, once fonts are in. */
async function renderList() {
  const view = render(
    <div style={{ height: '600px' }}>
      <TreeSelect categories={categories} onChange={() => {}} />
    </div>,
  );
  await document.fonts.ready;
  // Two frames: rows with `content-visibility: auto` lay out their content once the browser has found them on screen.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return view;
}

/** The row of the item whose checkbox is `checkbox`, the row's visible (padding) box, the item's name and meta. */
function rowOf(checkbox: HTMLElement) {
  const row = checkbox.closest('li')!;
  const box = row.getBoundingClientRect();
  const clip = { top: box.top + row.clientTop, left: box.left + row.clientLeft, bottom: 0, right: 0 };
  clip.bottom = clip.top + row.clientHeight;
  clip.right = clip.left + row.clientWidth;
  const meta = document.getElementById(checkbox.getAttribute('aria-describedby')!)!;
  return { row, clip, label: (checkbox as HTMLInputElement).labels![0]!, meta };
}

type Box = { top: number; left: number; bottom: number; right: number };

/** Expects `box` to lie inside `clip` (to within half a pixel); `soft`: report and go on to the next case. */
function expectInside(box: Box, clip: Box, what: string, check: typeof expect | typeof expect.soft = expect) {
  check(box.top, `${what}: top`).toBeGreaterThanOrEqual(clip.top - 0.5);
  check(box.left, `${what}: left`).toBeGreaterThanOrEqual(clip.left - 0.5);
  check(box.bottom, `${what}: bottom`).toBeLessThanOrEqual(clip.bottom + 0.5);
  check(box.right, `${what}: right`).toBeLessThanOrEqual(clip.right + 0.5);
}

describe('a TreeSelect item named in three lines or more', () => {
  it.each([320, 390])('shows two lines of its name and the price inside its row at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const { getByRole } = await renderList();
      for (const name of [VERY_LONG, VERY_LONG_NO_NOTE]) {
        // Screen readers get the whole name.
        const checkbox = getByRole('checkbox', { name });
        const { clip, label, meta } = rowOf(checkbox);
        const what = `${name} at ${width}`;
        // The name's box holds two lines, the rest of the name is cut (it ends in …), and the price line is under it.
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
        const nameBox = label.getBoundingClientRect();
        expect(nameBox.height, what).toBeGreaterThan(1.5 * lineHeight);
        expect(nameBox.height, what).toBeLessThan(2.5 * lineHeight);
        expect(label.scrollHeight, what).toBeGreaterThan(label.clientHeight + 1);
        expect(nameBox.bottom, what).toBeLessThanOrEqual(meta.getBoundingClientRect().top + 0.5);
        expectInside(nameBox, clip, what);
        expectInside(meta.getBoundingClientRect(), clip, what);
      }
    }),
  );

  it.each([320, 390])('shows its whole name once its note is opened, at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const { getByRole } = await renderList();
      await userEvent.click(getByRole('button', { name: `${VERY_LONG}说明` }));
      const { row, clip, label, meta } = rowOf(getByRole('checkbox', { name: VERY_LONG }));
      const note = row.querySelector('[id$="-note"]')!;
      expect(label.scrollHeight).toBeLessThanOrEqual(label.clientHeight + 1);
      expect(label.getBoundingClientRect().height).toBeGreaterThan(
        2.5 * parseFloat(getComputedStyle(label).lineHeight),
      );
      expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(meta.getBoundingClientRect().top + 0.5);
      expect(meta.getBoundingClientRect().bottom).toBeLessThanOrEqual(note.getBoundingClientRect().top);
      for (const part of [label, meta, note])
        expectInside(part.getBoundingClientRect(), clip, `${part.id || 'name'} at ${width}`);
    }),
  );
});

describe('a TreeSelect note toggle', () => {
  // The ring is drawn outline-offset + outline-width around the button; the row (overflow: hidden, and content-visibility's
  // paint containment) cut what lay outside it: the top of an opened item's ring, whose button starts at the row's top,
  // and at 320 px the top and bottom of every ring (a 44-px button in a 47.8-px row).
  it.each([320, 390])('shows its whole focus ring, the note opened or closed, at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const { getByRole } = await renderList();
      for (const open of [false, true]) {
        for (const name of [LONG, '内科检查', VERY_LONG]) {
          const checkbox = getByRole('checkbox', { name });
          const toggle = getByRole('button', { name: `${name}说明` });
          checkbox.focus();
          if (open) await userEvent.keyboard('{ArrowRight}');
          await userEvent.tab();
          expect(toggle).toHaveFocus();
          expect(toggle).toHaveAttribute('aria-expanded', String(open));
          const ring = getComputedStyle(toggle);
          expect(ring.outlineStyle).toBe('solid');
          const reach = parseFloat(ring.outlineOffset) + parseFloat(ring.outlineWidth);
          const box = toggle.getBoundingClientRect();
          const drawn = {
            top: box.top - reach,
            left: box.left - reach,
            bottom: box.bottom + reach,
            right: box.right + reach,
          };
          expectInside(drawn, rowOf(checkbox).clip, `${name}, ${open ? 'opened' : 'closed'}, at ${width}`, expect.soft);
        }
      }
    }),
  );
});
