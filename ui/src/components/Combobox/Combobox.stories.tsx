import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Combobox } from './Combobox';
import * as storyCss from './Combobox.stories.css';
import { useCombobox, type ComboboxOption } from './useCombobox';
import { componentDocs } from '../../../../.storybook/componentDocs';

const companies: ComboboxOption[] = [
  { value: 'L0001', label: '示范市数智科技有限公司' },
  { value: 'L0002', label: '示范市第一中学' },
  { value: 'L0003', label: '浙江样例制造集团有限公司' },
  { value: 'L0004', label: '示范市人民医院后勤服务中心' },
  { value: 'L0005', label: '上海浦江物流股份有限公司' },
];

const meta = {
  title: 'Form/Combobox',
  component: Combobox,
  args: {
    label: '单位名称',
    options: companies,
    placeholder: '请输入单位名称',
    emptyText: '没有匹配的单位',
    onChange: fn(),
    onInputChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ paddingY: 'md' })}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    label: {
      control: 'text',
      description: 'Visible label tied to the input; also names the list unless `listLabel` is given.',
    },
    options: {
      control: 'object',
      description: 'Every option: `{ value, label, disabled? }`; the list shows those that `match` the text.',
    },
    match: {
      control: false,
      description: 'Filter `(option, text) => boolean` (default `labelContains`: literal, case-insensitive).',
    },
    inputValue: { control: 'text', description: 'Controlled text of the input.' },
    defaultInputValue: { control: 'text', description: 'Initial text when uncontrolled.' },
    onInputChange: { description: 'Every edit of the text (typing, choosing, clearing with Escape).' },
    value: { control: 'text', description: 'Controlled chosen option value (`null`: none).' },
    defaultValue: { control: 'text', description: 'Initial chosen value when uncontrolled.' },
    onChange: { description: 'Called with the chosen value and option, or `null` when the text no longer names one.' },
    emptyText: { control: 'text', description: 'Shown and announced when the text matches nothing.' },
    loading: { control: 'boolean', description: 'Options are being fetched: the list says `loadingText`.' },
    loadingText: { control: 'text', description: 'Shown while loading (default 加载中…).' },
    countText: { control: false, description: 'Announcement of the number of matches (default `N个结果`).' },
    listLabel: { control: 'text', description: 'Accessible name of the list.' },
    placeholder: { control: 'text', description: 'Placeholder of the input.' },
    hint: { control: 'text', description: 'Help text under the input, read with it.' },
    error: { control: 'text', description: 'Validation message; marks the input invalid and is read with it.' },
    maxLength: { control: 'number', description: 'Longest text accepted.' },
    name: { control: 'text', description: 'Form field name of the input.' },
    required: { control: 'boolean', description: 'Required mark on the label and `required` on the input.' },
    disabled: { control: 'boolean', description: 'Cannot be edited.' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `A type-ahead: a text input with a list of matching choices, e.g. the company name of a group login.

**Use it** when there are too many choices for a list or a sheet (dozens of companies) and people know what to type.
**Do not use it** for a handful of choices (use \`RadioGroup\` or \`ActionSheet\`) or for free text (use \`Field\`).

**States**: closed, filtered, an option highlighted, no match, loading, a disabled option, error, required, controlled.

**Accessibility**: WAI-ARIA "list autocomplete with manual selection": the input is \`role="combobox"\` with
\`aria-expanded\` and the list \`role="listbox"\`. Focus stays in the input; Down/Up open the list and move the
highlight (\`aria-activedescendant\`), Enter chooses, Escape closes and a second Escape clears. The number of matches
("3个结果"), "没有匹配的单位" and loading are announced politely; hint and error are read with the input.

\`\`\`tsx
<Combobox label="单位名称" options={companies} placeholder="请输入单位名称" emptyText="没有匹配的单位"
  onChange={(code) => setCompany(code)} />
\`\`\`

**A look of one's own**: \`useCombobox\` is the same behaviour without markup (the Combobox is built on it). It
takes the behaviour props above (\`options\`, \`match\`, text and value, \`onChange\`, \`loading\`) and returns
\`matches\`, \`activeIndex\`, \`listStatus\` (\`closed\` | \`list\` | \`empty\` | \`loading\`) and prop getters
that carry the roles, ARIA states, keys and taps. Label the input and the list, and announce \`listStatus\` in a
polite live region (see the *Custom Look* story):

\`\`\`tsx
const { matches, getInputProps, getListProps, getOptionProps } = useCombobox({ options: companies, onChange });
const input = getInputProps();
<label htmlFor={input.id}>单位名称</label>
<input {...input} className={myInput} />
<ul {...getListProps()} aria-label="单位名称">
  {matches.map((option, i) => <li key={option.value} {...getOptionProps(i)}>{option.label}</li>)}
</ul>
\`\`\``,
  ),
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the list is closed. */
export const Closed: Story = {};

