import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePackage } from '../../../test/fixtures';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { arrivedCampuses, prefetchCampuses, type Campus } from './campuses';
import { BANNER_ASPECT_RATIO, Component as Home } from './HomeScreen';

const campuses: Campus[] = [
  {
    hospitalCode: '03',
    hospitalName: '总院',
    hospitalAddress: '健康路 1 号',
    hospitalTel: '0571-88000003',
    bgUrl: '/images/campus-03.svg',
    images: ['/a.svg', '/b.svg', '/c.svg'],
  },
  {
    hospitalCode: '04',
    hospitalName: '滨江院区',
    hospitalAddress: '江南大道 88 号',
    hospitalTel: '0571-88000004',
    bgUrl: '/images/campus-04.svg',
    images: ['/d.svg'],
  },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(campuses)))),
  );
  return () => vi.unstubAllGlobals();
});

const open = (options: Partial<RenderRouteOptions> = {}) => renderRoute(Home, { path: '/', ...options });

describe('home', () => {
  it('forgets the stored package, items, questionnaire and answers when it opens', () => {
    const { session } = open({
      session: (s) => {
        s.package.set(samplePackage);
        s.chosenItems.set({ totalPrice: 0, clusOut: [] });
        s.questionnaire.set('done');
        s.answers.set([]);
      },
    });
    expect(session.package.get()).toBeUndefined();
    expect(session.chosenItems.get()).toBeUndefined();
    expect(session.questionnaire.get()).toBeUndefined();
    expect(session.answers.get()).toBeUndefined();
  });

  it('shows the default campus 03 and switches campus with the toast 已选择{campus}', async () => {
    const { session } = open();
    expect(await screen.findByRole('button', { name: /总院/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /总院/ }));
    const popup = await screen.findByRole('dialog', { name: '选择院区' });
    expect(within(popup).getByText('江南大道 88 号 0571-88000004')).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: /滨江院区/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('已选择滨江院区');
    expect(session.campus.get()).toBe('04');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /滨江院区/ })).toBeInTheDocument();
  });

  it('shows three carousel images for campus 03 and one for 04', async () => {
    open({ session: (s) => s.campus.set('04') });
    const carousel = await screen.findByRole('region', { name: '院区图片' });
    expect(within(carousel).getAllByRole('img', { hidden: true })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /滨江院区/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /总院/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: '院区图片' })).getAllByRole('img', { hidden: true }),
      ).toHaveLength(3),
    );
  });

  it('turns the carousel every 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      open();
      const carousel = await screen.findByRole('region', { name: '院区图片' });
      const second = within(carousel).getByRole('button', { name: '第 2 张，共 3 张' });
      expect(second).not.toHaveAttribute('aria-current');
      await act(() => vi.advanceTimersByTimeAsync(4900));
      expect(second).not.toHaveAttribute('aria-current');
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(second).toHaveAttribute('aria-current', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the personal card choose 健康体检 or 入职体检', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: '立即预约' }));
    const sheet = await screen.findByRole('dialog', { name: '选择体检类型' });
    await userEvent.click(within(sheet).getByRole('button', { name: '入职体检' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/StaffIndex');
  });

  it('goes from 健康体检 to the personal list', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: '立即预约' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '健康体检' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonIndex');
  });

  it('sends the group card to group login', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: '团检登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/GroupLogin');
  });

  it.each([
    ['预约查询', '/MyOrderList'],
    ['体检报告', '/ReportLogin'],
    ['体检须知', '/notice'],
  ])('tile %s opens %s', async (tile, path) => {
    open();
    await userEvent.click(screen.getByRole('button', { name: tile }));
    expect(await screen.findByTestId('location')).toHaveTextContent(path);
  });

  it('smart guide only says 暂未开放', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: '智能导检' }));
    expect(await screen.findByRole('status')).toHaveTextContent('暂未开放');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([
    ['group', '/GroupLogin'],
    ['orders', '/MyOrderList'],
    ['reports', '/ReportLogin'],
    ['notice', '/notice'],
  ])('carries out a tap %s made on the static frame before the code ran: opens %s', async (tap, path) => {
    window.checkupBootTap = tap;
    open();
    expect(await screen.findByTestId('location')).toHaveTextContent(path);
    expect(window.checkupBootTap).toBeUndefined();
  });

  it('carries out an early tap on 立即预约 (the type chooser) and on 智能导检 (暂未开放)', async () => {
    window.checkupBootTap = 'book';
    const { unmount } = open();
    expect(await screen.findByRole('dialog', { name: '选择体检类型' })).toBeInTheDocument();
    unmount();
    window.checkupBootTap = 'guide';
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('暂未开放');
  });

  it('holds the carousel box and the campus row while the campus list loads, so nothing below moves (CLS)', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { container } = open();
    const main = container.querySelector('main');
    const box = main?.children[1] as HTMLElement;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(parseFloat(box.style.aspectRatio)).toBeCloseTo(750 / 360);
    expect(BANNER_ASPECT_RATIO).toBeCloseTo(750 / 360);
    expect(screen.queryByRole('region', { name: '院区图片' })).not.toBeInTheDocument();
    // The campus row is there, blank, with the same parts as the filled one.
    expect(screen.getByText('切换院区')).toBeInTheDocument();
    act(() => answer(new Response(JSON.stringify(campuses))));
    const filled = await screen.findByRole('button', { name: /总院/ });
    expect(filled).toHaveTextContent('切换院区');
    const carousel = screen.getByRole('region', { name: '院区图片' });
    expect(main?.children[1]).toBe(carousel);
    expect(
      parseFloat((carousel.querySelector('[style*="aspect-ratio"]') as HTMLElement).style.aspectRatio),
    ).toBeCloseTo(750 / 360);
    expect(screen.getAllByText('切换院区')).toHaveLength(1);
  });

  it('shows the campus on its first render when the start-up prefetch has arrived (no blank banner box in between)', async () => {
    prefetchCampuses();
    await vi.waitFor(() => expect(arrivedCampuses()).toBeDefined());
    open();
    expect(screen.getByRole('region', { name: '院区图片' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /总院/ })).toBeInTheDocument();
  });

  it('asks for the first banner at high priority with its intrinsic size', async () => {
    open();
    const carousel = await screen.findByRole('region', { name: '院区图片' });
    const [first, second] = within(carousel).getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '750');
    expect(first).toHaveAttribute('height', '360');
    expect(second).toHaveAttribute('fetchpriority', 'low');
  });

  it('drops the reserved carousel and row when no campus can be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    await waitFor(() => expect(screen.queryByText('切换院区')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByRole('region', { name: '院区图片' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即预约' })).toBeInTheDocument();
  });
});
