import type { Meta, StoryObj } from '@storybook/react-vite';
import { sprinkles } from '../../theme/sprinkles.css';
import { bloodCount, lipidPanel } from '../IndicatorTable/fixtures';
import { ReportHeader } from '../ReportHeader';
import { ItemResultSection } from './ItemResultSection';

const meta = {
  title: 'Report/ItemResultSection',
  component: ItemResultSection,
  args: { title: '血常规', checkClass: '检验', conclusion: '白细胞计数偏高，血红蛋白偏低，建议复查。', doctor: '赵医生', indicators: bloodCount },
} satisfies Meta<typeof ItemResultSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIndicators: Story = {};

export const ConclusionOnly: Story = { args: { title: '心电图', checkClass: '功能检查', conclusion: '窦性心律，正常心电图。', indicators: [] } };

/** A report with out-of-range values, as on /ReportDetails. */
export const FullReport: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'md', background: 'page' })}>
      <ReportHeader name="张三" sex="male" age={36} reportNo="2026120100012" date="2026-12-01" doctor="李医生" idNumber="110101199003071234" />
      <ItemResultSection title="血脂四项" checkClass="检验" conclusion="总胆固醇偏高。" doctor="王医生" indicators={lipidPanel} />
      <ItemResultSection title="血常规" checkClass="检验" conclusion="白细胞计数偏高，血红蛋白偏低。" doctor="赵医生" indicators={bloodCount} />
      <ItemResultSection title="心电图" checkClass="功能检查" conclusion="窦性心律，正常心电图。" doctor="孙医生" />
    </div>
  ),
};
