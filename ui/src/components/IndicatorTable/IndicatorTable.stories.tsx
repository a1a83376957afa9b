import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bloodCount, lipidPanel } from './fixtures';
import { IndicatorTable } from './IndicatorTable';

const meta = {
  title: 'Report/IndicatorTable',
  component: IndicatorTable,
  args: { caption: '血脂四项', indicators: lipidPanel },
} satisfies Meta<typeof IndicatorTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Out-of-range values are marked in colour and in words (↑偏高 / ↓偏低). */
export const OutOfRangeValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('row', { name: /总胆固醇/ })).getByText('↑偏高')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /高密度/ })).getByText('↓偏低')).toBeVisible();
  },
};

export const QualitativeResults: Story = { args: { caption: '血常规', indicators: bloodCount } };

export const Empty: Story = { args: { indicators: [] } };
