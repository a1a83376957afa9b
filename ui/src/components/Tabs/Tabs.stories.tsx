import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Tabs } from './Tabs';
import { componentDocs } from '../../../../.storybook/componentDocs';

const panel = (text: string) => <p className={sprinkles({ padding: 'md', margin: 'none' })}>{text}</p>;

const meta = {
  title: 'Basics/Tabs',
  component: Tabs,
  args: {
    label: '性别',
    items: [
      { value: '1', label: '男', content: panel('男性基础体检套餐 ¥368 · 男性全面体检套餐 ¥1280') },
      { value: '2', label: '女', content: panel('女性基础体检套餐 ¥398 · 女性全面体检套餐（含妇科）¥1480') },
    ],
  },
  argTypes: {
    items: { control: 'object', description: 'Tabs: `{ value, label, content, disabled? }`.' },
    value: { control: 'text', description: 'Controlled selected value.' },
    defaultValue: {
      control: 'text',
      description: 'Initially selected value when uncontrolled (default the first tab).',
    },
    onValueChange: { description: 'Called with the selected value.' },
    label: { control: 'text', description: 'Names the tab list, e.g. 性别.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `Switches between views of one page, e.g. 男 / 女 on the package list, 套餐介绍 / 体检须知.

**Use it** for two to four parallel views. **Do not use it** for steps of a flow, for navigation between pages, or
for filters that combine (use \`RadioGroup\` or chips).

**States**: first tab selected, another selected; a tab may be \`disabled\`.

**Accessibility**: Radix Tabs: a \`tablist\` named by \`label\` with \`tab\`s and one \`tabpanel\`; a screen reader
says "男, 标签, 已选择, 2之1". One Tab stop for the list; Left/Right move between tabs, Home/End jump; the panel follows.

\`\`\`tsx
<Tabs label="性别" items={[{ value: '1', label: '男', content: <PackageList sex="1" /> },
  { value: '2', label: '女', content: <PackageList sex="2" /> }]} />
\`\`\``,
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SexTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '男' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '女' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('女性基础体检套餐 ¥398');
  },
};

export const IntroAndNotice: Story = {
  args: {
    label: '套餐信息',
    items: [
      { value: 'intro', label: '套餐介绍', content: panel('适合 18 岁以上成年人的基础健康检查。') },
      { value: 'notice', label: '体检须知', content: panel('体检前一天请清淡饮食，当天空腹。') },
    ],
  },
};
