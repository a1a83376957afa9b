/**
 * Where the app-wide overlays that do not take the screen sit, in real layout on 320×640 and 390×844 phones: the toast
 * a fifth down, clear of a screen's bottom button (it hid 查询报告 and 日期确认 for its 5 s) and of the middle, where
 * a field being typed in is when the keyboard is up; the top loading bar's 努力加载中.... under the nav bar, clear of
 * its back arrow and title (it covered the arrow on every slow load).
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../../src/components/Button';
import { FooterBar } from '../../src/components/FooterBar';
import { NavBar } from '../../src/components/NavBar';
import { dismissToast, toast, ToastHost } from '../../src/components/Toast';
import { TopLoadingBar } from '../../src/components/TopLoadingBar';
import './theme';
import { installRootFontSize } from '../../src/theme/rootFontSize';

const phones = [
  [320, 640],
  [390, 844],
] as const;

let stop: (() => void) | undefined;
afterEach(() => {
  act(() => dismissToast());
  stop?.();
  document.body.replaceChildren();
});

async function atPhone(width: number, height: number) {
  await page.viewport(width, height);
  stop = installRootFontSize();
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('a toast', () => {
  // 320×330: a 320×640 phone with the keyboard up (the page resized to what the keyboard leaves).
  it.each([...phones, [320, 330] as const])(
    'sits a fifth down, clear of the nav bar, the loading label and the lower half (bottom button, a focused field), at %i×%i',
    async (width, height) => {
      await atPhone(width, height);
      render(
        <>
          <ToastHost />
          <NavBar title="体检报告查询" onBack={() => undefined} />
          <TopLoadingBar active />
          <FooterBar action={<Button variant="primary">查询报告</Button>} />
        </>,
      );
      act(() => void toast('验证码发送成功，5分钟内有效。'));
      await document.fonts.ready;
      const message = screen.getByText('验证码发送成功，5分钟内有效。');
      // Where it rests once it has risen in.
      await Promise.all(message.getAnimations().map((animation) => animation.finished));
      const shown = message.getBoundingClientRect();
      for (const [what, box] of [
        ['the nav bar', screen.getByRole('banner').getBoundingClientRect()],
        ['the loading label', screen.getByText('努力加载中....').getBoundingClientRect()],
        ['the bottom button', screen.getByRole('button', { name: '查询报告' }).getBoundingClientRect()],
        // Screens keep their main buttons (查询报告, 日期确认 in the flow) and sheets their rows (支付) in the lower
        // half; with the keyboard up, a browser scrolls the field being typed in to the middle of what it leaves.
        ['the lower half and a field in the middle', new DOMRect(0, height / 2 - 22, width, height / 2 + 22)],
      ] as const) {
        expect(overlap(shown, box), `over ${what}`).toBe(false);
      }
      // It never takes a tap meant for what is under it.
      expect(getComputedStyle(screen.getByRole('status')).pointerEvents).toBe('none');
    },
  );
});

describe('the top loading bar', () => {
  it.each(phones)(
    "shows 努力加载中.... clear of the nav bar's back arrow and title at %i×%i",
    async (width, height) => {
      await atPhone(width, height);
      render(
        <>
          <NavBar title="体检报告查询" onBack={() => undefined} />
          <TopLoadingBar active />
        </>,
      );
      await document.fonts.ready;
      const label = screen.getByText('努力加载中....').getBoundingClientRect();
      const back = screen.getByRole('button', { name: '返回' }).getBoundingClientRect();
      const title = screen.getByRole('heading', { name: '体检报告查询' }).getBoundingClientRect();
      expect(overlap(label, back)).toBe(false);
      expect(overlap(label, title)).toBe(false);
      expect(label.left).toBeGreaterThanOrEqual(0);
      expect(label.right).toBeLessThanOrEqual(width);
    },
  );
});
