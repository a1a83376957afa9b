import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportHeader } from './ReportHeader';

const meta = {
  title: 'Report/ReportHeader',
  component: ReportHeader,
  args: { name: '王芳', sex: 'female', age: 42, reportNo: '2026120100031', date: '2026-12-01', doctor: '李医生', idNumber: '110101198405061248' },
} satisfies Meta<typeof ReportHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MaskedId: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('110101******061248')).toBeVisible();
  },
};

export const NameOnly: Story = { args: { sex: undefined, age: undefined, reportNo: undefined, date: undefined, doctor: undefined, idNumber: undefined } };
