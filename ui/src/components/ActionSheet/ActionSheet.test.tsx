import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ActionSheet } from './ActionSheet';

const actions = [
  { name: '健康体检', type: 'person' },
  { name: '入职体检', type: 'staff' },
  { name: '驾驶证体检', type: 'vehicle', disabled: true },
];

describe('ActionSheet', () => {
  it('selects an action (keyboard too) and closes; disabled rows do nothing; cancel closes', async () => {
    const onSelect = vi.fn();
    render(
      <ActionSheet title="请选择体检类型" actions={actions} onSelect={onSelect} trigger={<Button>个人体检</Button>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '个人体检' }));
    await screen.findByRole('dialog', { name: '请选择体检类型' });

    await userEvent.click(screen.getByRole('button', { name: '驾驶证体检' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    screen.getByRole('button', { name: '入职体检' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(actions[1], 1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: '个人体检' }));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('gives focus to the fallback it is given when nothing had focus as it opened (opened by code)', async () => {
    const heading = () => document.querySelector<HTMLElement>('h1');
    const { rerender } = render(
      <>
        <h1 tabIndex={-1}>订单详情</h1>
        <ActionSheet
          open={false}
          title="模拟支付"
          actions={actions}
          onSelect={() => undefined}
          focusFallback={heading}
        />
      </>,
    );
    expect(document.activeElement).toBe(document.body);
    const sheet = (open: boolean) => (
      <>
        <h1 tabIndex={-1}>订单详情</h1>
        <ActionSheet
          open={open}
          onOpenChange={(next) => rerender(sheet(next))}
          title="模拟支付"
          actions={actions}
          onSelect={() => undefined}
          focusFallback={heading}
        />
      </>
    );
    rerender(sheet(true));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: '订单详情' })).toHaveFocus());
  });
});
