import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon, noticeIcon, orderIcon, reportIcon } from '../Icon';
import { Cell, CellGroup } from './Cell';

const meta = {
  title: 'Basics/Cell',
  component: CellGroup,
  args: { title: '个人中心', children: null },
} satisfies Meta<typeof CellGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const onOrders = fn();

export const List: Story = {
  render: (args) => (
    <CellGroup {...args}>
      <Cell icon={<Icon icon={orderIcon} />} title="预约查询" onClick={onOrders} />
      <Cell icon={<Icon icon={reportIcon} />} title="体检报告" href="#report" />
      <Cell icon={<Icon icon={noticeIcon} />} title="体检须知" label="到检前请仔细阅读" href="#notice" />
      <Cell title="体检类型" value="健康体检" />
    </CellGroup>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '预约查询' }));
    await expect(onOrders).toHaveBeenCalled();
  },
};
