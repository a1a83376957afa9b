import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { Icon, femaleIcon, maleIcon } from '../Icon';
import { PackageCard } from './PackageCard';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/PackageCard',
  component: PackageCard,
  args: {
    name: '男性基础体检套餐',
    note: '一般检查、血常规、尿常规、肝功能、肾功能、胸部DR',
    price: 368,
    media: <Icon icon={maleIcon} size="lg" />,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'md' })}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    name: { control: 'text', description: 'Package name.' },
    note: { control: 'text', description: 'Short description under the name, e.g. its main items.' },
    price: { control: 'number', description: 'Price to pay, in yuan.' },
    originalPrice: { control: 'number', description: 'Price before discount, in yuan, shown struck through.' },
    media: { control: false, description: 'Image or icon at the left (e.g. by sex).' },
    onSelect: { description: 'Called when the card is tapped; makes the whole card one button named by the package.' },
    action: { control: false, description: 'A separate action (a 预约 `Button`) that stays separately tappable.' },
    headingLevel: {
      control: 'inline-radio',
      options: [2, 3],
      description: 'Heading level of the name in the page outline.',
    },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `A check-up package in a list: name, note, price (with a discount) and an action.

**Use it** in package lists. **Do not use it** for the package's detail page (use \`Card\` and \`Collapse\`) or for
orders (use \`ActionCard\`).

**States**: regular, discounted, with a separate action.

**Accessibility**: an article named by the package, its name a heading; with \`onSelect\` the card is one button
named by the package name, and \`action\` stays a separate control. A struck-through original price is read "原价
¥460.00", so it is not mistaken for the price to pay.

\`\`\`tsx
<PackageCard name="男性基础体检套餐" note="一般检查、血常规、尿常规、肝功能、肾功能、胸部DR" price={368}
  originalPrice={460} onSelect={() => open(pkg.id)} />
\`\`\``,
  ),
} satisfies Meta<typeof PackageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '男性基础体检套餐' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Discounted: Story = {
  args: { name: '女性全面体检套餐', media: <Icon icon={femaleIcon} size="lg" />, price: 899, originalPrice: 1280.5 },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="primary">
        预约
      </Button>
    ),
  },
};
