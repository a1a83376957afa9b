/**
 * A fill-in question's layout in real layout (happy-dom has none), at the root font size of a 320-wide and a 390-wide
 * phone: a long question takes the card's full width above its input (it used to sit in Field's 1.6rem label column,
 * a few characters a line beside the input); a short one stays beside the input.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionCard } from '../../src/components/QuestionCard';
import './theme';
import { atPhoneWidth, lineCount } from './phone';

afterEach(() => document.body.replaceChildren());

/** A fill-in question titled `title`, rendered at the current width: its input's, label's and error's boxes. */
function fillIn(title: string) {
  const { getByRole, getByText } = render(
    <QuestionCard
      type={1}
      title={title}
      value=""
      onChange={() => undefined}
      progress="第3题/共19题"
      error="请填写答案"
    />,
  );
  const input = getByRole('textbox', { name: title }) as HTMLInputElement;
  const label = input.labels![0]!;
  const lines = lineCount(label.firstChild!);
  const error = getByText('请填写答案').getBoundingClientRect();
  return { input: input.getBoundingClientRect(), label: label.getBoundingClientRect(), error, lines };
}

describe('a fill-in question', () => {
  it.each([320, 390])('puts a long question above its input at the full width at %i px wide', (width) =>
    atPhoneWidth(width, () => {
      const { input, label, error, lines } = fillIn('您平均每天吸烟多少支？如已戒烟，请填写戒烟前每天的数量');
      expect(label.bottom).toBeLessThanOrEqual(input.top);
      expect(Math.abs(label.left - input.left)).toBeLessThan(1);
      expect(label.width).toBeGreaterThan(input.width - 1);
      // The question reads in at most two lines, not a narrow column of them.
      expect(lines).toBeLessThanOrEqual(2);
      expect(error.top).toBeGreaterThanOrEqual(input.bottom);
    }),
  );

  it.each([320, 390])('keeps a short question beside its input at %i px wide', (width) =>
    atPhoneWidth(width, () => {
      const { input, label } = fillIn('您的职业是？');
      expect(label.right).toBeLessThanOrEqual(input.left);
      expect(label.top).toBeLessThan(input.bottom);
      expect(label.bottom).toBeGreaterThan(input.top);
      expect(input.width).toBeGreaterThan(label.width);
    }),
  );
});
