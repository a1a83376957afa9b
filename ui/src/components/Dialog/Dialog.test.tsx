import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DialogHost } from './DialogHost';
import { alert, confirm, dismissDialogs } from './dialogStore';

const question = {
  title: '健康问卷调查',
  content: '是否通过问卷生成专属套餐？',
  confirmText: '去填写',
  cancelText: '不了',
};

describe('confirm() / alert() with <DialogHost />', () => {
  // The host loads the dialog's code with the first request; the first import through Vitest's transform is slow.
  beforeAll(() => import('./DialogView'), 30_000);

  it('rejects when no host is mounted, instead of hanging forever', async () => {
    await expect(confirm(question)).rejects.toThrow('DialogHost');
  });

  it('opens a modal alert dialog named by its title, focuses cancel, and resolves true on confirm', async () => {
    render(<DialogHost />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm(question);
    });
    const dialog = await screen.findByRole('alertdialog', { name: '健康问卷调查' });
    expect(dialog).toHaveAccessibleDescription('是否通过问卷生成专属套餐？');
    await waitFor(() => expect(screen.getByRole('button', { name: '不了' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: '去填写' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('returns focus to the control that asked the question once it is answered', async () => {
    render(
      <>
        <DialogHost />
        <button onClick={() => void confirm(question)}>下一步</button>
      </>,
    );
    const asker = screen.getByRole('button', { name: '下一步' });
    await userEvent.click(asker);
    await screen.findByRole('alertdialog', { name: '健康问卷调查' });
    await userEvent.click(screen.getByRole('button', { name: '不了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(asker).toHaveFocus());
  });

  it('gives focus to the fallback it is given when the control that asked is gone (the screen changed under it)', async () => {
    function Screens() {
      const [second, setSecond] = useState(false);
      return (
        <main>
          {second ? (
            <h1 tabIndex={-1}>团体体检登录</h1>
          ) : (
            <button
              onClick={() => {
                void confirm(question);
                setSecond(true);
              }}
            >
              下一步
            </button>
          )}
        </main>
      );
    }
    render(
      <>
        <DialogHost focusFallback={() => document.querySelector<HTMLElement>('main h1')} />
        <Screens />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByRole('alertdialog', { name: '健康问卷调查' });
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '不了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: '团体体检登录' })).toHaveFocus());
  });

  it('accepts block content such as a list of causes (the description is a div, not a p)', async () => {
    render(<DialogHost />);
    let answer!: Promise<void>;
    act(() => {
      answer = alert({
        title: '支付失败',
        content: (
          <ul>
            <li>余额不足</li>
            <li>网络异常</li>
          </ul>
        ),
        confirmText: '知道了',
      });
    });
    const dialog = await screen.findByRole('alertdialog', { name: '支付失败' });
    expect(dialog.querySelector('p ul')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '知道了' }));
    await answer;
  });

  it('resolves false on the cancel button and on Escape, and keeps Tab inside the dialog', async () => {
    render(<DialogHost />);
    let first!: Promise<boolean>;
    act(() => {
      first = confirm(question);
    });
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: '不了' }));
    await expect(first).resolves.toBe(false);

    let second!: Promise<boolean>;
    act(() => {
      second = confirm({ content: '这是已婚套餐，确认已婚可选择', confirmText: '继续' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: '这是已婚套餐，确认已婚可选择' });
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '继续' })).toHaveFocus();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });

  it("opens a question asked in a later sibling's first layout effect in that same commit, before the browser paints", async () => {
    let answer: Promise<boolean> | undefined;
    function AsksAtOnce() {
      useLayoutEffect(() => {
        answer = confirm(question);
      }, []);
      return <p>套餐列表</p>;
    }
    render(
      <>
        <DialogHost />
        <AsksAtOnce />
      </>,
    );
    expect(answer).toBeDefined();
    // No await: the request's render committed with the screen's (the view's code was loaded by the tests above).
    expect(screen.getByRole('alertdialog', { name: '健康问卷调查' })).toBeVisible();
    expect(screen.getByText('套餐列表')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '不了' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows queued requests one after another; alert has a single button and resolves when dismissed', async () => {
    render(<DialogHost />);
    let done!: Promise<void>;
    let next!: Promise<boolean>;
    act(() => {
      done = alert({ title: '提示', content: '订单已过期' });
      next = confirm({ title: '您已完成健康调查，感谢您的支持', confirmText: '确认', cancelText: '返回' });
    });
    const first = await screen.findByRole('alertdialog', { name: '提示' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(first).toHaveTextContent('订单已过期');
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(done).resolves.toBeUndefined();
    await screen.findByRole('alertdialog', { name: '您已完成健康调查，感谢您的支持' });
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await expect(next).resolves.toBe(true);
  });
});

describe('dismissDialogs()', () => {
  beforeAll(() => import('./DialogView'), 30_000);

  it('closes the open and the queued dialogs unanswered (their promises never settle), and leaves later ones alone', async () => {
    render(
      <>
        <DialogHost focusFallback={() => document.querySelector<HTMLElement>('main h1')} />
        <main>
          <h1 tabIndex={-1}>首页</h1>
        </main>
      </>,
    );
    const settled = vi.fn();
    act(() => {
      void confirm(question).then(settled, settled);
      void alert({ content: '系统繁忙！请稍后再试' }).then(settled, settled);
    });
    const open = await screen.findByRole('alertdialog', { name: '健康问卷调查' });
    await waitFor(() => expect(open).toContainElement(document.activeElement as HTMLElement));
    act(() => dismissDialogs());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Focus does not stay on the removed dialog (nor fall to <body>): the host's fallback takes it.
    await waitFor(() => expect(screen.getByRole('heading', { name: '首页' })).toHaveFocus());

    let later!: Promise<boolean>;
    act(() => {
      later = confirm({ content: '确定取消订单吗？' });
    });
    // The queued alert went with the question: the next dialog is the one asked after.
    await screen.findByRole('alertdialog', { name: '确定取消订单吗？' });
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(later).resolves.toBe(true);
    expect(settled).not.toHaveBeenCalled();
  });
});

describe('preloadDialog()', () => {
  it('lets the host show the first request in the same render, without suspending', async () => {
    // A fresh host whose lazy view has never rendered (the tests above already resolved theirs).
    vi.resetModules();
    const host = await import('./DialogHost');
    const store = await import('./dialogStore');
    await host.preloadDialog();
    render(<host.DialogHost />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = store.confirm(question);
    });
    // No await between the request and the query: the dialog is there as the request's render committed.
    expect(screen.getByRole('alertdialog', { name: '健康问卷调查' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '不了' }));
    await expect(answer).resolves.toBe(false);
  });
});
