import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The parts of the set-up the a11y gate (test/browser/a11yGate.browser.tsx) cannot see from inside a story. */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('story tests keep their accessibility check', () => {
  it('registers the a11y addon, so every story gets its axe run', () => {
    expect(read('../../.storybook/main.ts')).toMatch(/packageDir\('@storybook\/addon-a11y'\)/);
  });

  it('runs every story as a test through the Storybook Vitest plugin', () => {
    expect(read('../vitest.storybook.config.ts')).toMatch(/storybookTest\(/);
  });
});
