import type { Meta, StoryObj } from '@storybook/react-vite';
import { sprinkles } from '../../theme/sprinkles.css';
import { Tag, tagTones } from './Tag';

const meta = {
  title: 'Basics/Tag',
  component: Tag,
  args: { children: '待付款', tone: 'warning' },
  argTypes: { tone: { control: 'inline-radio', options: tagTones } },
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
