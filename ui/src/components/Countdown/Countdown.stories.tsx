import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';
import { COUNTDOWN_FORMATS, countdownSizes, countdownTones } from './index';
import { componentDocs } from '../../../../.storybook/componentDocs';

// Deadlines are computed when the story module loads; a re-render keeps the same absolute deadline.
const now = Date.now();

const meta = {
  title: 'Booking/Countdown',
  component: Countdown,
  args: {
    deadline: now + 15 * 60_000,
    label: '支付剩余时间',
    format: 'mm:ss',
    onFinish: fn(),
    tone: 'danger',
    size: 'lg',
  },
  argTypes: {
    format: {
      control: 'select',
      options: COUNTDOWN_FORMATS,
      description: 'How the time left is written (D天 HH:mm:ss, mm:ss, mm:ss.SS …).',
    },
    tone: {
      control: 'inline-radio',
      options: countdownTones,
      description: 'Colour: `danger` for a payment deadline, `brand` for an opening, `default` otherwise.',
    },
    size: { control: 'inline-radio', options: countdownSizes, description: 'Type size.' },
    deadline: { control: 'date', description: "Absolute deadline, epoch ms on the server's clock; `null` for none." },
    label: { control: 'text', description: 'Accessible name of the timer, e.g. 支付剩余时间.' },
    serverOffsetMs: { control: 'number', description: 'Server clock minus device clock (ms), e.g. from GetTimeStamp.' },
    onFinish: { description: 'Called once when the time is up (once per `finishKey` for the browser session).' },
    finishKey: { control: 'text', description: 'Identifies the deadline for the exactly-once `onFinish`.' },
    minuteAnnouncement: { control: false, description: 'What is announced each whole minute (default N分钟).' },
    finishedAnnouncement: { control: 'text', description: 'What is announced when the time is up.' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `Time left to a deadline on the server's clock: exact in a hidden tab and across device clock changes.

**Use it** for a payment window, an order that expires, an opening time. **Do not use it** for elapsed time or for
a deadline more than a few days away (show the date).

**States**: running, under a minute, expired (onFinish once), with days, with milliseconds.

**Accessibility**: \`role="timer"\` named by \`label\`; the ticking digits are not read out. A screen reader
announces the whole minutes left and the end (\`minuteAnnouncement\`, \`finishedAnnouncement\`), not every second.
For a custom display use the \`useCountdown\` hook.

\`\`\`tsx
<Countdown deadline={order.payDeadline} serverOffsetMs={offset} label="支付剩余时间" onFinish={expire} />
\`\`\``,
  ),
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pending-payment window: 15 minutes from the order's creation. */
export const PaymentWindow: Story = {};

export const WithDays: Story = {
  args: { deadline: now + 2 * 86_400_000 + 3_723_000, format: 'D天 HH:mm:ss', tone: 'brand' },
};

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
