/**
 * Form rows in real layout at 320 and 390 px wide: a Field's six-character label (身份证件号码) stays on one line; a
 * horizontal RadioGroup's label sits centred on its options' row.
 */
import { render } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../src/components/Field';
import { RadioGroup } from '../../src/components/Radio';
import { installRootFontSize } from '../../src/theme/rootFontSize';
import '../../src/theme/defaultTheme.css';

afterEach(() => document.body.replaceChildren());

describe('a Field label', () => {
  it.each([320, 390])('of six characters stays on one line at %i px wide', async (width) => {
    await page.viewport(width, 700);
    const stop = installRootFontSize();
    try {
      const { getByText, getByRole } = render(<Field label="身份证件号码" defaultValue="330106198503120319" />);
      await document.fonts.ready;
      const range = document.createRange();
      range.selectNodeContents(getByText('身份证件号码'));
      expect(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size).toBe(1);
      // The 18-digit number still fits its input.
      const input = getByRole('textbox', { name: '身份证件号码' }) as HTMLInputElement;
      expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
    } finally {
      stop();
    }
  });
});

describe('a horizontal RadioGroup', () => {
  it.each([320, 390])('centres its label on the options row at %i px wide', async (width) => {
    await page.viewport(width, 700);
    const stop = installRootFontSize();
    try {
      const options = [
        { value: 'm', label: '男' },
        { value: 'f', label: '女' },
      ];
      const { getByText } = render(<RadioGroup label="性别" horizontal options={options} />);
      await document.fonts.ready;
      const middle = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.top + box.height / 2;
      };
      const legend = getByText('性别');
      for (const option of ['男', '女']) expect(Math.abs(middle(getByText(option)) - middle(legend))).toBeLessThanOrEqual(1);
    } finally {
      stop();
    }
  });
});
