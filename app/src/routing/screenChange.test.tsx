import { confirm, DialogHost, NavBar } from '@checkup/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../test/appRouter';
import { useBack } from './useBack';
import type { RouteEntry } from './table';

/** A screen as the app's are built: `<main>` with the NavBar (its `<h1>`, its back arrow) and a button onwards. */
function screenOf(title: string, next?: string) {
  return function TestScreen() {
    const navigate = useNavigate();
    const back = useBack();
    return (
      <main>
        <NavBar title={title} onBack={back} />
        {next && <button onClick={() => void navigate(next)}>{`to ${next}`}</button>}
      </main>
    );
  };
}

/** Asks at once, like the personal list's 健康问卷调查 offer (in the layout phase). */
function AsksAtOnce() {
  useLayoutEffect(() => void confirm({ title: '健康问卷调查', content: '是否通过健康问卷调查为您生成体检套餐？' }), []);
  return screenOf('健康体检套餐')();
}

/** Focuses its own field as it shows. */
function FocusesItsField() {
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => field.current?.focus(), []);
  return (
    <main>
      <NavBar title="扫码缴费" />
      <input ref={field} aria-label="体检登记号" />
    </main>
  );
}

const module = (Component: () => React.ReactNode) => () => Promise.resolve({ Component });

const table: RouteEntry[] = [
  { path: '/', access: 'open', load: module(screenOf('体检预约', '/StaffIndex')) },
  { path: '/StaffIndex', access: 'open', load: module(screenOf('入职体检套餐', '/PersonDetails')) },
  { path: '/PersonDetails', access: 'open', load: module(screenOf('套餐详情')) },
  { path: '/PersonIndex', access: 'open', load: module(AsksAtOnce) },
  { path: '/SweepCodePay', access: 'open', load: module(FocusesItsField) },
  { path: '/notice', access: 'open', load: module(() => <main>no heading</main>) },
  { path: '/untitled', access: 'open', load: module(screenOf('无名')) },
];

/** The app's routes in a memory router at `initial` (the hash router over the page's address without), rendered. */
function setup(initial?: string) {
  const layout = () => (
    <>
      <DialogHost />
      <Outlet />
    </>
  );
  const { router } = createTestRouter({ table, layout, ...(initial ? { entries: [initial] } : {}) });
  render(<RouterProvider router={router} />);
  return { router };
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

afterEach(() => {
  document.title = '';
});

describe('the page title', () => {
  it('names the first screen, then each screen the app goes to, back included (messages/titles.ts)', async () => {
    const { router } = setup('/StaffIndex');
    await screen.findByRole('heading', { name: '入职体检套餐' });
    await waitFor(() => expect(document.title).toBe('入职体检套餐'));
    fireEvent.click(screen.getByRole('button', { name: 'to /PersonDetails' }));
    await screen.findByRole('heading', { name: '套餐详情' });
    await waitFor(() => expect(document.title).toBe('套餐详情'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.title).toBe('入职体检套餐'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('体检预约'));
  });

  it('is the app name, 体检预约, on a screen without a title of its own', async () => {
    const { router } = setup('/StaffIndex');
    await waitFor(() => expect(document.title).toBe('入职体检套餐'));
    await act(() => router.navigate('/untitled'));
    await screen.findByRole('heading', { name: '无名' });
    await waitFor(() => expect(document.title).toBe('体检预约'));
  });
});

describe('focus when the screen changes', () => {
  it('is left alone on the first screen (the browser announces a loaded page)', async () => {
    setup('/');
    await screen.findByRole('heading', { name: '体检预约' });
    expect(document.activeElement).toBe(document.body);
  });

  it("moves to the new screen's heading, without scrolling or a focus ring, instead of falling to <body>", async () => {
    setup('/');
    const onwards = await screen.findByRole('button', { name: 'to /StaffIndex' });
    onwards.focus();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    fireEvent.click(onwards);
    await screen.findByRole('heading', { name: '入职体检套餐' });
    const target = heading('入职体检套餐');
    expect(document.activeElement).toBe(target);
    expect(target.tabIndex).toBe(-1);
    expect(target.style.outlineStyle).toBe('none');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    focus.mockRestore();
  });

  it("moves to the earlier screen's heading on the NavBar's back arrow (and on back/forward), the history step intact", async () => {
    const { router } = setup('/');
    fireEvent.click(await screen.findByRole('button', { name: 'to /StaffIndex' }));
    fireEvent.click(await screen.findByRole('button', { name: 'to /PersonDetails' }));
    await screen.findByRole('heading', { name: '套餐详情' });
    const back = screen.getByRole('button', { name: '返回' });
    back.focus();
    fireEvent.click(back);
    await screen.findByRole('heading', { name: '入职体检套餐' });
    expect(document.activeElement).toBe(heading('入职体检套餐'));
    // The step back kept the later screen in the history: forward returns to it.
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { name: '套餐详情' });
    expect(document.activeElement).toBe(heading('套餐详情'));
  });

  it('moves to the heading when the browser changes the address itself (a hash typed or linked: its entries all have the key `default`)', async () => {
    window.history.replaceState(null, '', '#/StaffIndex');
    setup();
    await screen.findByRole('heading', { name: '入职体检套餐' });
    await act(() => {
      // What a fragment navigation does (happy-dom does not): a new entry without state, then popstate.
      window.history.pushState(null, '', '#/PersonDetails');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      return new Promise((resolve) => setTimeout(resolve, 20));
    });
    await screen.findByRole('heading', { name: '套餐详情' });
    await waitFor(() => expect(document.activeElement).toBe(heading('套餐详情')));
    window.history.replaceState(null, '', '#/');
  });

  it('moves to <main> on a screen without a heading', async () => {
    const { router } = setup('/');
    await screen.findByRole('heading', { name: '体检预约' });
    await act(() => router.navigate('/notice', { replace: true }));
    const main = await screen.findByRole('main');
    await waitFor(() => expect(document.activeElement).toBe(main));
    expect(main.tabIndex).toBe(-1);
  });

  it('leaves it in a dialog the screen opens on arrival, and the dialog gives it back to the heading', async () => {
    const { router } = setup('/');
    await screen.findByRole('heading', { name: '体检预约' });
    await act(() => router.navigate('/PersonIndex'));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(heading('健康体检套餐')));
  });

  it('leaves it in a dialog still open when the screen changes under it', async () => {
    const { router } = setup('/');
    await screen.findByRole('heading', { name: '体检预约' });
    act(() => void confirm({ title: '提示', content: '仍然打开' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await act(() => router.navigate('/StaffIndex'));
    await screen.findByRole('heading', { name: '入职体检套餐', hidden: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('leaves it on a field the screen focuses itself', async () => {
    const { router } = setup('/');
    await screen.findByRole('heading', { name: '体检预约' });
    await act(() => router.navigate('/SweepCodePay'));
    const field = await screen.findByRole('textbox', { name: '体检登记号' });
    expect(document.activeElement).toBe(field);
  });
});
