import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Collapse } from './Collapse';

const meta = {
  title: 'Basics/Collapse',
  component: Collapse,
  args: { title: '套餐项目', extra: '共3项 ¥368.00', children: '一般检查、血常规、肝功能' },
} satisfies Meta<typeof Collapse>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /套餐项目/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('一般检查、血常规、肝功能')).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
