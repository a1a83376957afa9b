import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { networkFailure, ok } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { useServerOffset } from './useServerOffset';

function ShowOffset() {
  const offsetMs = useServerOffset();
  return <p data-testid="offset">{Math.round(offsetMs / 1000)}</p>;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useServerOffset', () => {
  it("is the server clock's lead in ms, read again when the page is shown after the device clock moved", async () => {
    const answers = [ok(Date.now() + 60_000), ok(Date.now() - 240_000)];
    const { call } = renderRoute(ShowOffset, {
      path: '/',
      handlers: { GetTimeStamp: () => answers.shift() ?? networkFailure() },
    });
    expect(await screen.findByText('60')).toBeInTheDocument();

    // Hidden: nothing is asked. Shown again: the server is asked anew and the new offset replaces the old.
    act(() => setVisibility('hidden'));
    expect(call).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    expect(await screen.findByText('-240')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('keeps the last offset when a later reading fails', async () => {
    const answers = [ok(Date.now() + 30_000), networkFailure()];
    renderRoute(ShowOffset, { path: '/', handlers: { GetTimeStamp: () => answers.shift() ?? networkFailure() } });
    expect(await screen.findByText('30')).toBeInTheDocument();
    act(() => setVisibility('visible'));
    await act(() => Promise.resolve());
    expect(screen.getByTestId('offset')).toHaveTextContent('30');
  });
});
