import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { ReportSummary } from './ReportSummary';

const meta = {
  title: 'Report/ReportSummary',
  component: ReportSummary,
  args: {
    summary: '1. 总胆固醇偏高\n2. 白细胞计数偏高\n3. 血红蛋白偏低\n4. 心电图未见异常',
    suggestions: '建议低盐低脂饮食，适量运动。\n- 3个月后复查血脂\n- 血液科门诊随诊\n如有不适请及时就医。',
  },
} satisfies Meta<typeof ReportSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SummaryAndSuggestions: Story = {};

/** /ReportFinal: the summary with the AI interpretation button. */
export const WithAiButton: Story = {
  args: { suggestions: undefined, summaryActions: <Button variant="primary" block>AI解读</Button> },
};

export const EmptySections: Story = { args: { summary: '', suggestions: '' } };
