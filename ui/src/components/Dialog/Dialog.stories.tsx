import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { DialogHost } from './DialogHost';
import { alert, confirm, type ConfirmOptions } from './dialogStore';
import { componentDocs } from '../../../../.storybook/componentDocs';

/** Opens `confirm()` or `alert()` with `options` from a button and shows the answer, with the `DialogHost` it needs. */
function Demo({ options, kind }: { options: ConfirmOptions; kind: 'confirm' | 'alert' }) {
  const [answer, setAnswer] = useState('');
  const ask = async () => {
    if (kind === 'alert') {
      await alert(options);
      setAnswer('已关闭');
    } else {
      setAnswer((await confirm(options)) ? '已确认' : '已取消');
    }
  };
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', padding: 'md' })}>
      <DialogHost />
      <Button variant="primary" onClick={() => void ask()}>
        打开对话框
      </Button>
      <output>{answer}</output>
    </div>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  component: Demo,
  args: {
    kind: 'confirm',
    options: { content: '如有需求，可添加套餐外的体检项目。是否添加体检项目？', confirmText: '是', cancelText: '否' },
  },
  argTypes: {
    kind: {
      control: 'inline-radio',
      options: ['confirm', 'alert'],
      description: '`confirm()` (two buttons, resolves true/false) or `alert()` (one button).',
    },
    options: {
      control: 'object',
      description:
        "`{ title?, content, confirmText?, cancelText?, danger? }`: the dialog's texts (defaults 确定 / 取消).",
    },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A modal question or message, opened from code: \`await confirm({...})\` resolves true or false, \`await alert({...})\`
when closed. Mount \`<DialogHost />\` once near the root; the dialog's code loads with the first request.

**Use it** for a decision that blocks the next step (是否添加体检项目？) or a message that must be acknowledged.
**Do not use it** for a passing notice (use \`toast()\`), for choosing among options (use \`ActionSheet\`) or for
forms (use \`Popup\`).

**States**: confirm, confirm with a title, destructive confirm (\`danger\`), alert. These stories render a button
that opens the dialog and shows the answer.

**Accessibility**: Radix AlertDialog: \`role="alertdialog"\` named by the title (or the content) and described by the
content. Focus moves to the dialog and returns to what opened it (or \`focusFallback\`); Tab stays inside; Escape
cancels; the scrim does not close it.

\`\`\`tsx
if (await confirm({ content: '如有需求，可添加套餐外的体检项目。是否添加体检项目？', confirmText: '是', cancelText: '否' })) {
  openItems();
}
\`\`\``,
  ),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmAddItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '如有需求，可添加套餐外的体检项目。是否添加体检项目？',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '否' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('已取消')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    await userEvent.click(await screen.findByRole('button', { name: '是' }));
    await expect(await canvas.findByText('已确认')).toBeVisible();
  },
};

export const QuestionnaireOffer: Story = {
  args: {
    options: {
      title: '健康问卷调查',
      content: '是否通过健康问卷生成专属体检套餐？',
      confirmText: '去填写',
      cancelText: '不了',
    },
  },
};

export const MarriedPackage: Story = {
  args: { options: { content: '这是已婚套餐，确认已婚可选择', confirmText: '继续', cancelText: '取消' } },
};

export const Alert: Story = {
  args: { kind: 'alert', options: { title: '提示', content: '订单已过期' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    await screen.findByRole('alertdialog', { name: '提示' });
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('已关闭')).toBeVisible();
  },
};
