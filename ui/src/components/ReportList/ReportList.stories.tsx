import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { ReportList } from './ReportList';

const meta = {
  title: 'Report/ReportList',
  component: ReportList,
  args: {
    onSelect: fn(),
    groups: [
      { year: '2026', reports: [{ name: '2026年度健康体检', no: '2026120100012', date: '2026-12-01' }] },
      {
        year: '2025',
        reports: [
          { name: '2025年度健康体检', no: '2025110800021', date: '2025-11-08' },
          { name: '入职体检', no: '2025030100007', date: '2025-03-01' },
        ],
      },
      { year: '2024', reports: [{ name: '2024年度健康体检', no: '2024101200003', date: '2024-10-12' }] },
    ],
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'md', background: 'page' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByYear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '年份 全部' }));
    // The picker is a bottom sheet outside the story's canvas.
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '年份' });
    await userEvent.click(within(sheet).getByRole('button', { name: '2025' }));
    await expect(canvas.getAllByRole('button', { name: /体检/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /入职体检/ }));
    await expect(args.onSelect).toHaveBeenCalledWith({ name: '入职体检', no: '2025030100007', date: '2025-03-01' });
  },
};

export const NoReports: Story = { args: { groups: [] } };
