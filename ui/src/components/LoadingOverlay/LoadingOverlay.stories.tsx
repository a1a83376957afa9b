import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true, text: '订单生成中' },
  argTypes: {
    open: { control: 'boolean', description: 'Shown while true.' },
    text: { control: 'text', description: 'What is happening, e.g. 订单生成中 (default 加载中).' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `Covers the page while a blocking task runs, e.g. 订单生成中 after 立即预约.

**Use it** for a short task the person must wait for and must not interrupt. **Do not use it** for loading a page's
data (use \`TopLoadingBar\` or placeholders) or for a button's own work (use \`Button\`'s \`loading\`).

**States**: open with a text, blocking the page behind.

**Accessibility**: a modal that cannot be dismissed: the page behind is inert (no taps, no Tab), the overlay is
\`aria-busy\` and its text is announced ("订单生成中"). Keep the task short; there is no cancel.

\`\`\`tsx
<LoadingOverlay open={creating} text="订单生成中" />
\`\`\``,
  ),
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
