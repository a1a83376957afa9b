import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { businessFailure, ok } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute } from '../../../test/renderRoute';
import { leavePage } from '../../platform/pageNavigation';
import { Component as Oauth } from './OauthScreen';

vi.mock('../../platform/pageNavigation', () => ({ leavePage: vi.fn() }));

describe('/oauth', () => {
  it('leaves for the sign-in page on type=jump', async () => {
    renderRoute(Oauth, {
      path: '/oauth',
      at: '/oauth?type=jump',
      handlers: { toWeChatOauth: () => ok('/sandbox/oauth?type=OAuthCallback&repage=%2F') },
    });
    await vi.waitFor(() => expect(leavePage).toHaveBeenCalledWith('/sandbox/oauth?type=OAuthCallback&repage=%2F'));
  });

  it('returns to home (then the saved path) after a successful callback, replacing /oauth in the history', async () => {
    const { router, session } = renderRoute(Oauth, {
      path: '/oauth',
      from: '/PersonIndex',
      at: '/oauth?type=OAuthCallback&success=true&returnData=oXk3',
      handlers: { userOpenid: () => ok(sampleUser) },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(session.isOauth.get()).toBe('1');
    // Let the left page's effects (its back-navigation blocker) clean up first.
    await act(() => Promise.resolve());
    // /oauth was replaced: one step back is the page before sign-in.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/PersonIndex');
  });

  it('shows 微信授权失败 with a retry when the sign-in was refused', async () => {
    const { call } = renderRoute(Oauth, {
      path: '/oauth',
      at: '/oauth?type=OAuthCallback&success=false&returnMsg=%E5%BE%AE%E4%BF%A1%E6%8E%88%E6%9D%83%E5%A4%B1%E8%B4%A5',
      handlers: { toWeChatOauth: () => businessFailure('网络繁忙:获取授权地址超时') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('微信授权失败');
    await userEvent.click(screen.getByRole('button', { name: '重新授权' }));
    // The server's timeout message as is (not 网络繁忙:网络繁忙:获取授权地址超时).
    expect(await screen.findByRole('alert')).toHaveTextContent(/^网络繁忙:获取授权地址超时$/);
    expect(call).toHaveBeenCalledWith('toWeChatOauth', undefined, expect.anything());
  });

  it("shows the sign-in service's 微信授权失败 as is when sign-in cannot start", async () => {
    renderRoute(Oauth, {
      path: '/oauth',
      at: '/oauth?type=jump',
      handlers: { toWeChatOauth: () => businessFailure('微信授权失败') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^微信授权失败$/);
  });

  it('offers the way home after a refused sign-in, replacing /oauth', async () => {
    const { router } = renderRoute(Oauth, {
      path: '/oauth',
      from: '/MyOrderList',
      at: '/oauth?type=OAuthCallback&success=false',
    });
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does not let back navigation leave the page', async () => {
    const { router } = renderRoute(Oauth, {
      path: '/oauth',
      from: '/MyOrderList',
      at: '/oauth?type=OAuthCallback&success=false',
    });
    await screen.findByRole('alert');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/oauth');
  });
});
