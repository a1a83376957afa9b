import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';
import { COUNTDOWN_FORMATS, countdownSizes, countdownTones } from './index';

// Deadlines are computed when the story module loads; a re-render keeps the same absolute deadline.
const now = Date.now();

const meta = {
  title: 'Booking/Countdown',
  component: Countdown,
  args: { deadline: now + 15 * 60_000, label: '支付剩余时间', format: 'mm:ss', onFinish: fn(), tone: 'danger', size: 'lg' },
  argTypes: {
    format: { control: 'select', options: COUNTDOWN_FORMATS },
    tone: { control: 'inline-radio', options: countdownTones },
    size: { control: 'inline-radio', options: countdownSizes },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pending-payment window: 15 minutes from the order's creation. */
export const PaymentWindow: Story = {};

export const WithDays: Story = { args: { deadline: now + 2 * 86_400_000 + 3_723_000, format: 'D天 HH:mm:ss', tone: 'brand' } };

export const Milliseconds: Story = { args: { deadline: now + 30_000, format: 'mm:ss.SS', tone: 'default' } };

/** A phone whose clock is 5 minutes slow still shows the server's remaining time. */
export const ServerOffset: Story = { args: { deadline: now + 300_000 + 10 * 60_000, serverOffsetMs: 300_000 } };

/** The deadline has passed: 00:00, finished once. */
export const Expired: Story = {
  args: { deadline: now - 1000, finishKey: `story-expired-${now}` },
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer', { name: '支付剩余时间' });
    await expect(timer).toHaveTextContent('00:00');
    await expect(timer).toHaveAttribute('data-finished', 'true');
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
  },
};
