/**
 * Hit areas in real layout (happy-dom has none), at the root font size of a 320-wide and a 390-wide phone: a small
 * button is drawn at the `sm` height but answers taps over the touch target's full height; a TreeSelect row answers
 * taps anywhere on its line (not just on the checkbox and the name); the NavBar's right slot (退出登录) fits the bar.
 */
import { render, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/Button';
import { Calendar } from '../../src/components/Calendar';
import { Carousel } from '../../src/components/Carousel';
import { Cell, CellGroup } from '../../src/components/Cell';
import { Field } from '../../src/components/Field';
import { SearchBar } from '../../src/components/SearchBar';
import { Tabs } from '../../src/components/Tabs';
import { NavBar } from '../../src/components/NavBar';
import { TreeSelect } from '../../src/components/TreeSelect';
import { makeCatalogue } from '../../src/components/TreeSelect/fixtures';
import './theme';
import { atPhoneWidth, lineCount, textBox } from './phone';

/** The touch target token (0.88rem, at least 44 CSS px) in CSS px at the current root font size. */
const touchTargetPx = () => Math.max(0.88 * parseFloat(getComputedStyle(document.documentElement).fontSize), 44);

afterEach(() => document.body.replaceChildren());

describe('a small button', () => {
  it.each([320, 390])('takes taps over the touch target height at %i px wide', (width) =>
    atPhoneWidth(width, () => {
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
    }),
  );
});

describe('primary controls', () => {
  // At 320 px wide 0.88rem alone is 37.5 px: every control sized by the token fell under a finger's 44 px there.
  it.each([320, 390])('are at least 44 CSS px high (and the round ones wide) at %i px wide', (width) =>
    atPhoneWidth(width, () => {
      const { getByRole, getAllByRole } = render(
        <div>
          <NavBar title="体检预约" onBack={() => undefined} />
          <Tabs
            label="性别"
            items={[
              { value: 'm', label: '男', content: null },
              { value: 'f', label: '女', content: null },
            ]}
          />
          <CellGroup>
            <Cell title="预约查询" onClick={() => undefined} arrow />
          </CellGroup>
          <Field label="姓名" />
          <Calendar today={{ y: 2026, m: 12, d: 8 }} max={{ y: 2027, m: 2, d: 28 }} />
          <Button block>立即预约</Button>
        </div>,
      );
      const controls = [
        getByRole('button', { name: '返回' }),
        ...getAllByRole('tab'),
        getByRole('button', { name: '预约查询' }),
        getByRole('textbox', { name: '姓名' }),
        getByRole('button', { name: '下个月' }),
        getByRole('button', { name: '立即预约' }),
      ];
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        expect(box.height, control.textContent ?? '').toBeGreaterThanOrEqual(44);
      }
      for (const round of [getByRole('button', { name: '返回' }), getByRole('button', { name: '下个月' })]) {
        expect(round.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
      }
    }),
  );
});

describe('the Carousel dots', () => {
  it.each([320, 390])('are at least 24 CSS px each way at %i px wide (WCAG 2.5.8)', (width) =>
    atPhoneWidth(width, () => {
      const slides = ['a', 'b', 'c'].map((id) => ({ id, content: <div>{id}</div> }));
      const { getAllByRole } = render(<Carousel label="院区介绍" slides={slides} />);
      const dots = getAllByRole('button', { name: /^第 \d 张/ });
      expect(dots).toHaveLength(3);
      for (const dot of dots) {
        const box = dot.getBoundingClientRect();
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
    }),
  );
});

describe('the SearchBar', () => {
  it.each([320, 390])('focuses on a tap anywhere on its pill line at %i px wide', (width) =>
    atPhoneWidth(width, () => {
      const { getByRole } = render(<SearchBar placeholder="搜索套餐名称" />);
      const input = getByRole('searchbox');
      const pill = input.parentElement!.getBoundingClientRect();
      expect(pill.height).toBeGreaterThanOrEqual(44);
      const x = input.getBoundingClientRect().left + 20;
      // The input used to be the text's 20 px in the middle of the 44-px pill: taps above or below it did nothing.
      for (const y of [pill.top + 3, pill.bottom - 3]) expect(document.elementFromPoint(x, y)).toBe(input);
    }),
  );
});

/** Two frames: rows with `content-visibility: auto` take part in hit testing once the browser has found them on screen. */
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('a TreeSelect row', () => {
  it.each([320, 390])(
    'takes taps over its whole line at %i px wide, the note toggle and an open note keep theirs',
    (width) =>
      atPhoneWidth(width, async () => {
        const { getByRole } = render(
          <div style={{ height: '500px' }}>
            <TreeSelect categories={makeCatalogue(1, 20)} />
          </div>,
        );
        // 项目1 has a note; its row is the first of the list.
        const checkbox = await vi.waitFor(() => getByRole('checkbox', { name: '项目1' }) as HTMLInputElement);
        await frames();
        const label = checkbox.labels![0]!;
        const toggle = getByRole('button', { name: '项目1说明' });
        const row = checkbox.closest('li')!;
        const line = row.getBoundingClientRect();
        const cell = checkbox.getBoundingClientRect();
        const name = label.getBoundingClientRect();
        const meta = document.getElementById(checkbox.getAttribute('aria-describedby')!)!.getBoundingClientRect();
        const gap = toggle.getBoundingClientRect().left - name.left;
        // Each spot used to hit the row's grid, the price or nothing that checks the box.
        const spots: Array<[string, number, number]> = [
          ['left edge', line.left + 2, line.top + line.height / 2],
          ['above the checkbox', cell.left + cell.width / 2, line.top + 2],
          ['below the checkbox', cell.left + cell.width / 2, line.bottom - 3],
          ['the price', meta.left + 2, meta.top + meta.height / 2],
          ['above the name', name.left + gap / 2, line.top + 2],
          ['below the price', name.left + gap / 2, line.bottom - 3],
          ['beside the toggle', name.left + gap - 2, line.top + line.height / 2],
        ];
        for (const [where, x, y] of spots) expect(document.elementFromPoint(x, y), where).toBe(label);
        // The checkbox itself stays on top: a tap (or a test's click) on it lands on it, not on the label's box.
        expect(document.elementFromPoint(cell.left + cell.width / 2, cell.top + cell.height / 2)).toBe(checkbox);
        const toggleBox = toggle.getBoundingClientRect();
        expect(
          document
            .elementFromPoint(toggleBox.left + toggleBox.width / 2, toggleBox.top + toggleBox.height / 2)
            ?.closest('button'),
        ).toBe(toggle);

        // A real tap beside the price checks the box; the toggle opens the note and checks nothing.
        await userEvent.click(row, {
          position: { x: Math.round(gap / 2 + name.left - line.left), y: Math.round(line.height - 4) },
        });
        expect(checkbox).toBeChecked();
        await userEvent.click(toggle);
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(checkbox).toBeChecked();
        // The opened note below the line is text to read and scroll: a tap there changes nothing.
        const note = within(row).getByText(/项目1的说明/);
        await userEvent.click(note);
        expect(checkbox).toBeChecked();
      }),
  );
});

describe('the NavBar', () => {
  /** The report list's bar: the back button, `title`, and 退出登录 (a small text button) in the right slot. */
  const renderWithLogout = (title: string) => {
    const view = render(
      <NavBar
        title={title}
        onBack={() => undefined}
        right={
          <Button variant="text" size="sm">
            退出登录
          </Button>
        }
      />,
    );
    return {
      ...view,
      button: view.getByRole('button', { name: '退出登录' }),
      title: view.getByRole('heading', { level: 1 }),
    };
  };

  it.each([320, 390])('fits its right slot (退出登录) beside the back button and the title at %i px wide', (width) =>
    atPhoneWidth(width, () => {
      const { getByRole, button, title } = renderWithLogout('我的报告');
      const logout = button.getBoundingClientRect();
      const titleBox = title.getBoundingClientRect();
      const back = getByRole('button', { name: '返回' }).getBoundingClientRect();
      // On one line, at the small button's height (squeezed into a touch-target-wide column it broke into two lines
      // and stood taller than the bar).
      expect(lineCount(button)).toBe(1);
      expect(logout.height).toBeLessThan(touchTargetPx() - 8);
      expect(logout.bottom).toBeLessThanOrEqual(getByRole('banner').getBoundingClientRect().bottom);
      expect(logout.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
      expect(logout.left).toBeGreaterThanOrEqual(titleBox.right);
      expect(titleBox.left).toBeGreaterThanOrEqual(back.right);
      // Each side keeps to its edge of the bar, however wide its column grows to centre the title.
      const bar = getByRole('banner').getBoundingClientRect();
      expect(back.left - bar.left).toBeLessThan(touchTargetPx() / 2);
      expect(bar.right - logout.right).toBeLessThan(touchTargetPx() / 2);
      // A short title stays centred on the bar.
      const glyphs = textBox(title);
      expect(Math.abs(glyphs.left + glyphs.width / 2 - document.documentElement.clientWidth / 2)).toBeLessThan(2);
    }),
  );

  it.each([320, 390])('truncates a long title before the right slot at %i px wide', (width) =>
    atPhoneWidth(width, () => {
      const { button, title } = renderWithLogout('二〇二六年度入职体检报告（综合）及复查建议');
      const logout = button.getBoundingClientRect();
      expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
      expect(lineCount(button)).toBe(1);
      expect(logout.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
      expect(logout.left).toBeGreaterThanOrEqual(title.getBoundingClientRect().right);
      // The whole button takes its taps: nothing of the title lies over it.
      expect(document.elementFromPoint(logout.left + 1, logout.top + logout.height / 2)).toBe(button);
    }),
  );
});
