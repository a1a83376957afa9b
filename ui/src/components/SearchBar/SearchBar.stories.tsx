import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar } from './SearchBar';

const meta = {
  title: 'Form/SearchBar',
  component: SearchBar,
  args: { label: '搜索套餐', placeholder: '请输入套餐名称', onChange: fn(), onSearch: fn() },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索套餐' }), '基础{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('基础');
  },
};

export const WithText: Story = { args: { defaultValue: '女性' } };

/** A 320-wide phone: the input is as high as the pill (44 px), so a tap above or below the placeholder still focuses it. */
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox').getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
