import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './Field';

const meta = {
  title: 'Form/Field',
  component: Field,
  args: { label: '手机号', placeholder: '请输入手机号', maxLength: 11, inputMode: 'tel' },
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
  args: { label: '身份证号', placeholder: '请输入身份证号', maxLength: 18, inputMode: 'text', defaultValue: '1234', error: '请输入正确的身份证号', required: true },
};

export const ReadOnly: Story = { args: { label: '姓名', value: '张三', readOnly: true } };

/** `layout="auto"`: a label longer than half the row goes above the input at the full width. */
export const AutoLayoutLongLabel: Story = {
  args: { label: '紧急联系人（与您同住的家人或朋友）手机号', layout: 'auto' },
};

/** A 320-wide phone: the six-character label of the booking form stays on one line (it broke as 身份证件号 / 码). */
export const NarrowPhoneSixCharacterLabel: Story = {
  args: { label: '身份证件号码', placeholder: '请输入身份证件号码', maxLength: 18, inputMode: 'text', defaultValue: '330106198503120319' },
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
