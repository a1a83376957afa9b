import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { ReportList } from './ReportList';
import { componentDocs } from '../../../../.storybook/componentDocs';

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
  argTypes: {
    groups: {
      control: 'object',
      description: 'Reports by year, newest first: `{ year, reports: [{ name, no, date }] }`.',
    },
    onSelect: { description: 'Opens a report.' },
    year: { control: 'text', description: "Year shown (controlled); `''` for all years." },
    defaultYear: { control: 'text', description: 'Initial year when uncontrolled; default all years.' },
    onYearChange: { description: 'Called with the chosen year.' },
    yearLabel: { control: 'text', description: 'Label of the year filter.' },
    allYearsText: { control: 'text', description: 'The filter option for every year.' },
    emptyText: { control: 'text', description: 'Shown without reports (暂无报告数据).' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `The person's reports grouped by year, with a year filter that opens a bottom-sheet picker.

**Use it** on the report list page. **Do not use it** for orders (use \`ActionCard\`s) or for the items of one report
(use \`ItemResultSection\`).

**States**: by year, filtered to a year, no reports.

**Accessibility**: each year is a headed list; each report is a button named by its name and date. The filter is a
row button showing the chosen year that opens a sheet of years (a dialog), and the list announces nothing until it
changes.

\`\`\`tsx
<ReportList groups={reportsByYear} onSelect={(report) => open(report.no)} />
\`\`\``,
  ),
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
