/**
 * Hit areas in real layout (happy-dom has none): a small button is drawn at the `sm` height but answers taps over the
 * touch target's full height, measured at the root font size of a 320-wide and a 390-wide phone.
 */
import { render } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../src/components/Button';
import { installRootFontSize } from '../../src/theme/rootFontSize';
import '../../src/theme/defaultTheme.css';

/** The touch target token (0.88rem) in CSS px at the current root font size. */
const touchTargetPx = () => 0.88 * parseFloat(getComputedStyle(document.documentElement).fontSize);

afterEach(() => document.body.replaceChildren());

describe('a small button', () => {
  it.each([320, 390])('takes taps over the touch target height at %i px wide', async (width) => {
    await page.viewport(width, 700);
    const stop = installRootFontSize();
    try {
      const { getByRole } = render(
        <div style={{ padding: '40px' }}>
          <Button size="sm">获取验证码</Button>
        </div>,
      );
      const button = getByRole('button');
      const box = button.getBoundingClientRect();
      const target = touchTargetPx();
      expect(box.height).toBeLessThan(target - 8);
      const x = box.left + box.width / 2;
      const reach = (target - box.height) / 2 - 1;
      expect(document.elementFromPoint(x, box.top - reach)).toBe(button);
      expect(document.elementFromPoint(x, box.bottom + reach)).toBe(button);
      expect(document.elementFromPoint(x, box.top - reach - 3)).not.toBe(button);
    } finally {
      stop();
    }
  });
});
