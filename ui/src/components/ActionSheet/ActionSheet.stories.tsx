import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ActionSheet } from './ActionSheet';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Feedback/ActionSheet',
  component: ActionSheet,
  args: {
    title: '请选择体检类型',
    actions: [{ name: '健康体检' }, { name: '入职体检', description: '入职前的职业健康检查' }],
    onSelect: fn(),
    trigger: <Button variant="primary">个人体检</Button>,
  },
  argTypes: {
    open: { control: 'boolean', description: 'Controlled open state.' },
    defaultOpen: { control: 'boolean', description: 'Initial open state when uncontrolled.' },
    onOpenChange: { description: 'Called with the new open state.' },
    title: { control: 'text', description: 'Question the sheet answers, e.g. 请选择体检类型; names the dialog.' },
    actions: { control: 'object', description: 'Choices: `{ name, description?, disabled?, danger? }` each.' },
    onSelect: { description: 'Called with the chosen action and its index; the sheet then closes.' },
    cancelText: { control: 'text', description: 'Text of the cancel row (default 取消).' },
    trigger: { control: false, description: 'Element that opens the sheet (a `Button`).' },
    focusFallback: { control: false, description: 'Where focus goes on close when the trigger is gone (see Popup).' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A bottom sheet with a short list of choices and a cancel row, e.g. 健康体检 / 入职体检.

**Use it** for picking one of two to six actions. **Do not use it** for a form or long content (use \`Popup\`), for a
yes/no question (use \`confirm()\` of Dialog), or for more than about six choices (use a list page or \`Combobox\`).

**States**: closed, open, a dangerous choice (red), a disabled choice, a choice with a description.

**Accessibility**: a modal dialog named by \`title\`; focus moves into it and returns to the trigger on close. Each
choice is a button; a disabled one stays focusable and is read "不可用". Escape, the scrim and 取消 close it.

\`\`\`tsx
<ActionSheet title="请选择体检类型" trigger={<Button>个人体检</Button>}
  actions={[{ name: '健康体检' }, { name: '入职体检' }]} onSelect={(action) => choose(action.name)} />
\`\`\``,
  ),
} satisfies Meta<typeof ActionSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '个人体检' }));
    await userEvent.click(await screen.findByRole('button', { name: '健康体检' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ name: '健康体检' }, 0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  args: {
    defaultOpen: true,
    actions: [
      { name: '健康体检' },
      { name: '入职体检' },
      { name: '取消订单', danger: true },
      { name: '暂不可用', disabled: true },
    ],
  },
};
