import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
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
    const dialog = await screen.findByRole('dialog', { name: '订单生成中' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveFocus();
  },
};

/** In a real browser the page behind is inert: neither Tab nor a script can move focus onto it. */
export const BlocksThePage: Story = {
  render: (args) => (
    <>
      <button type="button">提交订单</button>
      <LoadingOverlay {...args} />
    </>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '订单生成中' });
    const behind = screen.getByText('提交订单');
    await userEvent.tab();
    await expect(behind).not.toHaveFocus();
    behind.focus();
    await expect(behind).not.toHaveFocus();
    await expect(dialog).toBeVisible();
  },
};
