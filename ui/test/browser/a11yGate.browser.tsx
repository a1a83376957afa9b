/**
 * Proves that an accessibility violation fails a story test. Deliberately broken fixtures (kept here, not in a
 * `*.stories.tsx` file, so the regular story run never sees them) are composed with exactly what the `storybook`
 * project gives every story: the a11y addon's preview annotations (its axe runner, run after each story) and our
 * `.storybook/preview.tsx` (parameters.a11y). If the check were switched off (`a11y.test` 'todo'/'off', the addon
 * dropped, axe rules disabled), these tests would fail.
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as previewAnnotations from '../../../.storybook/preview';
import { Button } from '../../src/components/Button';

setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);

const meta = { title: 'Fixtures/A11yGate' } satisfies Meta;

// Raw colours on purpose: the point is a contrast failure no token would produce.
const lowContrast = { color: '#c8c8c8', background: '#ffffff' };

const fixtures = {
  /** A text input with no label at all. */
  UnlabelledInput: { render: () => <input type="text" /> },
  /** Light grey text on white (about 1.7:1). */
  BadContrast: { render: () => <p style={lowContrast}>请携带身份证到医院处理</p> },
  /** A button with an icon only and no accessible name. */
  NamelessButton: {
    render: () => (
      <button type="button">
        <svg width="16" height="16" aria-hidden="true" />
      </button>
    ),
  },
} satisfies Record<string, StoryObj>;

/** Runs a fixture as the story test runner would; returns the a11y report and the error it threw, if any. */
async function runStory(name: string, story: StoryObj) {
  const composed = composeStory(story, meta, undefined, name);
  let error: unknown;
  try {
    await composed.run();
  } catch (caught) {
    error = caught;
  }
  const report = composed.reporting.reports.find((r) => r.type === 'a11y') as
    { status: string; result: { violations?: { id: string }[] } } | undefined;
  return { error, report, parameters: composed.parameters };
}

describe('the stories’ accessibility check', () => {
  it('is configured to fail a story (a11y.test = error) in the story run', async () => {
    const { parameters } = await runStory('Control', { render: () => <Button>提交</Button> });
    expect(parameters.a11y).toMatchObject({ test: 'error' });
  });

  it('passes an accessible fixture (so the failures below are about the fixtures)', async () => {
    const { error, report } = await runStory('Control', { render: () => <Button>提交</Button> });
    expect(error).toBeUndefined();
    expect(report?.status).toBe('passed');
  });

  it.each([
    ['UnlabelledInput', 'label'],
    ['BadContrast', 'color-contrast'],
    ['NamelessButton', 'button-name'],
  ] as const)('fails %s with the axe rule %s', async (name, rule) => {
    const { error, report } = await runStory(name, fixtures[name]);
    expect(report?.status).toBe('failed');
    expect(report?.result.violations?.map((violation) => violation.id)).toContain(rule);
    expect(String(error)).toMatch(rule);
  });
});
