import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label and with Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="我已阅读并同意体检须知" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意体检须知' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('我已阅读并同意体检须知'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not change when disabled, and follows a controlled value', async () => {
    const { rerender } = render(<Checkbox label="血常规" checked disabled />);
    const box = screen.getByRole('checkbox', { name: '血常规' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(box).toBeChecked();
    rerender(<Checkbox label="血常规" checked={false} />);
    expect(box).not.toBeChecked();
  });
});
