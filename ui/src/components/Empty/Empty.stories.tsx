import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { searchIcon } from '../Icon';
import { Empty } from './Empty';

const meta = {
  title: 'Basics/Empty',
  component: Empty,
  args: { description: '暂无体检订单' },
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoOrders: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无体检订单')).toBeVisible();
  },
};
export const NoPayRecords: Story = { args: { description: '暂无缴费记录' } };
export const NoPackages: Story = { args: { description: '暂无体检套餐，请联系管理员', icon: searchIcon } };
export const WithAction: Story = { args: { children: <Button variant="primary">去预约</Button> } };
