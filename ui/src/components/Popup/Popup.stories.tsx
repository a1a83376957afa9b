import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Cell, CellGroup } from '../Cell';
import { Popup, popupPositions } from './Popup';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Feedback/Popup',
  component: Popup,
  args: {
    title: '选择院区',
    trigger: <Button>切换院区</Button>,
    children: (
      <CellGroup>
        <Cell title="滨江院区" label="滨江区江南大道 3850 号 · 0571-86001234" onClick={() => undefined} />
        <Cell title="庆春院区" label="上城区庆春路 88 号 · 0571-87005678" onClick={() => undefined} />
      </CellGroup>
    ),
  },
  argTypes: {
    open: { control: 'boolean', description: 'Controlled open state.' },
    defaultOpen: { control: 'boolean', description: 'Initial open state when uncontrolled.' },
    onOpenChange: { description: 'Called with the new open state.' },
    title: { control: 'text', description: 'Names the sheet; shown as its heading unless `hideTitle`.' },
    hideTitle: { control: 'boolean', description: 'Keep the name for screen readers but do not show it.' },
    trigger: { control: false, description: 'Element that opens the popup (a `Button`).' },
    position: {
      control: 'inline-radio',
      options: popupPositions,
      description: 'Bottom sheet (default) or centred panel.',
    },
    closeable: { control: 'boolean', description: 'Shows a close button in the header.' },
    closeLabel: { control: 'text', description: 'Accessible name of the close button (default 关闭).' },
    focusFallback: {
      control: false,
      description: "Where focus goes on close when what opened it is gone, e.g. the screen's heading.",
    },
    children: { control: false, description: 'Content of the sheet.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A modal sheet over the page, from the bottom or centred: choosing a campus, a short form, details.

**Use it** for a task that belongs to the current page. **Do not use it** for a yes/no question (use \`confirm()\`),
for a short list of actions (use \`ActionSheet\`) or for whole pages.

**States**: closed with a trigger, open at the bottom, open in the centre, with a close button.

**Accessibility**: Radix Dialog: \`role="dialog"\` named by the title. Focus moves in and stays inside; Escape or a tap
on the backdrop closes it; focus returns to the trigger (or \`focusFallback\`). The bottom sheet keeps clear of the
home indicator.

\`\`\`tsx
<Popup title="选择院区" trigger={<Button>切换院区</Button>} closeable>
  <CellGroup>…</CellGroup>
</Popup>
\`\`\``,
  ),
} satisfies Meta<typeof Popup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BottomSheet: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '切换院区' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: '选择院区' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenBottom: Story = { args: { defaultOpen: true } };

export const OpenCenter: Story = { args: { defaultOpen: true, position: 'center' } };
