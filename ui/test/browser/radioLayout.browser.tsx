/**
 * Horizontal RadioGroups on a Field row's band (`surface="card"`) among a form's Field rows, in real layout at 320 and
 * 390 px wide (/questionBaseInfo's 性别 and 血型): each band is as wide as the Field rows, has their background, and
 * starts its label where the Field labels start; its options stay inside its padding (血型's 不详 on a second line at
 * 320 px, the band grown to hold it).
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../src/components/Field';
import { RadioGroup } from '../../src/components/Radio';
import { sprinkles } from '../../src/theme/sprinkles.css';
import './theme';
import { atPhoneWidth, textBox } from './phone';

afterEach(() => document.body.replaceChildren());

const sexOptions = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];
const bloodOptions = ['A', 'B', 'AB', 'O', '不详'].map((label) => ({ value: label, label }));

describe('a horizontal RadioGroup with surface="card"', () => {
  it.each([320, 390])('is a Field row among Field rows at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      // The app's screen body: a padded column of rows on the page's background.
      const { getByRole, getByText } = render(
        <div
          className={sprinkles({
            display: 'flex',
            flexDirection: 'column',
            gap: 'md',
            padding: 'md',
            background: 'page',
          })}
        >
          <Field label="年龄" inputMode="numeric" required />
          <RadioGroup label="性别" horizontal surface="card" options={sexOptions} />
          <Field label="身高（cm）" inputMode="decimal" required />
          <RadioGroup label="血型" horizontal surface="card" options={bloodOptions} />
        </div>,
      );
      await document.fonts.ready;
      const row = getByRole('textbox', { name: '年龄' }).parentElement!;
      const rowBox = row.getBoundingClientRect();
      const rowStyle = getComputedStyle(row);
      const labelInset = textBox(getByText('年龄')).left - rowBox.left;
      const pageBackground = getComputedStyle(row.parentElement!).backgroundColor;
      expect(rowStyle.backgroundColor).not.toBe(pageBackground);
      for (const name of ['性别', '血型']) {
        const group = getByRole('radiogroup', { name });
        const band = group.getBoundingClientRect();
        const style = getComputedStyle(group);
        expect(style.backgroundColor, `${name} at ${width}`).toBe(rowStyle.backgroundColor);
        expect([band.left, band.right], `${name} at ${width}`).toEqual([rowBox.left, rowBox.right]);
        expect(textBox(getByText(name)).left - band.left, `${name} at ${width}`).toBeCloseTo(labelInset, 1);
        // Above the first line and below the last, the row's padding.
        expect([style.paddingTop, style.paddingBottom], `${name} at ${width}`).toEqual([
          rowStyle.paddingTop,
          rowStyle.paddingBottom,
        ]);
        const inner = {
          left: band.left + parseFloat(style.paddingLeft),
          right: band.right - parseFloat(style.paddingRight),
        };
        for (const option of group.querySelectorAll('label')) {
          const box = option.getBoundingClientRect();
          expect(box.left, `${option.textContent} at ${width}`).toBeGreaterThanOrEqual(inner.left - 0.5);
          expect(box.right, `${option.textContent} at ${width}`).toBeLessThanOrEqual(inner.right + 0.5);
          expect(box.bottom, `${option.textContent} at ${width}`).toBeLessThanOrEqual(
            band.bottom - parseFloat(style.paddingBottom) + 0.5,
          );
        }
      }
    }),
  );
});
