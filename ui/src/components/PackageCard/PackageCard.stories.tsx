import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { Icon, femaleIcon, maleIcon } from '../Icon';
import { PackageCard } from './PackageCard';

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
  decorators: [(Story) => <div className={sprinkles({ padding: 'md' })}><Story /></div>],
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
  args: { action: <Button size="sm" variant="primary">预约</Button> },
};
