import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './Radio';

const options = [
  { value: '1', label: '未婚' },
  { value: '2', label: '已婚' },
  { value: '3', label: '其他', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named group; click selects, arrows move focus, Space selects', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="婚姻状况" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: '婚姻状况' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('未婚'));
    const unmarried = screen.getByRole('radio', { name: '未婚' });
    expect(unmarried).toBeChecked();
    expect(unmarried).toHaveFocus();
    // Arrow keys move the single tab stop (selection-follows-focus is checked in real Chromium by the story).
    await userEvent.keyboard('{ArrowDown}');
    const married = screen.getByRole('radio', { name: '已婚' });
    expect(married).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(married).toBeChecked();
    expect(screen.getByRole('radio', { name: '其他' })).toBeDisabled();
    expect(onValueChange.mock.calls).toEqual([['1'], ['2']]);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<RadioGroup label="婚姻状况" options={options} value="2" />);
    expect(screen.getByRole('radio', { name: '已婚' })).toBeChecked();
    rerender(<RadioGroup label="婚姻状况" options={options} value="1" />);
    expect(screen.getByRole('radio', { name: '未婚' })).toBeChecked();
  });
});
