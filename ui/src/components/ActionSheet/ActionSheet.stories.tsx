import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ActionSheet } from './ActionSheet';

const meta = {
  title: 'Feedback/ActionSheet',
  component: ActionSheet,
  args: {
    title: '请选择体检类型',
    actions: [{ name: '健康体检' }, { name: '入职体检', description: '入职前的职业健康检查' }],
    onSelect: fn(),
    trigger: <Button variant="primary">个人体检</Button>,
  },
} satisfies Meta<typeof ActionSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '个人体检' }));
    await userEvent.click(await screen.findByRole('button', { name: '健康体检' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ name: '健康体检' }, 0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, actions: [{ name: '健康体检' }, { name: '入职体检' }, { name: '取消订单', danger: true }, { name: '暂不可用', disabled: true }] },
};
