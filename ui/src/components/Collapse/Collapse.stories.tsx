import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Cell, CellGroup } from '../Cell';
import { Collapse } from './Collapse';

const meta = {
  title: 'Basics/Collapse',
  component: Collapse,
  args: { title: '套餐项目', extra: '共3项 ¥368.00', children: '一般检查、血常规、肝功能' },
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
