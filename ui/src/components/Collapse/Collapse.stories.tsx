import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Cell, CellGroup } from '../Cell';
import { Collapse } from './Collapse';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/Collapse',
  component: Collapse,
  args: { title: '套餐项目', extra: '共3项 ¥368.00', children: '一般检查、血常规、肝功能' },
  argTypes: {
    title: { control: 'text', description: 'Text of the toggle button.' },
    extra: { control: 'text', description: 'Summary right of the title, e.g. 共12项 ¥368.00.' },
    open: { control: 'boolean', description: 'Controlled open state.' },
    defaultOpen: { control: 'boolean', description: 'Initial open state when uncontrolled.' },
    onOpenChange: { description: 'Called with the new open state.' },
    headingLevel: {
      control: 'inline-radio',
      options: [2, 3, 4],
      description: 'Wraps the toggle in a heading of this level, for the page outline.',
    },
    children: { control: 'text', description: 'Content shown when open.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A section that expands and collapses, e.g. the items of a package under 套餐项目 共12项 ¥368.00.

**Use it** for long secondary content that most people skip. **Do not use it** to hide what everyone needs (the
price, the date) or for navigation between views (use \`Tabs\`).

**States**: closed, open, with a summary (\`extra\`), with a \`CellGroup\` inside.

**Accessibility**: the title is a button with \`aria-expanded\` controlling the content, read "套餐项目 共3项
¥368.00, 按钮, 已折叠"; Enter or Space toggles it. With \`headingLevel\` the button sits in a heading, so the section
appears in the page's heading list.

\`\`\`tsx
<Collapse title="套餐项目" extra="共3项 ¥368.00" headingLevel={2}>
  <CellGroup>…</CellGroup>
</Collapse>
\`\`\``,
  ),
} satisfies Meta<typeof Collapse>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /套餐项目/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('一般检查、血常规、肝功能')).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/**
 * A 320-wide phone, /TeamDetails' 套餐项目: the rows of a CellGroup start under the header's title and end under its
 * chevron (the content's padding is their inset), not one padding deeper.
 */
export const NarrowPhoneWithCells: Story = {
  args: {
    defaultOpen: true,
    extra: '共3项 ¥165.00',
    children: (
      <CellGroup>
        <Cell title="一般检查（身高、体重、血压、BMI）" label="空腹" value="¥20.00" />
        <Cell title="血常规" value="¥25.00" />
        <Cell title="腹部彩超" value="¥120.00" />
      </CellGroup>
    ),
  },
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
};
