import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag, priceTagSizes } from './PriceTag';

const meta = {
  title: 'Basics/PriceTag',
  component: PriceTag,
  args: { price: 368 },
  argTypes: { size: { control: 'inline-radio', options: priceTagSizes } },
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const Discounted: Story = {
  args: { price: 299, originalPrice: 368.5, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('优惠价¥299.00原价¥368.50');
  },
};
