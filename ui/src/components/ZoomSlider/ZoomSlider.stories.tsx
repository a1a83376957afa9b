import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { ZoomSlider } from './ZoomSlider';

const meta = {
  title: 'Form/ZoomSlider',
  component: ZoomSlider,
  args: {},
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
