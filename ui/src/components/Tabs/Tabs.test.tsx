import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { value: '1', label: '男', content: '男性套餐' },
  { value: '2', label: '女', content: '女性套餐' },
];

describe('Tabs', () => {
  it('switches panels by click and by arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="性别" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: '性别' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '男' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('男性套餐');
    await userEvent.click(screen.getByRole('tab', { name: '女' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('女性套餐');
    expect(onValueChange).toHaveBeenLastCalledWith('2');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '男' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('男性套餐');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Tabs items={items} label="性别" value="2" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('女性套餐');
    rerender(<Tabs items={items} label="性别" value="1" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('男性套餐');
  });
});
