import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AI_STREAM_STATUSES, AiStreamView, type AiStreamStatus } from './AiStreamView';
import { componentDocs } from '../../../../.storybook/componentDocs';

const ANSWER = `## 总体评价
您本次体检的大部分指标在正常范围内，以下几项需要关注：
- 总胆固醇 6.8 mmol/L，**偏高**
- 空腹血糖 6.3 mmol/L，略高于参考上限
## 建议
1. 低盐低脂饮食，减少油炸食品
2. 每周至少150分钟中等强度运动
3. 3个月后复查血脂和血糖
以上解读仅供参考，请以医生意见为准。`;

const meta = {
  title: 'AI/AiStreamView',
  component: AiStreamView,
  args: { text: ANSWER.slice(0, 80), status: 'streaming', label: '报告解读', onStop: fn(), onRetry: fn() },
  argTypes: {
    text: {
      control: 'text',
      description: 'Text received so far; simple markdown headings and lists are formatted, HTML is shown as text.',
    },
    status: {
      control: 'inline-radio',
      options: AI_STREAM_STATUSES,
      description: 'Where the stream is: not started, arriving, complete, failed, stopped.',
    },
    onStop: { description: 'Aborts the stream; the 停止生成 button shows while streaming.' },
    onRetry: { description: 'Starts again; the 重新生成 button shows after an error or a stop.' },
    label: { control: 'text', description: 'Accessible name of the answer region (default AI解读).' },
    stopLabel: { control: 'text', description: 'Text of the stop button (default 停止生成).' },
    retryLabel: { control: 'text', description: 'Text of the retry button (default 重新生成).' },
    waitingText: { control: 'text', description: 'Shown before the first characters arrive.' },
    errorText: { control: 'text', description: 'Shown after a failure.' },
    stoppedText: { control: 'text', description: 'Shown after the user stopped the answer.' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `A language-model answer (e.g. a report explanation) shown as it streams in, with stop and retry.

**Use it** for generated text that arrives in pieces. **Do not use it** for fixed content (use \`RichText\`) or for
text from the hospital that is HTML (it is always shown as plain text).

**States**: waiting, streaming (caret), done, failed, stopped.

**Accessibility**: a region named by \`label\`; the answer is a polite live region marked \`aria-busy\` while
streaming, so a screen reader reads it once it settles, not token by token. The stop button turns into the retry
button in place, so focus stays on it. Nothing of the answer is run as HTML.

\`\`\`tsx
<AiStreamView text={answer} status={status} label="报告解读" onStop={abort} onRetry={ask} />
\`\`\``,
  ),
} satisfies Meta<typeof AiStreamView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Streaming: Story = {};
export const Waiting: Story = { args: { text: '' } };
export const Done: Story = { args: { text: ANSWER, status: 'done' } };
export const Failed: Story = { args: { status: 'error' } };
export const Stopped: Story = { args: { status: 'stopped' } };

/** Markup in the model's answer is shown as text, never run. */
export const HtmlIsText: Story = {
  args: { text: '<img src=x onerror="alert(1)"> <b>不是粗体</b>', status: 'done' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText(/<b>不是粗体<\/b>/)).toBeVisible();
  },
};

/** A simulated stream: characters arrive every 30 ms; stop and retry work. */
function LiveStream() {
  const [run, setRun] = useState(0);
  const [length, setLength] = useState(0);
  const [status, setStatus] = useState<AiStreamStatus>('streaming');
  useEffect(() => {
    if (status !== 'streaming') return;
    const timer = setInterval(() => {
      setLength((n) => {
        if (n >= ANSWER.length) {
          setStatus('done');
          return n;
        }
        return n + 3;
      });
    }, 30);
    return () => clearInterval(timer);
  }, [status, run]);
  return (
    <AiStreamView
      label="报告解读"
      text={ANSWER.slice(0, length)}
      status={status}
      onStop={() => setStatus('stopped')}
      onRetry={() => {
        setLength(0);
        setRun((r) => r + 1);
        setStatus('streaming');
      }}
    />
  );
}

export const LiveStreamWithStopAndRetry: Story = {
  render: () => <LiveStream />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/总体评价/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '停止生成' }));
    await expect(canvas.getByText('已停止生成')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新生成' }));
    await waitFor(() => expect(canvas.getByText(/以上解读仅供参考/)).toBeVisible(), { timeout: 5000 });
    // The stream reports done on the tick after its last characters.
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};
