import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button, buttonSizes, buttonVariants } from './Button';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: '日期确认', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: buttonVariants,
      description:
        'Visual weight: `primary` for the one main action of a screen, `danger` for destructive ones, `text` for a quiet one.',
    },
    size: {
      control: 'inline-radio',
      options: buttonSizes,
      description: 'Height and type size; `sm` inside cards and rows.',
    },
    block: { control: 'boolean', description: "Stretch to the container's width (page-bottom actions)." },
    loading: {
      control: 'boolean',
      description: 'Spinner, `aria-busy` and clicks ignored, so a submit is not sent twice.',
    },
    disabled: {
      control: 'boolean',
      description: 'Stays focusable (`aria-disabled`) so screen-reader users find it; clicks are swallowed.',
    },
    icon: { control: false, description: 'Icon before the label (an `Icon`).' },
    children: { control: 'text', description: 'Label of the button.' },
    type: {
      control: 'inline-radio',
      options: ['button', 'submit', 'reset'],
      description: 'HTML type; `button` by default so it never submits a form by accident.',
    },
    onClick: { description: 'Called on click, Enter or Space unless disabled or loading.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A button for an action on the page: submit, confirm, pay, cancel.

**Use it** for actions. **Do not use it** to go to another page (use \`Link\` or a \`Cell\` with \`href\`), and keep one
\`primary\` button per screen.

**States**: default, primary, danger, text; small; block; loading; disabled; focused.

**Accessibility**: a native \`<button>\`, read as "<label>, 按钮". Enter and Space press it. Disabled and loading
buttons keep their place in the Tab order and are read "不可用"/"忙碌"; the touch target is at least 44 CSS px high.

\`\`\`tsx
<Button variant="primary" block loading={submitting} onClick={submit}>日期确认</Button>
\`\`\``,
  ),
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
