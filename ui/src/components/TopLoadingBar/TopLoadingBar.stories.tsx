import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopLoadingBar } from './TopLoadingBar';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Feedback/TopLoadingBar',
  component: TopLoadingBar,
  args: { active: true },
  argTypes: {
    active: { control: 'boolean', description: 'Shown while true (e.g. while a route loads).' },
    text: { control: 'text', description: 'Text next to the bar (default 努力加载中....).' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A thin indeterminate progress bar at the top of the screen while a page loads without blocking it.

**Use it** during route and data loads. **Do not use it** for a task the person must wait for (use
\`LoadingOverlay\`) or for known progress.

**States**: loading, hidden.

**Accessibility**: \`role="progressbar"\` named by its text ("努力加载中...., 进度条"); the page stays usable.

\`\`\`tsx
<TopLoadingBar active={navigation.state === 'loading'} />
\`\`\``,
  ),
} satisfies Meta<typeof TopLoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '努力加载中....' })).toBeVisible();
  },
};
