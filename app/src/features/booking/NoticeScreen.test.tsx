// @vitest-environment jsdom
// DOMPurify needs a DOM it fully supports to sanitise (it leaves markup untouched under happy-dom).
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessFailure, networkFailure, ok } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { Component as Notice } from './NoticeScreen';

afterEach(() => {
  vi.useRealTimers();
});

describe('/notice', () => {
  it('loads the check-up notice by its title and shows it', async () => {
    const { call } = renderRoute(Notice, {
      path: '/notice',
      handlers: { GetNoticeInfo: () => ok({ content: '<h3>体检须知</h3><p>体检前一天请清淡饮食。</p>' }) },
    });
    expect(await screen.findByText('体检前一天请清淡饮食。')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('GetNoticeInfo', { titleName: '体检须知' }, expect.anything());
  });

  it('never runs hostile HTML from the server', async () => {
    const hostile = vi.fn();
    Object.assign(window, { hostile });
    renderRoute(Notice, {
      path: '/notice',
      handlers: {
        GetNoticeInfo: () =>
          ok({
            content:
              '<p>须知</p><img src="x" onerror="hostile()"><script>hostile()</script><a href="javascript:hostile()">链接</a>',
          }),
      },
    });
    expect(await screen.findByText('须知')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('链接').getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(hostile).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal', () => businessFailure('加载失败，请联系工作人员！')],
    ['no answer', () => networkFailure()],
  ])('on %s shows 加载失败，请联系工作人员！ and goes back after 1.5 s', async (_case, answer) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderRoute(Notice, { path: '/notice', from: '/', handlers: { GetNoticeInfo: answer } });
    expect(await screen.findByRole('status')).toHaveTextContent('加载失败，请联系工作人员！');
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/notice');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/');
  });
});
