import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './Field';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Form/Field',
  component: Field,
  args: { label: '手机号', placeholder: '请输入手机号', maxLength: 11, inputMode: 'tel' },
  argTypes: {
    label: { control: 'text', description: 'Visible label, tied to the input.' },
    error: {
      control: 'text',
      description: 'Validation message (请输入正确的手机号); marks the input invalid and is read with it.',
    },
    hint: { control: 'text', description: 'Help text under the input, also read with it.' },
    inputMode: {
      control: 'select',
      options: ['text', 'numeric', 'tel', 'email', 'decimal', 'search', 'url', 'none'],
      description: 'On-screen keyboard: `numeric` for codes, `tel` for phones, `text` for ID numbers (X).',
    },
    layout: {
      control: 'inline-radio',
      options: ['horizontal', 'auto'],
      description: '`horizontal`: label left, input right; `auto`: the label wraps above when it does not fit.',
    },
    button: { control: false, description: 'A control right of the input, e.g. a `ResendCodeButton`.' },
    type: {
      control: 'select',
      options: ['text', 'tel', 'password', 'email', 'number'],
      description: 'HTML input type (default `text`).',
    },
    required: { control: 'boolean', description: 'Required mark on the label and `required` on the input.' },
    placeholder: { control: 'text', description: 'Placeholder of the input.' },
    maxLength: { control: 'number', description: 'Longest text accepted, enforced by the browser.' },
    value: { control: 'text', description: 'Controlled value.' },
    defaultValue: { control: 'text', description: 'Initial value when uncontrolled.' },
    readOnly: { control: 'boolean', description: 'Shown but not editable (e.g. the signed-in name).' },
    disabled: { control: 'boolean', description: 'Not editable and skipped by Tab.' },
    onChange: { description: 'Called on every edit.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A labelled text input with help text and a validation message: phone, name, ID number, verification code.

**Use it** for short free text. **Do not use it** to pick from known values (use \`Combobox\`, \`RadioGroup\` or a
picker) or for long text. Put a form's fields in a \`FieldGroup\`.

**States**: empty, filled, error, read-only, disabled, required, long label (\`layout="auto"\`), with a button.

**Accessibility**: a native \`<input>\` labelled by its \`<label>\`; hint and error are tied with
\`aria-describedby\` and the error sets \`aria-invalid\`, so a screen reader says "手机号, 编辑文本, 请输入正确的手机号".
The required mark is read as "必填". \`inputMode\` opens the right keyboard.

\`\`\`tsx
<Field label="手机号" inputMode="tel" maxLength={11} placeholder="请输入手机号" value={tel} onChange={(e) => setTel(e.target.value)}
  error={telError} />
\`\`\``,
  ),
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '手机号' });
    await userEvent.type(input, '138001380001234');
    await expect(input).toHaveValue('13800138000');
  },
};

export const WithError: Story = {
  args: {
    label: '身份证号',
    placeholder: '请输入身份证号',
    maxLength: 18,
    inputMode: 'text',
    defaultValue: '1234',
    error: '请输入正确的身份证号',
    required: true,
  },
};

export const ReadOnly: Story = { args: { label: '姓名', value: '张三', readOnly: true } };

/** `layout="auto"`: a label longer than half the row goes above the input at the full width. */
export const AutoLayoutLongLabel: Story = {
  args: { label: '紧急联系人（与您同住的家人或朋友）手机号', layout: 'auto' },
};

/** A 320-wide phone: the six-character label of the booking form stays on one line (it broke as 身份证件号 / 码). */
export const NarrowPhoneSixCharacterLabel: Story = {
  args: {
    label: '身份证件号码',
    placeholder: '请输入身份证件号码',
    maxLength: 18,
    inputMode: 'text',
    defaultValue: '330106198503120319',
  },
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
};

/**
 * A 320-wide phone, required fields of /questionBaseInfo: 身高（cm） fills its label column, so the label wraps; the
 * mark (*) goes with （cm） instead of standing alone on a line below it.
 */
export const NarrowPhoneRequiredMark: Story = {
  args: { label: '身高（cm）', placeholder: undefined, maxLength: 5, inputMode: 'decimal', required: true },
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
};