/** Typed text filters the list (literal, case-insensitive substring by default). */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '单位名称' }), '示范市');
    const list = canvas.getByRole('listbox', { name: '单位名称' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
  },
};

/** ArrowDown highlights an option (aria-activedescendant), Enter chooses it and closes the list. */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(input, '示范市');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getByRole('option', { name: '示范市第一中学' });
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('L0002', companies[1]);
    await expect(input).toHaveValue('示范市第一中学');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The highlighted option, as a designer reviews it (list open, second option active). */
export const Highlighted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '单位名称' }), '示范市');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: '示范市第一中学' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Nothing matches: the empty text shows and is announced. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '单位名称' }), '不存在的单位');
    await expect(canvas.getAllByText('没有匹配的单位')).toHaveLength(2);
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** The options are still arriving: typed text says 加载中…, never "nothing matches". */
export const Loading: Story = {
  args: { options: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '单位名称' }), '示范市');
    await expect(canvas.getAllByText('加载中…')).toHaveLength(2);
    await expect(canvas.queryByText('没有匹配的单位')).toBeNull();
  },
};

/** A disabled option is listed but skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: { options: companies.map((c) => (c.value === 'L0001' ? { ...c, disabled: true } : c)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(input, '示范市');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: '示范市第一中学' }).id,
    );
  },
};

/** Validation message under the field. */
export const WithError: Story = { args: { defaultInputValue: '示范', error: '请从下拉列表中选择单位' } };

/** A required field: the label's mark, as a Field's (read as "required" from the input, not as "*"). */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '单位名称' })).toBeRequired();
  },
};

function ControlledDemo(props: Omit<Parameters<typeof Combobox>[0], 'inputValue' | 'value'>) {
  const [text, setText] = useState('示范市第一中学');
  const [value, setValue] = useState<string | null>('L0002');
  return (
    <>
      <Combobox {...props} inputValue={text} onInputChange={setText} value={value} onChange={setValue} />
      <p>已选单位编码：{value ?? '无'}</p>
    </>
  );
}

/** Controlled text and value; editing the text undoes the choice. */
export const Controlled: Story = {
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已选单位编码：L0002')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: '单位名称' }), '{Backspace}');
    await expect(canvas.getByText('已选单位编码：无')).toBeVisible();
  },
};

function CustomLookDemo({ onChange }: { onChange?: (value: string | null, option: ComboboxOption | null) => void }) {
  const { matches, listStatus, getInputProps, getListProps, getOptionProps } = useCombobox({
    options: companies,
    onChange,
  });
  const input = getInputProps();
  return (
    <div>
      <label htmlFor={input.id}>单位名称</label>
      <input {...input} className={storyCss.search} placeholder="搜索单位" />
      <ul {...getListProps()} aria-label="单位名称" className={storyCss.chips}>
        {matches.map((option, index) => (
          <li key={option.value} {...getOptionProps(index)} className={storyCss.chip}>
            {option.label}
          </li>
        ))}
      </ul>
      <p className={storyCss.status} aria-live="polite">
        {listStatus === 'list' ? `${matches.length}个结果` : listStatus === 'empty' ? '没有匹配的单位' : ''}
      </p>
    </div>
  );
}

/** \`useCombobox\` under markup of one's own: a pill search box with the matches as chips, same keys and ARIA. */
export const CustomLook: Story = {
  render: (args) => <CustomLookDemo onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(input, '示范市');
    await expect(within(canvas.getByRole('listbox', { name: '单位名称' })).getAllByRole('option')).toHaveLength(3);
    await expect(canvas.getByText('3个结果')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('L0002', companies[1]);
    await expect(input).toHaveValue('示范市第一中学');
  },
};
