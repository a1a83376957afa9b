import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { ReportSummary } from './ReportSummary';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Report/ReportSummary',
  component: ReportSummary,
  args: {
    summary: '1. 总胆固醇偏高\n2. 白细胞计数偏高\n3. 血红蛋白偏低\n4. 心电图未见异常',
    suggestions: '建议低盐低脂饮食，适量运动。\n- 3个月后复查血脂\n- 血液科门诊随诊\n如有不适请及时就医。',
  },
  argTypes: {
    summary: {
      control: 'text',
      description: 'The final summary, plain text; lines become paragraphs, numbered lines a list.',
    },
    suggestions: { control: 'text', description: 'Health suggestions, plain text.' },
    summaryTitle: { control: 'text', description: 'Heading of the summary.' },
    suggestionsTitle: { control: 'text', description: 'Heading of the suggestions.' },
    emptyText: { control: 'text', description: 'Shown for a missing section.' },
    summaryActions: {
      control: false,
      description: 'Extra content after the summary, e.g. the AI interpretation `Button`.',
    },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `A report's summary and health suggestions as safe plain text: lines become paragraphs, dashes and numbers lists.

**Use it** on the report page above the items. **Do not use it** for hospital HTML (use \`RichText\`) or for a
generated explanation (use \`AiStreamView\`).

**States**: summary and suggestions, with the AI button, empty sections.

**Accessibility**: two headed sections, so a screen reader can jump to 建议; lists are real lists ("列表, 4项");
markup in the data is shown as text, never run.

\`\`\`tsx
<ReportSummary summary={report.sumup} suggestions={report.suggTag} summaryActions={<Button size="sm">AI解读</Button>} />
\`\`\``,
  ),
} satisfies Meta<typeof ReportSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SummaryAndSuggestions: Story = {};

/** /ReportFinal: the summary with the AI interpretation button. */
export const WithAiButton: Story = {
  args: {
    suggestions: undefined,
    summaryActions: (
      <Button variant="primary" block>
        AI解读
      </Button>
    ),
  },
};

export const EmptySections: Story = { args: { summary: '', suggestions: '' } };
