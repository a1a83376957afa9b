import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Popup } from './Popup';

describe('Popup', () => {
  it('opens from its trigger as a named modal dialog, closes on Escape and returns focus', async () => {
    render(
      <Popup title="选择院区" trigger={<Button>切换院区</Button>}>
        <p>院区列表</p>
      </Popup>,
    );
    const trigger = screen.getByRole('button', { name: '切换院区' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '选择院区' });
    expect(dialog).toHaveTextContent('院区列表');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('returns focus to the control that opened it when opened by code, without a trigger (not to its fallback)', async () => {
    function OpenedByCode() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <h1 tabIndex={-1}>体检预约</h1>
          <Button onClick={() => setOpen(true)}>选择体检类型</Button>
          <Popup open={open} onOpenChange={setOpen} title="体检类型" focusFallback={() => document.querySelector('h1')}>
            内容
          </Popup>
        </>
      );
    }
    render(<OpenedByCode />);
    const opener = screen.getByRole('button', { name: '选择体检类型' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: '体检类型' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus to the fallback it is given when what opened it is gone (the screen changed under it)', async () => {
    function ScreenChangeUnder({ fallback }: { fallback?: () => HTMLElement | null }) {
      const [open, setOpen] = useState(false);
      const [screenShown, setScreen] = useState<'first' | 'second'>('first');
      return (
        <>
          <main>
            {screenShown === 'first' ? (
              <Button onClick={() => setOpen(true)}>去支付</Button>
            ) : (
              <h1 tabIndex={-1}>我的订单</h1>
            )}
          </main>
          <Popup open={open} onOpenChange={setOpen} title="模拟支付" focusFallback={fallback}>
            <Button onClick={() => setScreen('second')}>换一屏</Button>
          </Popup>
        </>
      );
    }
    const heading = () => document.querySelector<HTMLElement>('main h1');
    const { unmount } = render(<ScreenChangeUnder fallback={heading} />);
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    await userEvent.click(await screen.findByRole('button', { name: '换一屏' }));
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: '我的订单' })).toHaveFocus());
    unmount();

    // Without a fallback, focus is left to the page (Radix's own return).
    render(<ScreenChangeUnder />);
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    await userEvent.click(await screen.findByRole('button', { name: '换一屏' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('heading', { name: '我的订单' })).not.toHaveFocus();
  });

  it('is controllable and its close button reports the change', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Popup
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          title="体检类型"
          hideTitle
        >
          内容
        </Popup>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: '体检类型' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
