/**
 * Form rows in real layout at 320 and 390 px wide: a Field's six-character label (身份证件号码) stays on one line; a
 * required Field's mark (*) stays on the line of the label's last character; a horizontal RadioGroup's label sits
 * centred on its options' row.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../src/components/Field';
import { FieldGroup } from '../../src/components/FieldGroup';
import { ResendCodeButton } from '../../src/components/ResendCodeButton';
import { RadioGroup } from '../../src/components/Radio';
import './theme';
import { atPhoneWidth, lineCount } from './phone';

afterEach(() => document.body.replaceChildren());

describe('a Field label', () => {
  it.each([320, 390])('of six characters stays on one line at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const { getByText, getByRole } = render(<Field label="身份证件号码" defaultValue="330106198503120319" />);
      await document.fonts.ready;
      expect(lineCount(getByText('身份证件号码'))).toBe(1);
      // The 18-digit number still fits its input.
      const input = getByRole('textbox', { name: '身份证件号码' }) as HTMLInputElement;
      expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
    }),
  );
});

describe('a required Field', () => {
  // 身高（cm） and 体重（kg） of /questionBaseInfo: at 320 px the mark wrapped alone under 身高（cm）.
  it.each([320, 390])('keeps its mark on the line of the label’s last character at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const { getByText } = render(
        <>
          <Field label="身高（cm）" inputMode="decimal" required />
          <Field label="体重（kg）" inputMode="decimal" required />
        </>,
      );
      await document.fonts.ready;
      for (const text of ['身高（cm）', '体重（kg）']) {
        const label = getByText((_, element) => element?.tagName === 'LABEL' && element.textContent.startsWith(text));
        const end = label.textContent.indexOf(text) + text.length;
        const top = (range: Range) => Math.round(range.getBoundingClientRect().top);
        // The label's own text ends in ）; the mark is the label's last *.
        expect(label.textContent.lastIndexOf('*')).toBeGreaterThanOrEqual(end);
        const lastCharacter = characterAt(label, end - 1);
        const star = characterAt(label, label.textContent.lastIndexOf('*'));
        expect(top(star), `${text} at ${width}`).toBe(top(lastCharacter));
      }
    }),
  );
});

/** A range over the label's `index`-th character (counting the text of every node inside it). */
function characterAt(root: Element, index: number): Range {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let rest = index;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (rest < node.data.length) {
      const range = document.createRange();
      range.setStart(node, rest);
      range.setEnd(node, rest + 1);
      return range;
    }
    rest -= node.data.length;
  }
  throw new Error(`no character ${index} in ${root.textContent}`);
}

describe('a horizontal RadioGroup', () => {
  it.each([320, 390])('centres its label on the options row at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
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
      for (const option of ['男', '女'])
        expect(Math.abs(middle(getByText(option)) - middle(legend))).toBeLessThanOrEqual(1);
    }),
  );
});

describe('a FieldGroup', () => {
  // /PersonOrders and /questionBaseInfo: the longest labels with their marks, one row each, the inputs at one edge.
  it.each([320, 390])('keeps every label on one line and the inputs aligned at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const labels = ['身份证件号码', '手机号码', '身高（cm）', '体重（kg）'];
      const { getByRole, getByText } = render(
        <FieldGroup>
          {labels.map((label) => (
            <Field key={label} label={label} required />
          ))}
        </FieldGroup>,
      );
      await document.fonts.ready;
      for (const label of labels) expect(lineCount(getByText(label)), `${label} at ${width}`).toBe(1);
      const lefts = labels.map((label) =>
        Math.round(getByRole('textbox', { name: label }).getBoundingClientRect().left),
      );
      expect(new Set(lefts).size).toBe(1);
    }),
  );

  it.each([320, 390])('puts 获取验证码 and its countdown in the code row, at its right, at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const { getByRole } = render(
        <FieldGroup>
          <Field label="手机号" required />
          <Field
            label="验证码"
            required
            inputMode="numeric"
            maxLength={6}
            button={<ResendCodeButton onSend={() => true} waitUntil={Date.now() + 59_000} />}
          />
        </FieldGroup>,
      );
      await document.fonts.ready;
      const input = getByRole('textbox', { name: '验证码' }).getBoundingClientRect();
      const button = getByRole('button', { name: /重新获取/ });
      const box = button.getBoundingClientRect();
      const row = button.parentElement!.getBoundingClientRect();
      expect(lineCount(button)).toBe(1);
      expect(box.left).toBeGreaterThanOrEqual(input.right);
      expect(box.top).toBeGreaterThanOrEqual(row.top);
      expect(box.bottom).toBeLessThanOrEqual(row.bottom);
      expect(box.right).toBeLessThanOrEqual(row.right);
      // Six digits still fit the input beside the countdown.
      expect(input.width).toBeGreaterThan(
        Math.round(parseFloat(getComputedStyle(document.documentElement).fontSize) * 0.28 * 0.6 * 6),
      );
    }),
  );
});
