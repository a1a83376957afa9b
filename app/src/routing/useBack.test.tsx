import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBack } from './useBack';

function Back() {
  const back = useBack('/PayRecord');
  return <button onClick={back}>返回</button>;
}

function open(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/PayConfirm', element: <Back /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useBack', () => {
  it('goes to the fallback, in place, on a screen opened directly', async () => {
    const router = open(['/PayConfirm']);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.state.location.pathname).toBe('/PayRecord');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes one step back after another screen of the app', async () => {
    const router = open(['/']);
    await act(() => router.navigate('/PayConfirm'));
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });
});
