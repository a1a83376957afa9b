import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Tag } from '../Tag';
import { Card } from './Card';

const meta = {
  title: 'Basics/Card',
  component: Card,
  args: { title: '团体体检', children: '单位员工凭单位名称、身份证号和手机号登录后预约。' },
  decorators: [(Story) => <div className={sprinkles({ padding: 'md' })}><Story /></div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '团体体检' })).toBeVisible();
  },
};

export const WithExtra: Story = { args: { extra: <Tag tone="success">可预约</Tag> } };

export const Plain: Story = { args: { title: undefined } };
