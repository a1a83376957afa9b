import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { SignaturePad } from './SignaturePad';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Form/SignaturePad',
  component: SignaturePad,
  args: { onSave: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'md' })}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    label: { control: 'text', description: 'Accessible name of the drawing area (default 签名区域).' },
    onSave: { description: 'Called with the PNG data URL when the save button is pressed.' },
    onClear: { description: 'Called after the pad was cleared.' },
    saveText: { control: 'text', description: 'Text of the save button.' },
    clearText: { control: 'text', description: 'Text of the clear button.' },
    extraActions: { control: false, description: 'Extra buttons after clear and save (e.g. 下一步).' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `A canvas to sign on with a finger, pen or mouse, e.g. the informed-consent signature; saves a PNG.

**Use it** where a handwritten signature is required. **Do not use it** as the only way to agree to something
(offer a \`Checkbox\` where the rules allow) or for drawings.

**States**: empty, drawn, saved, with a next-step button.

**Accessibility**: the drawing area is an image named by \`label\`; drawing needs a pointer, so keyboard and
screen-reader users need another way to sign where the law allows. The clear and save buttons are ordinary buttons.
Strokes stay sharp on HiDPI phones; resizing the area clears it.

\`\`\`tsx
<SignaturePad onSave={(png) => upload(png)} extraActions={<Button variant="primary">下一步</Button>} />
\`\`\``,
  ),
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
