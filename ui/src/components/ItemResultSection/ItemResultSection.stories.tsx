import type { Meta, StoryObj } from '@storybook/react-vite';
import { sprinkles } from '../../theme/sprinkles.css';
import { bloodCount, lipidPanel } from '../IndicatorTable/fixtures';
import { ReportHeader } from '../ReportHeader';
import { ItemResultSection } from './ItemResultSection';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Report/ItemResultSection',
  component: ItemResultSection,
  args: {
    title: '血常规',
    checkClass: '检验',
    conclusion: '白细胞计数偏高，血红蛋白偏低，建议复查。',
    doctor: '赵医生',
    indicators: bloodCount,
  },
  argTypes: {
    title: { control: 'text', description: 'Check item name, e.g. 血常规.' },
    conclusion: { control: 'text', description: 'Conclusion of the item.' },
    doctor: { control: 'text', description: 'Examining doctor.' },
    checkClass: { control: 'text', description: 'Kind of check (检验, 功能检查, 影像检查), shown as a tag.' },
    indicators: { control: 'object', description: 'Indicator details; empty for items with a conclusion only.' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `One check item of a report: its name, kind, conclusion, doctor and indicator table.

**Use it** for each item on the report page. **Do not use it** for the report's overall summary (use
\`ReportSummary\`) or for an item's price in a package (use \`Cell\`).

**States**: with indicators, conclusion only, a full report of several items.

**Accessibility**: a section headed by the item's name, so a screen reader can jump from item to item; the kind is
read as text and the indicators as a table.

\`\`\`tsx
<ItemResultSection title="血常规" checkClass="检验" conclusion="白细胞计数偏高，建议复查。" doctor="赵医生"
  indicators={item.indicators} />
\`\`\``,
  ),
} satisfies Meta<typeof ItemResultSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIndicators: Story = {};

export const ConclusionOnly: Story = {
  args: { title: '心电图', checkClass: '功能检查', conclusion: '窦性心律，正常心电图。', indicators: [] },
};

/** A report with out-of-range values, as on /ReportDetails. */
export const FullReport: Story = {
  render: () => (
    <div
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'md', background: 'page' })}
    >
      <ReportHeader
        name="张三"
        sex="male"
        age={36}
        reportNo="2026120100012"
        date="2026-12-01"
        doctor="李医生"
        idNumber="110101199003071234"
      />
      <ItemResultSection
        title="血脂四项"
        checkClass="检验"
        conclusion="总胆固醇偏高。"
        doctor="王医生"
        indicators={lipidPanel}
      />
      <ItemResultSection
        title="血常规"
        checkClass="检验"
        conclusion="白细胞计数偏高，血红蛋白偏低。"
        doctor="赵医生"
        indicators={bloodCount}
      />
      <ItemResultSection title="心电图" checkClass="功能检查" conclusion="窦性心律，正常心电图。" doctor="孙医生" />
    </div>
  ),
};
