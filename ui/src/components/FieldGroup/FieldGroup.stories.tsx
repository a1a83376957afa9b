import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Cell } from '../Cell';
import { Field } from '../Field';
import { RadioGroup } from '../Radio';
import { ResendCodeButton } from '../ResendCodeButton';
import { FieldGroup } from './FieldGroup';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Form/FieldGroup',
  component: FieldGroup,
  args: { children: null },
  argTypes: {
    title: { control: 'text', description: 'Shown above the rows; also names the group for screen readers.' },
    children: {
      control: false,
      description: 'The form\'s rows: `Field`s, `Combobox`es, `RadioGroup`s (`surface="card"`), `Cell`s.',
    },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A form's fields as one surface of rows, label left and input right, hairlines between (the booking form, the
login form).

**Use it** around the fields of a form. **Do not use it** for a read-only list (use \`CellGroup\`) or around a single
search box.

**States**: booking form, with a verification code row, long labels on a narrow phone.

**Accessibility**: a group named by its title; each row keeps its own label, hint and error. Tab goes through the
fields in order.

\`\`\`tsx
<FieldGroup title="体检人信息">
  <Field label="姓名" />
  <Field label="手机号" inputMode="tel" maxLength={11} />
  <RadioGroup label="性别" options={sexOptions} surface="card" />
</FieldGroup>
\`\`\``,
  ),
} satisfies Meta<typeof FieldGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const sexOptions = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];

/** The booking form: one surface, label left, input right, hairlines between the rows. */
export const BookingForm: Story = {
  render: (args) => (
    <FieldGroup {...args}>
      <Field
        label="身份证件号码"
        placeholder="请输入身份证件号码"
        maxLength={18}
        required
        defaultValue="330106198503120319"
      />
      <Field label="姓名" placeholder="请输入姓名" required />
      <Field label="手机号码" placeholder="请输入手机号码" type="tel" inputMode="tel" maxLength={11} required />
      <Cell title="体检日期" value="2026-12-09 星期三" onClick={() => undefined} />
    </FieldGroup>
  ),
};

/** A sign-in form: 获取验证码 inside the code's row, at its right, where its countdown runs after a send. */
export const WithVerificationCode: Story = {
  render: (args) => (
    <FieldGroup {...args}>
      <Field
        label="手机号"
        placeholder="请输入手机号"
        type="tel"
        inputMode="tel"
        maxLength={11}
        required
        defaultValue="13800138000"
      />
      <Field
        label="验证码"
        placeholder="请输入验证码"
        inputMode="numeric"
        maxLength={6}
        required
        button={<ResendCodeButton onSend={() => true} />}
      />
    </FieldGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: /重新获取\(\d+s\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A 320-wide phone, the longest labels of the app's forms with their required marks: each on one line. */
export const NarrowPhoneLongLabels: Story = {
  args: { title: '基本信息' },
  render: (args) => (
    <FieldGroup {...args}>
      <Field label="身份证件号码" placeholder="请输入身份证件号码" maxLength={18} required />
      <RadioGroup label="性别" options={sexOptions} horizontal surface="card" />
      <Field label="身高（cm）" inputMode="decimal" maxLength={5} required />
      <Field label="体重（kg）" inputMode="decimal" maxLength={5} required error="请输入正确的体重" defaultValue="7x" />
    </FieldGroup>
  ),
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
};
