import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { ResendCodeButton } from './ResendCodeButton';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Booking/ResendCodeButton',
  component: ResendCodeButton,
  args: { onSend: fn(() => Promise.resolve(true)) },
  argTypes: {
    onSend: { description: 'Sends the code; resolve `false` (or throw) when nothing was sent, so no wait starts.' },
    waitSeconds: { control: 'number', description: 'Wait before another code may be requested (default 60).' },
    label: { control: 'text', description: 'Label before the first send (default 获取验证码).' },
    waitingLabel: { control: false, description: 'Label while waiting (default `重新获取(59s)`).' },
    waitUntil: {
      control: 'date',
      description: 'Controlled wait end (epoch ms), e.g. kept across a reload; `null` for none.',
    },
    onWaitStart: { description: "Called with the new wait's end after each successful send." },
    variant: { control: 'inline-radio', options: buttonVariants, description: 'Visual weight, as `Button`.' },
    size: { control: 'inline-radio', options: buttonSizes, description: 'Size, as `Button`.' },
    block: { control: 'boolean', description: "Stretch to the container's width." },
    disabled: { control: 'boolean', description: 'Cannot send (e.g. no phone number yet); stays focusable.' },
    icon: { control: false, description: 'Icon before the label.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `The 获取验证码 button of a verification-code field: it sends a code, then waits 60 s with a countdown.

**Use it** in the \`button\` slot of the code's \`Field\`. **Do not use it** as a general timer (use \`Countdown\`).

**States**: idle, waiting (重新获取(59s)), refused (nothing sent, no wait), wait kept across a reload.

**Accessibility**: a \`Button\`; while sending it is busy, while waiting it is \`aria-disabled\` but focusable, read
"重新获取(59s), 按钮, 不可用". The label changes each second but is not a live region, so nothing chatters.

\`\`\`tsx
<Field label="验证码" inputMode="numeric" maxLength={6} button={<ResendCodeButton onSend={() => sendCode(tel)} />} />
\`\`\``,
  ),
} satisfies Meta<typeof ResendCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveTextContent(/^重新获取\((60|59)s\)$/));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Nothing was sent (e.g. invalid phone): no wait starts. */
export const Refused: Story = {
  args: { onSend: fn(() => Promise.resolve(false)) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('获取验证码');
  },
};

/** A wait that began before the page was reloaded (controlled `waitUntil`): still counting down, not clickable. */
export const WaitKeptAcrossReload: Story = {
  render: function KeptWait(args) {
    const [until] = useState(() => Date.now() + 42_000);
    return <ResendCodeButton {...args} waitUntil={until} />;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^重新获取\(\d+s\)$/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};
