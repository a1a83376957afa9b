import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar';

describe('SearchBar', () => {
  it('is a search landmark; typing reports changes, Enter searches, clear empties and refocuses', async () => {
    const onChange = vi.fn();
    const onSearch = vi.fn();
    render(<SearchBar label="搜索套餐" onChange={onChange} onSearch={onSearch} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: '搜索套餐' });
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    await userEvent.type(input, '入职{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('入职');
    expect(onSearch).toHaveBeenCalledWith('入职');
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<SearchBar value="男性" onChange={() => undefined} />);
    expect(screen.getByRole('searchbox')).toHaveValue('男性');
    rerender(<SearchBar value="" onChange={() => undefined} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
