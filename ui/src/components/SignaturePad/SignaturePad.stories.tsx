import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { SignaturePad } from './SignaturePad';

const meta = {
  title: 'Form/SignaturePad',
  component: SignaturePad,
  args: { onSave: fn(), onClear: fn() },
  decorators: [(Story) => <div className={sprinkles({ padding: 'md' })}><Story /></div>],
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvas.getByRole<HTMLCanvasElement>('img', { name: '签名区域（未签名）' });
    const rect = pad.getBoundingClientRect();
    await expect(pad.width).toBe(Math.round(rect.width * window.devicePixelRatio));
    const at = (dx: number, dy: number) => ({ clientX: rect.left + dx, clientY: rect.top + dy });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: pad, coords: at(20, 20) },
      { target: pad, coords: at(80, 60) },
      { target: pad, coords: at(140, 30) },
      { keys: '[/MouseLeft]', target: pad },
    ]);
    await expect(canvas.getByRole('img', { name: '签名区域（已签名）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/));
  },
};

export const WithNextStep: Story = { args: { extraActions: <Button variant="primary">下一步</Button> } };
