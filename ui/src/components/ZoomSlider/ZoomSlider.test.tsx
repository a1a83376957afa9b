import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ZoomSlider } from './ZoomSlider';

describe('ZoomSlider', () => {
  it('is a named slider from 100 to 200 in steps of 15, spoken as a percentage', async () => {
    const onValueChange = vi.fn();
    render(<ZoomSlider onValueChange={onValueChange} />);
    const slider = screen.getByRole('slider', { name: '缩放' });
    expect(slider).toHaveAttribute('aria-valuemin', '100');
    expect(slider).toHaveAttribute('aria-valuemax', '200');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '100%');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '115');
    expect(slider).toHaveAttribute('aria-valuetext', '115%');
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith(200);
    await userEvent.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<ZoomSlider value={145} />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '145');
    rerender(<ZoomSlider value={160} />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '160');
  });
});
