import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Cell, CellGroup } from '../Cell';
import { Popup, popupPositions } from './Popup';

const meta = {
  title: 'Feedback/Popup',
  component: Popup,
  args: {
    title: '选择院区',
    trigger: <Button>切换院区</Button>,
    children: (
      <CellGroup>
        <Cell title="院区一" label="地址与电话以配置为准" onClick={() => undefined} />
        <Cell title="院区二" label="地址与电话以配置为准" onClick={() => undefined} />
      </CellGroup>
    ),
  },
  argTypes: { position: { control: 'inline-radio', options: popupPositions } },
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
