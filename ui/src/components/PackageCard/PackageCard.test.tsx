import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { PackageCard } from './PackageCard';

describe('PackageCard', () => {
  it('shows name, note and discount price; the name selects, the action acts separately', async () => {
    const onSelect = vi.fn();
    const onBook = vi.fn();
    render(
      <PackageCard
        name="入职体检套餐A"
        note="含血常规、肝功能"
        price={199}
        originalPrice={260}
        onSelect={onSelect}
        action={
          <Button size="sm" onClick={onBook}>
            预约
          </Button>
        }
      />,
    );
    const card = screen.getByRole('article', { name: '入职体检套餐A' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('入职体检套餐A');
    expect(card).toHaveTextContent('含血常规、肝功能');
    expect(card).toHaveTextContent('优惠价¥199.00原价¥260.00');
    await userEvent.click(screen.getByRole('button', { name: '入职体检套餐A' }));
    expect(onSelect).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '预约' }));
    expect(onBook).toHaveBeenCalledOnce();
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
