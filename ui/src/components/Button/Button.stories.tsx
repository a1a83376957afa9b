import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: '日期确认', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '日期确认' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'md' })}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const BlockLoading: Story = {
  args: { variant: 'primary', block: true, loading: true, children: '提交订单' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交订单' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { variant: 'primary', disabled: true } };

/**
 * On a 320-wide phone (iPhone SE 1st gen, the root font size at 42.7 px) the touch target keeps its 44-px floor: a
 * primary button stood 37.5 px high there when the token was rem alone.
 */
export const NarrowPhone: Story = {
  args: { variant: 'primary', block: true, children: '立即预约' },
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'md' })}>
      <Button {...args} />
      <Button {...args} variant="default">
        团检登录
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
