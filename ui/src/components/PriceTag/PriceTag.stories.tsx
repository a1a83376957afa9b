import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag, priceTagSizes } from './PriceTag';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/PriceTag',
  component: PriceTag,
  args: { price: 368 },
  argTypes: {
    price: { control: 'number', description: 'Price to pay, in yuan (1280 or 99.5); shown with 2 decimals.' },
    originalPrice: {
      control: 'number',
      description: 'Price before discount, in yuan; shown struck through after the price when different.',
    },
    size: { control: 'inline-radio', options: priceTagSizes, description: 'Type size of the amount.' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A price in yuan with two decimals (¥368.00), optionally with the struck-through original price.

**Use it** wherever money is shown: packages, items, totals, bills. **Do not use it** for non-money numbers or
for an allowance sentence (write it as text).

**States**: plain, discounted, the sizes.

**Accessibility**: read as text; with \`originalPrice\` a screen reader hears "优惠价 ¥368.00 原价 ¥460.00", since a
strike-through alone is not announced.

\`\`\`tsx
<PriceTag price={368} originalPrice={460} />
\`\`\``,
  ),
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
