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

/** The report list's bar: the side grows to fit 退出登录 on one line (also on a 320 px screen), the title stays centred. */
export const WithRightAction: Story = {
  args: {
    title: '我的报告',
    right: (
      <Button variant="text" size="sm">
        退出登录
      </Button>
    ),
  },
};

/** A title longer than the bar ends in an ellipsis before the right slot. */
export const LongTitleWithRightAction: Story = {
  args: {
    title: '二〇二六年度入职体检报告（综合）及复查建议',
    right: (
      <Button variant="text" size="sm">
        退出登录
      </Button>
    ),
  },
};
