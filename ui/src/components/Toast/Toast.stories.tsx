import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { ToastHost } from './ToastHost';
import { toast } from './toastStore';
import { componentDocs } from '../../../../.storybook/componentDocs';

/** Shows `toast(text, { duration })` from a button, with the `ToastHost` it needs. */
function Demo({ text, duration }: { text: string; duration?: number }) {
  return (
    <div className={sprinkles({ padding: 'md' })}>
      <ToastHost />
      <Button onClick={() => toast(text, { duration })}>智能导检</Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  args: { text: '暂未开放' },
  argTypes: {
    text: { control: 'text', description: 'The message passed to `toast(text)`, e.g. 暂未开放.' },
    duration: { control: 'number', description: 'Milliseconds before it disappears (default 5000).' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A short message that passes by itself: \`toast('暂未开放')\`. Mount \`<ToastHost />\` once near the root. These
stories render a button (智能导检) that shows the toast.

**Use it** for a passing notice that needs no answer (已选择院区, 暂未开放). **Do not use it** for errors the person
must act on (show them next to the field or use \`alert()\`) or for anything that must not be missed.

**States**: shown for 5 s, a shorter duration; a new toast replaces the current one.

**Accessibility**: a polite live region (\`role="status"\`), so the text is announced without moving focus; it does
not take focus or block the page. Keep it short; it disappears after \`duration\`.

\`\`\`tsx
toast('暂未开放');
\`\`\``,
  ),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotOpenYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '智能导检' });
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent('暂未开放');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const ShortDuration: Story = {
  args: { text: '已选择院区', duration: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '智能导检' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已选择院区');
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};
