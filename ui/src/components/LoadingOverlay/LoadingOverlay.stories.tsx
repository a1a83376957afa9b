import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true, text: '订单生成中' },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreatingOrder: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: '订单生成中' })).toHaveAttribute('aria-busy', 'true');
  },
};
