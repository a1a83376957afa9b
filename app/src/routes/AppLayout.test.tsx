import { act, screen } from '@testing-library/react';
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
});
