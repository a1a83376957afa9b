import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { searchIcon } from '../Icon';
import * as glyphs from '../Icon/glyphs';
import { Empty } from './Empty';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/Empty',
  component: Empty,
  args: { description: '暂无体检订单' },
  argTypes: {
    description: { control: 'text', description: 'What is missing, e.g. 暂无体检订单.' },
    icon: {
      control: 'select',
      options: Object.keys(glyphs),
      mapping: glyphs,
      description: 'Glyph in the illustration circle (default the order icon).',
    },
    children: { control: false, description: 'An optional next step, such as a `Button` 去预约.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `What a list shows when it has nothing in it: an illustration, what is missing and an optional next step.

**Use it** for an empty list or search result. **Do not use it** for an error (say what failed and offer 重试) or
while loading (use \`LoadingOverlay\` or \`TopLoadingBar\`).

**States**: no orders, no payment records, no packages (another icon), with an action.

**Accessibility**: plain text; the illustration is decorative and hidden from screen readers, which read only the
description and the action's button.

\`\`\`tsx
<Empty description="暂无体检订单"><Button variant="primary" onClick={book}>去预约</Button></Empty>
\`\`\``,
  ),
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
