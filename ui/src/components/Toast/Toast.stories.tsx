import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { ToastHost } from './ToastHost';
import { toast } from './toastStore';

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
