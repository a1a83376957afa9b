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

  it('returns focus to the control that opened it when opened by code, without a trigger', async () => {
    function OpenedByCode() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>选择体检类型</Button>
          <Popup open={open} onOpenChange={setOpen} title="体检类型">
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
