import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResendCodeButton } from './ResendCodeButton';

const meta = {
  title: 'Booking/ResendCodeButton',
  component: ResendCodeButton,
  args: { onSend: fn(() => Promise.resolve(true)) },
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
