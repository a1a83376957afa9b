import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ActionCard } from './ActionCard';

describe('ActionCard', () => {
  it('is a region named by its title whose main action is one real link, announced with its verb', () => {
    render(
      <ActionCard title="男士基础体检套餐" href="#/OrderDetails?id=PO1" actionLabel="查看详情">
        体检日期 2026-12-08
      </ActionCard>,
    );
    const card = screen.getByRole('region', { name: '男士基础体检套餐' });
    const link = within(card).getByRole('link', { name: '查看详情：男士基础体检套餐' });
    expect(link).toHaveAttribute('href', '#/OrderDetails?id=PO1');
    expect(within(card).getByRole('heading', { level: 2 })).toContainElement(link);
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('is a button without href; Enter and Space activate it', async () => {
    const open = vi.fn();
    render(<ActionCard title="女士全面体检套餐" onClick={open} actionLabel="查看详情" headingLevel={3} />);
    const button = screen.getByRole('button', { name: '查看详情：女士全面体检套餐' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(button);
  });

  it('keeps the action row separate: its buttons come after the main action and do not trigger it', async () => {
    const open = vi.fn();
    const pay = vi.fn();
    render(
      <ActionCard
        title="女士全面体检套餐"
        onClick={open}
        actionLabel="查看详情"
        actions={
          <Button size="sm" onClick={pay}>
            去支付
          </Button>
        }
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '查看详情：女士全面体检套餐' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '去支付' })).toHaveFocus();
    const row = screen.getByRole('group', { name: '女士全面体检套餐的操作' });
    await userEvent.click(within(row).getByRole('button', { name: '去支付' }));
    expect(pay).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
  });

  it('is a plain card with an action row when there is no main action', () => {
    render(<ActionCard title="缴费记录" actions={<Button size="sm">去缴费</Button>} actionsLabel="缴费操作" />);
    expect(screen.getByRole('region', { name: '缴费记录' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '缴费操作' })).toBeInTheDocument();
  });
});
