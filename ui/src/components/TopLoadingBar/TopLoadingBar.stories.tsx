import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopLoadingBar } from './TopLoadingBar';

const meta = {
  title: 'Feedback/TopLoadingBar',
  component: TopLoadingBar,
  args: { active: true },
} satisfies Meta<typeof TopLoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '努力加载中....' })).toBeVisible();
  },
};
