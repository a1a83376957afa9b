import { toast } from '@checkup/ui';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';

describe('app layout', () => {
  it('shows the top loading bar (努力加载中....) while calls are under way', async () => {
    const { services } = renderRoute(() => <p>screen</p>, { path: '/' });
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => services.loading.set(true));
    expect(screen.getByRole('progressbar', { name: '努力加载中....' })).toBeInTheDocument();
    act(() => services.loading.set(false));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('closes a toast when its screen changes, keeps one the new screen raises on arrival', async () => {
    function Arriving() {
      useEffect(() => void toast('支付成功'), []);
      return <p>next screen</p>;
    }
    const { router } = renderRoute(() => <p>screen</p>, { path: '/' });
    expect(await screen.findByText('screen')).toBeInTheDocument();
    act(() => void toast('验证码错误'));
    expect(screen.getByRole('status')).toHaveTextContent('验证码错误');
    await act(() => router.navigate('/ReportList'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ReportList');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // A screen that toasts as it opens keeps its toast.
    const arriving = renderRoute(Arriving, { path: '/PayRecord', at: '/', from: '/' });
    await act(() => arriving.router.navigate('/PayRecord'));
    expect(await screen.findByText('next screen')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((region) => region.textContent === '支付成功')).toBe(true);
  });
});
