import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeSlotPicker, type TimeSlot } from './TimeSlotPicker';

const slots: TimeSlot[] = [
  { code: '1', name: '07:30-08:30', remaining: 12 },
  { code: '2', name: '08:30-09:30', remaining: 0 },
  { code: '3', name: '09:30-10:30', remaining: 3 },
];

describe('TimeSlotPicker', () => {
  it('is a radio group whose full slots are disabled and say 约满', () => {
    render(<TimeSlotPicker slots={slots} dayKey="2026-12-01" />);
    expect(screen.getByRole('radiogroup', { name: '报到时间' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '07:30-08:30 余12人' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '08:30-09:30 约满' })).toBeDisabled();
  });

  it('selects by click and by arrow keys, skipping full slots', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TimeSlotPicker slots={slots} dayKey="2026-12-01" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: /07:30/ }));
    expect(onChange).toHaveBeenLastCalledWith('1', slots[0]);
    expect(screen.getByRole('radio', { name: /07:30/ })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^09:30/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /^09:30/ })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('3', slots[2]);
    // Wraps to the first open slot; Space checks the focused one.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^07:30/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft} ');
    expect(onChange).toHaveBeenLastCalledWith('3', slots[2]);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, -1, 0]);
    await user.click(screen.getByRole('radio', { name: /^08:30/ }));
    expect(onChange).toHaveBeenLastCalledWith('3', slots[2]);
  });

  it('clears the selection when the day changes (uncontrolled and controlled)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<TimeSlotPicker slots={slots} dayKey="2026-12-01" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: /07:30/ }));
    rerender(<TimeSlotPicker slots={slots} dayKey="2026-12-02" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: /07:30/ })).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(null, null);

    const controlledChange = vi.fn();
    const controlled = render(<TimeSlotPicker slots={slots} dayKey="a" value="3" onChange={controlledChange} />);
    controlled.rerender(<TimeSlotPicker slots={slots} dayKey="b" value="3" onChange={controlledChange} />);
    expect(controlledChange).toHaveBeenCalledWith(null, null);
  });
});
