import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bloodCount, lipidPanel } from './fixtures';
import { IndicatorTable } from './IndicatorTable';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Report/IndicatorTable',
  component: IndicatorTable,
  args: { caption: '血脂四项', indicators: lipidPanel },
  argTypes: {
    indicators: {
      control: 'object',
      description: 'Rows: name, result, unit, reference range and flag of each indicator (`Indicator`).',
    },
    caption: { control: 'text', description: "Table caption, e.g. the check item's name 血脂四项." },
    emptyText: { control: 'text', description: 'Shown when there are no indicators (default 暂无明细).' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `The indicators of one check item in a report: result, unit and reference range, out-of-range values marked.

**Use it** inside a report, usually through \`ItemResultSection\`. **Do not use it** for items with a conclusion only
(心电图: the section shows the conclusion) or for data that is not a result.

**States**: values in and out of range (↑偏高 / ↓偏低), qualitative results (阴性), empty.

**Accessibility**: a real \`<table>\` with a caption and column headers, so a screen reader reads "总胆固醇, 结果 6.8,
↑偏高" cell by cell. Out of range is said in words, not only by colour.

\`\`\`tsx
<IndicatorTable caption="血脂四项" indicators={item.indicators} />
\`\`\``,
  ),
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
