import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TreeSelectItem } from './useTreeSelect';
import { Button } from '../Button';
import { FooterBar } from '../FooterBar';
import { PriceTag } from '../PriceTag';
import { makeCatalogue } from './fixtures';
import { TreeSelect } from './TreeSelect';
import { fullHeight } from './TreeSelect.stories.css';
import { componentDocs } from '../../../../.storybook/componentDocs';

const catalogue = makeCatalogue(10, 200);

const meta = {
  title: 'Booking/TreeSelect',
  component: TreeSelect,
  args: { categories: catalogue, onChange: fn() },
  argTypes: {
    categories: {
      description: 'Categories (left) with their items (right): `value`, `label`, `price` (yuan), `note`, `disabled`.',
    },
    value: { description: 'Selected item values (controlled).' },
    defaultValue: { description: 'Initial selection when uncontrolled.' },
    onChange: { description: 'Called with the new selection (values and items, in category order).' },
    canToggle: {
      control: false,
      description:
        'Rule asked before each change (maximum, allowance, linked items): `true`, a refusal message, or a new selection.',
    },
    onRefuse: { description: 'Called with the message when the rule refuses a change (show it in a toast).' },
    defaultCategory: { control: 'text', description: 'Category shown first (default: the first).' },
    footer: { control: false, description: 'Content under the list, e.g. the total and a confirm button.' },
    rowHeightRem: { control: 'number', description: 'Height of an item row in rem (the list is windowed).' },
    noteHeightRem: { control: 'number', description: 'Height of an opened note in rem.' },
    searchLabel: { control: 'text', description: 'Placeholder and name of the search box (搜索体检项目).' },
    categoriesLabel: { control: 'text', description: 'Accessible name of the category list.' },
    emptyText: { control: 'text', description: 'Shown when a search finds nothing.' },
    disabledText: { control: 'text', description: 'Tag on an item that cannot be checked (已包含).' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `The add-items picker: categories on the left, a windowed checkbox list on the right, search over all.

**Use it** to add examinations to a package from a catalogue of hundreds or thousands. **Do not use it** for a
handful of options (use Checkbox) or a single choice (use RadioGroup or Combobox).

**States**: categories with selected counts, item checked / unchecked / disabled (已包含), note opened, search with
and without results, a change refused by the rule (the message goes to \`onRefuse\`).

**Accessibility**: the categories are tabs, the list their tab panel; each item is a checkbox named by its label and
price; a note is a disclosure button ("说明"). A screen reader hears "影像检查, 已选2项, tab, 2 of 10" and
"甲状腺彩超 ¥120.00, checkbox, not checked". For a custom layout use the \`useTreeSelect\` hook.

\`\`\`tsx
<TreeSelect categories={catalogue} value={extras} onChange={setExtras} canToggle={allowance} onRefuse={toast} />
\`\`\``,
  ),
  decorators: [
    (Story) => (
      <div className={fullHeight}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TreeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 2,000 items in 10 categories; only the rows in view are in the DOM. */
export const TwoThousandItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
    await userEvent.click(canvas.getByRole('checkbox', { name: '项目1' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('checkbox', { name: '项目200' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: /一般检查\s*已选1项/ })).toBeVisible();
  },
};

export const SearchAcrossCategories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索体检项目' }), '项目1999');
    await expect(canvas.getByRole('checkbox', { name: '项目1999' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
  },
};

export const OpenNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '项目1说明' }));
    await expect(canvas.getByText(/项目1的说明/)).toBeVisible();
  },
};

const ALLOWANCE = 500;

/** The app's footer and an allowance rule: going over 500 is refused with 超出自费金额. */
function WithAllowance() {
  const [items, setItems] = useState<TreeSelectItem[]>([]);
  const total = items.reduce((sum, item) => sum + (item.price ?? 0), 0);
  return (
    <TreeSelect
      categories={catalogue}
      onChange={(_, selected) => setItems(selected)}
      canToggle={({ next }) => {
        const sum = catalogue
          .flatMap((c) => c.items)
          .filter((i) => next.has(i.value))
          .reduce((s, i) => s + (i.price ?? 0), 0);
        return sum > ALLOWANCE ? '超出自费金额' : true;
      }}
      footer={
        <FooterBar
          placement="inline"
          label="合计"
          price={
            <>
              合计 <PriceTag price={total} />
            </>
          }
          count={`已选${items.length}项`}
          action={<Button variant="primary">立即预约</Button>}
        />
      }
    />
  );
}

export const AllowanceRuleAndFooter: Story = {
  render: () => <WithAllowance />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '项目2' })); // 84.00
    await userEvent.click(canvas.getByRole('checkbox', { name: '项目4' })); // 158.00
    await userEvent.click(canvas.getByRole('checkbox', { name: '项目5' })); // 195.50
    await userEvent.click(canvas.getByRole('checkbox', { name: '项目9' })); // 343.50: over 500
    await expect(canvas.getByRole('status')).toHaveTextContent('超出自费金额');
    await expect(canvas.getByRole('checkbox', { name: '项目9' })).not.toBeChecked();
  },
};

/**
 * A 320-wide phone, /addClusItem's longest names: 一般检查（身高、体重、血压、BMI） and 宫颈液基薄层细胞学检查（TCT） take two lines of
 * their row and are read whole (they were cut to one line with …). Names of three lines or more (none in the catalogue
 * today) end in … after two lines, above their price; the checkbox's name is whole, and so is the name on the row once
 * its note is opened.
 */
export const NarrowPhoneLongNames: Story = {
  args: {
    categories: [
      {
        value: '01',
        label: '一般检查',
        items: [
          {
            value: '0101',
            label: '一般检查（身高、体重、血压、BMI）',
            price: 10,
            note: '测量身高、体重、血压并计算体重指数。',
          },
          { value: '0102', label: '宫颈液基薄层细胞学检查（TCT）', price: 180 },
          { value: '0103', label: '内科检查', price: 10, note: '心、肺、腹部触诊与听诊。' },
          {
            value: '0104',
            label: '低剂量螺旋CT肺部平扫（含三维重建、肺结节人工智能分析及影像科医师阅片报告）',
            price: 480,
            note: '胸部低剂量CT平扫，含结节随访建议。',
          },
          { value: '0105', label: '甲状腺功能七项（游离T3、游离T4、总T3、总T4、促甲状腺激素及两项抗体）', price: 260 },
        ],
      },
    ],
  },
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
};
