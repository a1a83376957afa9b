import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SexChoice } from './SexChoice';

describe('SexChoice', () => {
  it('offers 男 and 女 under 性别 with nothing picked, and hands on the picked code', async () => {
    const onChange = vi.fn();
    render(<SexChoice value="" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: '性别' });
    expect(screen.getByRole('radio', { name: '男' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '女' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '女' }));
    expect(onChange).toHaveBeenLastCalledWith('2');
    expect(group).toBeInTheDocument();
  });

  it('shows the given value as checked', () => {
    render(<SexChoice value="1" onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked();
  });
});
