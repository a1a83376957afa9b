import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportHeader } from './ReportHeader';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Report/ReportHeader',
  component: ReportHeader,
  args: {
    name: '王芳',
    sex: 'female',
    age: 42,
    reportNo: '2026120100031',
    date: '2026-12-01',
    doctor: '李医生',
    idNumber: '110101198405061248',
  },
  argTypes: {
    name: { control: 'text', description: 'Name of the person examined.' },
    sex: { control: 'inline-radio', options: ['male', 'female'], description: 'Shown as 男 / 女.' },
    age: { control: 'number', description: 'Age at the check-up.' },
    reportNo: { control: 'text', description: 'Report (registration) number.' },
    date: { control: 'text', description: 'Check-up date, `YYYY-MM-DD`, shown as is.' },
    doctor: { control: 'text', description: 'Chief examining doctor.' },
    idNumber: { control: 'text', description: 'ID number; always shown masked.' },
    headingLevel: {
      control: 'inline-radio',
      options: [1, 2, 3],
      description: 'Heading level of the name (default 2).',
    },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `The patient block on top of a report: name, sex, age, report number, date, doctor and the masked ID number.

**Use it** once at the top of a report. **Do not use it** for the person of an order or a booking (use \`Cell\`s).

**States**: every field, name only.

**Accessibility**: the name is a heading; the facts are a description list read as "报告编号 2026120100031"; the ID
number is masked and read as its kept parts ("110101 隐藏6位 061248"), not a row of stars.

\`\`\`tsx
<ReportHeader name="王芳" sex="female" age={42} reportNo="2026120100031" date="2026-12-01" doctor="李医生"
  idNumber="110101198405061248" />
\`\`\``,
  ),
} satisfies Meta<typeof ReportHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MaskedId: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('110101******061248')).toBeVisible();
  },
};

export const NameOnly: Story = {
  args: {
    sex: undefined,
    age: undefined,
    reportNo: undefined,
    date: undefined,
    doctor: undefined,
    idNumber: undefined,
  },
};
