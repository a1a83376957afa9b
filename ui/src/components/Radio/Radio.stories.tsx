import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Field } from '../Field';
import { RadioGroup, type RadioGroupProps } from './Radio';
import { componentDocs } from '../../../../.storybook/componentDocs';

const sexOptions = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];
const bloodOptions = ['A', 'B', 'AB', 'O', '不详'].map((label) => ({ value: label, label }));

const meta = {
  title: 'Form/RadioGroup',
  component: RadioGroup,
  args: {
    label: '婚姻状况',
    options: [
      { value: '1', label: '未婚' },
      { value: '2', label: '已婚' },
    ],
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'md' })}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    label: { control: 'text', description: 'Question the group answers; names the group.' },
    options: { control: 'object', description: 'Choices: `{ value, label, disabled? }`.' },
    value: { control: 'text', description: 'Controlled chosen value.' },
    defaultValue: { control: 'text', description: 'Initial chosen value when uncontrolled.' },
    onValueChange: { description: 'Called with the chosen value.' },
    horizontal: { control: 'boolean', description: 'Lay the choices out in a row.' },
    required: { control: 'boolean', description: 'An answer is required.' },
    name: { control: 'text', description: 'Form field name shared by the radios.' },
    describedBy: { control: 'text', description: 'Id of the element describing the group, e.g. its error message.' },
    invalid: {
      control: 'boolean',
      description: 'Marks the group as answered wrongly (with `describedBy` pointing at why).',
    },
    surface: {
      control: 'inline-radio',
      options: ['plain', 'card'],
      description: "`plain`: inside a surface already; `card`: a white Field-row surface among a form's rows.",
    },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A single choice among a few visible options: 婚姻状况 未婚 / 已婚, 性别 男 / 女.

**Use it** for two to about five options that should all be seen. **Do not use it** for many options (use
\`Combobox\` or \`ActionSheet\`) or for independent yes/no choices (use \`Checkbox\`).

**States**: vertical, horizontal, a disabled option, checked and disabled, on a card surface, narrow phone.

**Accessibility**: native radio inputs sharing one name inside a \`radiogroup\` named by \`label\`: one Tab stop,
arrow keys move and select, Space selects; a screen reader says "婚姻状况, 单选组, 已婚, 单选按钮, 已选中, 2之2".

\`\`\`tsx
<RadioGroup label="婚姻状况" options={[{ value: '1', label: '未婚' }, { value: '2', label: '已婚' }]}
  value={married} onValueChange={setMarried} horizontal />
\`\`\``,
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '未婚' }));
    // The arrow key moves to the next radio of the group and selects it (native radio behaviour).
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '已婚' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};

export const Horizontal: Story = { args: { horizontal: true, defaultValue: '2' } };

export const WithDisabled: Story = {
  args: {
    options: [
      { value: 'a', label: '上午' },
      { value: 'b', label: '下午（已约满）', disabled: true },
    ],
  },
};

/** Both looks of a disabled option (plain and checked) beside a checked enabled one. */
export const CheckedAndDisabled: Story = {
  args: {
    label: '血型',
    horizontal: true,
    value: 'b',
    options: [
      { value: 'a', label: 'A 型' },
      { value: 'b', label: 'B 型' },
      { value: 'o', label: 'O 型', disabled: true },
    ],
  },
  render: (args) => (
    <>
      <RadioGroup {...args} />
      <RadioGroup {...args} label="已锁定" value="o" />
    </>
  ),
};

/** A 320-wide phone, the questionnaire's 血型 row: the label sits centred on its options' row, five options on one line. */
export const NarrowPhoneHorizontal: Story = {
  args: {
    label: '血型',
    horizontal: true,
    options: bloodOptions,
  },
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
};

/** A form's rows on the page's own background, as in the app's screen body: Field rows with the groups between them. */
const formRows = (args: RadioGroupProps) => (
  <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', background: 'page' })}>
    <Field label="年龄" inputMode="numeric" defaultValue="36" required />
    <RadioGroup {...args} label="性别" options={sexOptions} />
    <Field label="身高（cm）" inputMode="decimal" required />
    <RadioGroup {...args} />
  </div>
);

/**
 * `surface="card"`: /questionBaseInfo's choice groups among its Field rows, each on a Field row's band (the card
 * background and the row's padding), its label under the Field labels.
 */
export const OnCardSurface: Story = {
  args: { label: '血型', horizontal: true, surface: 'card', options: bloodOptions },
  render: formRows,
};

/** The same rows on a 320-wide phone: 不详 wraps to a second line inside 血型's band, which grows to hold it. */
export const NarrowPhoneOnCardSurface: Story = {
  ...OnCardSurface,
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
};
