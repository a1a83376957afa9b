/**
 * A fill-in question's layout in real layout (happy-dom has none), at the root font size of a 320-wide and a 390-wide
 * phone: a long question takes the card's full width above its input (it used to sit in Field's 1.6rem label column,
 * a few characters a line beside the input); a short one stays beside the input.
 */
import { render } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionCard } from '../../src/components/QuestionCard';
import { installRootFontSize } from '../../src/theme/rootFontSize';
import '../../src/theme/defaultTheme.css';

afterEach(() => document.body.replaceChildren());

async function fillIn(width: number, title: string) {
  await page.viewport(width, 700);
  const stop = installRootFontSize();
  const { getByRole, getByText } = render(
    <QuestionCard type={1} title={title} value="" onChange={() => undefined} progress="第3题/共19题" error="请填写答案" />,
  );
  const input = getByRole('textbox', { name: title }) as HTMLInputElement;
  const label = input.labels![0]!;
  const text = document.createRange();
  text.selectNodeContents(label.firstChild!);
  const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
  const error = getByText('请填写答案').getBoundingClientRect();
  return { stop, input: input.getBoundingClientRect(), label: label.getBoundingClientRect(), error, lines };
}

describe('a fill-in question', () => {
  it.each([320, 390])('puts a long question above its input at the full width at %i px wide', async (width) => {
    const { stop, input, label, error, lines } = await fillIn(width, '您平均每天吸烟多少支？如已戒烟，请填写戒烟前每天的数量');
    try {
      expect(label.bottom).toBeLessThanOrEqual(input.top);
      expect(Math.abs(label.left - input.left)).toBeLessThan(1);
      expect(label.width).toBeGreaterThan(input.width - 1);
      // The question reads in at most two lines, not a narrow column of them.
      expect(lines).toBeLessThanOrEqual(2);
      expect(error.top).toBeGreaterThanOrEqual(input.bottom);
    } finally {
      stop();
    }
  });

  it.each([320, 390])('keeps a short question beside its input at %i px wide', async (width) => {
    const { stop, input, label } = await fillIn(width, '您的职业是？');
    try {
      expect(label.right).toBeLessThanOrEqual(input.left);
      expect(label.top).toBeLessThan(input.bottom);
      expect(label.bottom).toBeGreaterThan(input.top);
      expect(input.width).toBeGreaterThan(label.width);
    } finally {
      stop();
    }
  });
});
