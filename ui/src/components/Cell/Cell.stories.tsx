import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon, noticeIcon, orderIcon, reportIcon } from '../Icon';
import { Cell, CellGroup } from './Cell';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/Cell',
  component: CellGroup,
  args: { title: '个人中心', children: null },
  argTypes: {
    title: { control: 'text', description: 'Heading shown above the rows; also names the list.' },
    children: {
      control: false,
      description: 'The `Cell` rows. A Cell takes `title`, `label`, `value`, `icon`, `onClick` or `href`, and `arrow`.',
    },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `\`Cell\` is one row of a list (title, optional second line, value at the right, chevron); \`CellGroup\` is a titled
list of them (the personal centre's menu, an order's facts).

**Use it** for menus and label–value facts. **Do not use it** for editable fields (use \`Field\` in a \`FieldGroup\`)
or for rich cards (use \`Card\`).

**States**: plain row, row with a value, with a second line, with an icon, a button row (\`onClick\`), a link row
(\`href\`), arrow forced on or off.

**Accessibility**: the group is a section named by its title with a list inside, read "列表, 4项". A row with
\`onClick\` is a button and one with \`href\` a link, named by its texts; plain rows are not focusable. The chevron is
decorative.

\`\`\`tsx
<CellGroup title="个人中心">
  <Cell icon={<Icon icon={orderIcon} />} title="预约查询" href="#/orders" />
  <Cell title="体检类型" value="健康体检" />
</CellGroup>
\`\`\``,
  ),
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
