/**
 * Local visual regression of the key stories: each is rendered through Storybook's own project annotations
 * (`.storybook/preview.tsx`), put in its reviewed state, and compared with the committed baseline in
 * `__screenshots__/keyStories.browser.tsx/`. Update the baselines with `npm run test:visual:update` and review the
 * PNG diff before committing.
 */
import { composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { page, userEvent, type Locator } from 'vitest/browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../../../.storybook/preview';
import { applyTheme, type ThemeName } from '../../src/theme/themeClasses';
import { freezePage, settle } from './stage';

// No Date.now() in a shot: stories that compute times at import see this instant (2026-12-08 09:00 Shanghai).
// Only Date is faked; timers stay real so toasts, dialogs and effects run as in the app.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-08T01:00:00Z') });

setProjectAnnotations([previewAnnotations]);

type StoryModule = { default: Meta } & Record<string, unknown>;

let canvas: HTMLElement | undefined;

/**
 * Renders a story (its play function too, unless `play: false`) into a fresh container; returns the story's root
 * element (the component's, for a story without decorators).
 */
async function show(
  module: StoryModule,
  name: string,
  { play = true, theme }: { play?: boolean; theme?: ThemeName } = {},
): Promise<Element> {
  const story = module[name] as StoryObj;
  const themed = theme ? { ...story, globals: { ...story.globals, theme } } : story;
  const composed = composeStory(play ? themed : { ...themed, play: undefined }, module.default, undefined, name);
  canvas?.remove();
  canvas = document.body.appendChild(document.createElement('div'));
  await composed.run({ canvasElement: canvas });
  await settle();
  return canvas.firstElementChild!;
}

/**
 * Compares the page under `targets` (the box around them all) with its baseline: the whole frame only for a
 * full-screen component, else the component's own box (with a list hanging out of it, that too). The mismatch ratio
 * is of the shot, so a few pixels moved inside a small component pass in a whole 390×844 frame (a NavBar's back
 * button moved 60 px did, and a Tag moved 0.1 rem did in an ActionCard's) but fail in its box. A transparent frame
 * over the box is what is shot: the screenshot of an element is the page's pixels inside its box.
 */
async function expectShot(name: string, ...targets: Array<Element | Locator>): Promise<void> {
  await settle();
  const boxes = (targets.length > 0 ? targets : [document.body]).map((target) =>
    (target instanceof Element ? target : target.element()).getBoundingClientRect(),
  );
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const frame = document.body.appendChild(document.createElement('div'));
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${left + window.scrollX}px`,
    top: `${top + window.scrollY}px`,
    width: `${Math.max(...boxes.map((box) => box.right)) - left}px`,
    height: `${Math.max(...boxes.map((box) => box.bottom)) - top}px`,
    pointerEvents: 'none',
  });
  try {
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
  } finally {
    frame.remove();
  }
}

beforeAll(freezePage);
beforeEach(() => {
  window.scrollTo(0, 0);
});

describe('key stories look as reviewed', () => {
  it('calendar with every day status', async () => {
    const calendar = await show(await import('../../src/components/Calendar/Calendar.stories'), 'EveryDayStatus');
    await expectShot('calendar-every-day-status', calendar);
  });

  it('time slots with a full day', async () => {
    const slots = await show(
      await import('../../src/components/TimeSlotPicker/TimeSlotPicker.stories'),
      'FullSlotList',
    );
    await expectShot('time-slots-full', slots);
  });

  it('time slots with one selected', async () => {
    const slots = await show(await import('../../src/components/TimeSlotPicker/TimeSlotPicker.stories'), 'Selected');
    await expectShot('time-slots-selected', slots);
  });

  it('tree select with a refused choice and the footer bar', async () => {
    await show(await import('../../src/components/TreeSelect/TreeSelect.stories'), 'AllowanceRuleAndFooter');
    await expectShot('tree-select-allowance-footer');
  });

  it('tree select with an open note', async () => {
    await show(await import('../../src/components/TreeSelect/TreeSelect.stories'), 'OpenNote');
    await expectShot('tree-select-open-note');
  });

  it('tree select names of two lines, and of three or more ending in … until the note is opened', async () => {
    await show(await import('../../src/components/TreeSelect/TreeSelect.stories'), 'NarrowPhoneLongNames');
    const list = page.getByRole('tabpanel').getByRole('list');
    await expectShot('tree-select-long-names', list);
    await userEvent.click(page.getByRole('button', { name: /^低剂量螺旋CT.*说明$/ }));
    await expectShot('tree-select-long-name-opened', list);
  });

  it('countdown expired', async () => {
    const countdown = await show(await import('../../src/components/Countdown/Countdown.stories'), 'Expired');
    await expectShot('countdown-expired', countdown);
  });

  it('report indicators with out-of-range values', async () => {
    const table = await show(
      await import('../../src/components/IndicatorTable/IndicatorTable.stories'),
      'OutOfRangeValues',
    );
    await expectShot('report-out-of-range', table);
  });

  it('confirm dialog', async () => {
    await show(await import('../../src/components/Dialog/Dialog.stories'), 'ConfirmAddItems', { play: false });
    await userEvent.click(page.getByRole('button', { name: '打开对话框' }));
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await expectShot('dialog-confirm', page.getByRole('alertdialog'));
    await userEvent.keyboard('{Escape}');
  });

  it('toast', async () => {
    await show(await import('../../src/components/Toast/Toast.stories'), 'NotOpenYet', { play: false });
    await userEvent.click(page.getByRole('button', { name: '智能导检' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('暂未开放');
    await expectShot('toast', page.getByRole('status'));
    await userEvent.keyboard('{Escape}');
  });

  it('combobox with the list open and an option highlighted', async () => {
    // The story pads the Combobox; its list hangs out of the Combobox's box.
    const combobox = (await show(await import('../../src/components/Combobox/Combobox.stories'), 'Highlighted'))
      .firstElementChild!;
    await expectShot('combobox-highlighted', combobox, page.getByRole('listbox'));
  });

  it('combobox with nothing matching', async () => {
    const combobox = (await show(await import('../../src/components/Combobox/Combobox.stories'), 'NoMatch'))
      .firstElementChild!;
    // The shown text under the input (the second is the live region's).
    await expectShot('combobox-no-match', combobox, page.getByText('没有匹配的单位').first());
  });

  it('form rows in one group, with the code button in its row', async () => {
    // Without its play: 获取验证码 as first shown, no countdown ticking in the shot.
    const group = await show(
      await import('../../src/components/FieldGroup/FieldGroup.stories'),
      'WithVerificationCode',
      { play: false },
    );
    await expectShot('field-group-verification-code', group);
  });

  it('report list with its year picker row', async () => {
    const list = await show(await import('../../src/components/ReportList/ReportList.stories'), 'ByYear', {
      play: false,
    });
    await expectShot('report-list-year-picker', list);
  });

  it('action card with an action row', async () => {
    await show(await import('../../src/components/ActionCard/ActionCard.stories'), 'WithActions', { play: false });
    await expectShot('action-card-with-actions', page.getByRole('region', { name: '男士基础体检套餐' }));
  });

  it('radio group with a checked and a disabled option', async () => {
    await show(await import('../../src/components/Radio/Radio.stories'), 'CheckedAndDisabled');
    await expectShot('radio-checked-disabled', ...page.getByRole('radiogroup').elements());
  });

  it('loading overlay over the page', async () => {
    await show(await import('../../src/components/LoadingOverlay/LoadingOverlay.stories'), 'CreatingOrder');
    await expectShot('loading-overlay', page.getByRole('dialog'));
  });

  it('footer bar fixed at the bottom', async () => {
    await show(await import('../../src/components/FooterBar/FooterBar.stories'), 'TwoActions');
    await expectShot('footer-bar-two-actions', page.getByRole('region', { name: '预约合计' }));
  });

  it('nav bar with 退出登录 on the right', async () => {
    await show(await import('../../src/components/NavBar/NavBar.stories'), 'WithRightAction');
    await expectShot('nav-bar-right-action', page.getByRole('banner'));
  });

  it('fill-in question longer than half the card', async () => {
    const card = await show(
      await import('../../src/components/QuestionCard/QuestionCard.stories'),
      'FillInLongQuestion',
    );
    await expectShot('question-fill-in-long', card);
  });

  // Out-of-range (dimmed), unavailable (sunken), selected (brand) and hover: the cell's look comes from its grid
  // attributes. Last in the file, and the pointer leaves the cell after the shot, so no other shot has a hovered element.
  for (const [hovered, day] of [
    ['bookable', '12月16日'],
    ['selected', '12月15日'],
  ] as const) {
    it(`calendar with a booking range, hovering a ${hovered} day`, async () => {
      const calendar = await show(await import('../../src/components/Calendar/Calendar.stories'), 'BookingRange');
      const cell = page.getByRole('gridcell', { name: new RegExp(`^${day}`) });
      await userEvent.hover(cell);
      await expectShot(`calendar-booking-range-hover-${hovered}`, calendar);
      await userEvent.unhover(cell);
    });
  }
});

/** The same key stories under the other shipped themes (the toolbar's theme global, as Storybook applies it). */
describe.each(['azure', 'highContrast'] as const)('key stories in the %s theme', (theme) => {
  it('calendar with every day status', async () => {
    const calendar = await show(await import('../../src/components/Calendar/Calendar.stories'), 'EveryDayStatus', {
      theme,
    });
    await expectShot(`${theme}-calendar-every-day-status`, calendar);
  });

  it('time slots with one selected', async () => {
    const slots = await show(await import('../../src/components/TimeSlotPicker/TimeSlotPicker.stories'), 'Selected', {
      theme,
    });
    await expectShot(`${theme}-time-slots-selected`, slots);
  });

  it('tree select with a refused choice and the footer bar', async () => {
    await show(await import('../../src/components/TreeSelect/TreeSelect.stories'), 'AllowanceRuleAndFooter', { theme });
    await expectShot(`${theme}-tree-select-allowance-footer`);
  });

  it('confirm dialog', async () => {
    await show(await import('../../src/components/Dialog/Dialog.stories'), 'ConfirmAddItems', { play: false, theme });
    await userEvent.click(page.getByRole('button', { name: '打开对话框' }));
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await expectShot(`${theme}-dialog-confirm`, page.getByRole('alertdialog'));
    await userEvent.keyboard('{Escape}');
  });

  afterAll(() => {
    applyTheme('checkup');
  });
});
