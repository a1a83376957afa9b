/**
 * The accessibility gate in the other shipped themes: the `storybook` project runs every story through axe in the
 * default theme; here the stories of the components that carry the most colour (status labels, brand fills, text
 * on tinted surfaces) run the same way under `azure` and `highContrast`, so a theme's contrast slip fails a test.
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import * as previewAnnotations from '../../../.storybook/preview';
import { resetFinishedCountdowns } from '../../src/components/Countdown/useCountdown';
import { applyTheme } from '../../src/theme/themeClasses';
import * as ButtonStories from '../../src/components/Button/Button.stories';
import * as CalendarStories from '../../src/components/Calendar/Calendar.stories';
import * as TimeSlotPickerStories from '../../src/components/TimeSlotPicker/TimeSlotPicker.stories';
import * as TagStories from '../../src/components/Tag/Tag.stories';
import * as PriceTagStories from '../../src/components/PriceTag/PriceTag.stories';
import * as CountdownStories from '../../src/components/Countdown/Countdown.stories';
import * as IndicatorTableStories from '../../src/components/IndicatorTable/IndicatorTable.stories';
import * as NavBarStories from '../../src/components/NavBar/NavBar.stories';

setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);

type StoryModule = { default: Meta } & Record<string, unknown>;

const modules: StoryModule[] = [
  ButtonStories,
  CalendarStories,
  TimeSlotPickerStories,
  TagStories,
  PriceTagStories,
  CountdownStories,
  IndicatorTableStories,
  NavBarStories,
];

/** Every story of those modules, by title and name. */
const stories = modules.flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => [`${module.default.title}/${name}`, { module, name, story: story as StoryObj }] as const),
);

let canvas: HTMLElement | undefined;
afterEach(() => canvas?.remove());
afterAll(() => applyTheme('checkup'));

describe.each(['azure', 'highContrast'] as const)('stories pass axe in the %s theme', (theme) => {
  it.each(stories)('%s', async (_title, { module, name, story }) => {
    // The theme as the toolbar sets it: a story-level global, applied to <html> by the preview's decorator.
    const composed = composeStory({ ...story, globals: { ...story.globals, theme } }, module.default, undefined, name);
    // A countdown finishes once per browser session: each theme's run starts a fresh one.
    resetFinishedCountdowns();
    canvas = document.body.appendChild(document.createElement('div'));
    await composed.run({ canvasElement: canvas });
    const report = composed.reporting.reports.find((r) => r.type === 'a11y') as
      { status: string; result: { violations?: { id: string; nodes: unknown[] }[] } } | undefined;
    expect(
      document.documentElement.classList.contains(
        theme === 'azure' ? 'checkup-theme-azure' : 'checkup-theme-high-contrast',
      ),
    ).toBe(true);
    expect(report?.result.violations ?? []).toEqual([]);
    expect(report?.status).toBe('passed');
  });
});
