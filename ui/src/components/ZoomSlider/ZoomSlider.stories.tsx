import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, ZoomSlider } from './ZoomSlider';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Form/ZoomSlider',
  component: ZoomSlider,
  args: {},
  argTypes: {
    value: {
      control: { type: 'range', min: ZOOM_MIN, max: ZOOM_MAX, step: ZOOM_STEP },
      description: 'Controlled zoom in percent.',
    },
    defaultValue: {
      control: { type: 'range', min: ZOOM_MIN, max: ZOOM_MAX, step: ZOOM_STEP },
      description: 'Initial zoom when uncontrolled (default 100).',
    },
    onValueChange: { description: 'Called with the new zoom in percent.' },
    label: { control: 'text', description: 'Visible label (default 缩放).' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `The zoom of a document viewer (a report, the informed consent): 100 % to 200 %.

**Use it** under a document that people may need larger. **Do not use it** for other numbers (use a \`Field\`) or
instead of the browser's own zoom, which must keep working.

**States**: 100 %, a step up, in a document viewer.

**Accessibility**: Radix Slider: \`role="slider"\` named by the label with the value spoken as a percentage ("缩放,
115%"); Left/Right or Up/Down change by one step (15), PageUp/PageDown jump, Home/End go to 100 % and 200 %.

\`\`\`tsx
<ZoomSlider value={zoom} onValueChange={setZoom} />
\`\`\``,
  ),
} satisfies Meta<typeof ZoomSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: '缩放' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '130%');
  },
};

function DocumentViewer() {
  const [zoom, setZoom] = useState(100);
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', paddingY: 'md' })}>
      <ZoomSlider value={zoom} onValueChange={setZoom} />
      <p className={sprinkles({ paddingX: 'md', margin: 'none' })} style={{ fontSize: `${zoom}%` }}>
        体检当天请空腹，携带身份证。
      </p>
    </div>
  );
}

export const WithDocument: Story = { render: () => <DocumentViewer /> };
