/**
 * Local visual regression of the key stories: each is rendered through Storybook's own project annotations
 * (`.storybook/preview.tsx`), put in its reviewed state, and compared with the committed baseline in
 * `__screenshots__/keyStories.browser.tsx/`. Update the baselines with `npm run test:visual:update` and review the
 * PNG diff before committing.
 */
import { composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { page, userEvent } from 'vitest/browser';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../../../.storybook/preview';
import { freezePage, settle } from './stage';

// No Date.now() in a shot: stories that compute times at import see this instant (2026-12-08 09:00 Shanghai).
// Only Date is faked; timers stay real so toasts, dialogs and effects run as in the app.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-08T01:00:00Z') });

setProjectAnnotations([previewAnnotations]);

type StoryModule = { default: Meta } & Record<string, unknown>;

/** Renders a story (its play function too, unless `play: false`) into a fresh container. */
async function show(module: StoryModule, name: string, { play = true } = {}): Promise<void> {
  const story = module[name] as StoryObj;
  const composed = composeStory(play ? story : { ...story, play: undefined }, module.default, undefined, name);
  await composed.run();
  await settle();
}

/**
 * Compares `target` (the whole frame by default) with its baseline. A small component is shot on its own: its few
 * changed pixels would pass the mismatch ratio of a whole 390×844 frame (a NavBar's back button moved 60 px did).
 */
async function expectShot(name: string, target: Element = document.body): Promise<void> {
  await settle();
  await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
}

beforeAll(freezePage);
beforeEach(() => {
  window.scrollTo(0, 0);
});

describe('key stories look as reviewed', () => {
  it('calendar with every day status', async () => {
    await show(await import('../../src/components/Calendar/Calendar.stories'), 'EveryDayStatus');
    await expectShot('calendar-every-day-status');
  });

  it('time slots with a full day', async () => {
    await show(await import('../../src/components/TimeSlotPicker/TimeSlotPicker.stories'), 'FullSlotList');
    await expectShot('time-slots-full');
  });

  it('time slots with one selected', async () => {
    await show(await import('../../src/components/TimeSlotPicker/TimeSlotPicker.stories'), 'Selected');
    await expectShot('time-slots-selected');
  });

  it('tree select with a refused choice and the footer bar', async () => {
    await show(await import('../../src/components/TreeSelect/TreeSelect.stories'), 'AllowanceRuleAndFooter');
    await expectShot('tree-select-allowance-footer');
  });

  it('tree select with an open note', async () => {
    await show(await import('../../src/components/TreeSelect/TreeSelect.stories'), 'OpenNote');
    await expectShot('tree-select-open-note');
  });

  it('countdown expired', async () => {
    await show(await import('../../src/components/Countdown/Countdown.stories'), 'Expired');
    await expectShot('countdown-expired');
  });

  it('report indicators with out-of-range values', async () => {
    await show(await import('../../src/components/IndicatorTable/IndicatorTable.stories'), 'OutOfRangeValues');
    await expectShot('report-out-of-range');
  });

  it('confirm dialog', async () => {
    await show(await import('../../src/components/Dialog/Dialog.stories'), 'ConfirmAddItems', { play: false });
    await userEvent.click(page.getByRole('button', { name: '打开对话框' }));
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await expectShot('dialog-confirm');
    await userEvent.keyboard('{Escape}');
  });

  it('toast', async () => {
    await show(await import('../../src/components/Toast/Toast.stories'), 'NotOpenYet', { play: false });
    await userEvent.click(page.getByRole('button', { name: '智能导检' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('暂未开放');
    await expectShot('toast');
    await userEvent.keyboard('{Escape}');
  });

  it('combobox with the list open and an option highlighted', async () => {
    await show(await import('../../src/components/Combobox/Combobox.stories'), 'Highlighted');
    await expectShot('combobox-highlighted');
  });

  it('combobox with nothing matching', async () => {
    await show(await import('../../src/components/Combobox/Combobox.stories'), 'NoMatch');
    await expectShot('combobox-no-match');
  });

  it('action card with an action row', async () => {
    await show(await import('../../src/components/ActionCard/ActionCard.stories'), 'WithActions', { play: false });
    await expectShot('action-card-with-actions');
  });

  it('radio group with a checked and a disabled option', async () => {
    await show(await import('../../src/components/Radio/Radio.stories'), 'CheckedAndDisabled');
    await expectShot('radio-checked-disabled');
  });

  it('loading overlay over the page', async () => {
    await show(await import('../../src/components/LoadingOverlay/LoadingOverlay.stories'), 'CreatingOrder');
    await expectShot('loading-overlay');
  });

  it('footer bar fixed at the bottom', async () => {
    await show(await import('../../src/components/FooterBar/FooterBar.stories'), 'TwoActions');
    await expectShot('footer-bar-two-actions');
  });

  it('nav bar with 退出登录 on the right', async () => {
    await show(await import('../../src/components/NavBar/NavBar.stories'), 'WithRightAction');
    await expectShot('nav-bar-right-action', document.querySelector('header') ?? document.body);
  });

  it('fill-in question longer than half the card', async () => {
    await show(await import('../../src/components/QuestionCard/QuestionCard.stories'), 'FillInLongQuestion');
    await expectShot('question-fill-in-long');
  });

  // Out-of-range (dimmed), unavailable (sunken), selected (brand) and hover: the cell's look comes from its grid
  // attributes. Last in the file, and the pointer leaves the cell after the shot, so no other shot has a hovered element.
  for (const [hovered, day] of [['bookable', '12月16日'], ['selected', '12月15日']] as const) {
    it(`calendar with a booking range, hovering a ${hovered} day`, async () => {
      await show(await import('../../src/components/Calendar/Calendar.stories'), 'BookingRange');
      const cell = page.getByRole('gridcell', { name: new RegExp(`^${day}`) });
      await userEvent.hover(cell);
      await expectShot(`calendar-booking-range-hover-${hovered}`);
      await userEvent.unhover(cell);
    });
  }
});
