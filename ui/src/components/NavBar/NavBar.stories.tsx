import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { NavBar } from './NavBar';

const meta = {
  title: 'Basics/NavBar',
  component: NavBar,
  args: { title: '体检套餐', onBack: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = { args: { title: '体检须知', onBack: undefined } };

export const WithRightAction: Story = {
  args: { title: '报告列表', right: <Button variant="text" size="sm">退出</Button> },
};
