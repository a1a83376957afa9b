import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  args: { label: '我已阅读并同意体检须知' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '我已阅读并同意体检须知' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', padding: 'md' })}>
      <Checkbox label="未选" />
      <Checkbox label="已选" defaultChecked />
      <Checkbox label="套餐内已含（不可选）" checked disabled round />
      <Checkbox label="不可选" disabled />
    </div>
  ),
};
