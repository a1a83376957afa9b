import type { Meta, StoryObj } from '@storybook/react-vite';
import { sprinkles } from '../../theme/sprinkles.css';
import { Tag, tagTones } from './Tag';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/Tag',
  component: Tag,
  args: { children: '待付款', tone: 'warning' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: tagTones,
      description: 'Meaning by colour; the text must carry the meaning too (已付款, not just green).',
    },
    plain: { control: 'boolean', description: 'Outline style on the card surface instead of a tinted fill.' },
    children: { control: 'text', description: 'The label, e.g. 待付款.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A short status label such as 待付款, 已完成 or 可预约.

**Use it** for the state of an order, a report or a day. **Do not use it** as a button or a filter (it does nothing
when tapped) or for long text.

**States**: every tone, plain (outline).

**Accessibility**: plain text; the colour is decoration and the words carry the meaning, so a screen reader reads
"待付款". Each tone's text reaches 4.5:1 in every theme.

\`\`\`tsx
<Tag tone="warning">待付款</Tag>
\`\`\``,
  ),
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const labels = { brand: '团检', success: '已完成', warning: '待付款', danger: '已过期', neutral: '已取消' } as const;

export const AllTones: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', padding: 'md' })}>
      {tagTones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          {labels[tone]}
        </Tag>
      ))}
      {tagTones.map((tone) => (
        <Tag key={`plain-${tone}`} tone={tone} plain>
          {labels[tone]}
        </Tag>
      ))}
    </div>
  ),
};
