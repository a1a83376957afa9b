import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { Component as Signature } from './SignatureScreen';

const PNG = 'data:image/png;base64,SIGNED';

beforeEach(() => {
  // happy-dom draws nothing: a 2D context that accepts every call, and a fixed PNG.
  const context = new Proxy(
    {},
    { get: (_, key) => (key === 'strokeStyle' || key === 'fillStyle' ? '' : () => undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});

const open = (at = '/signature') => renderRoute(Signature, { path: '/signature', at });
const draw = () =>
  fireEvent.pointerDown(screen.getByRole('img', { name: /签名区域/ }), { clientX: 20, clientY: 30, pointerId: 1 });

describe('/signature', () => {
  it('saves the drawing in the session and shows it as the signature record', async () => {
    const { session } = open();
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('aria-disabled', 'true');
    draw();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('签名已保存');
    expect(session.signature.get()).toEqual({
      png: PNG,
      signedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as string,
    });
    expect(screen.getByRole('img', { name: '您保存的签名' })).toHaveAttribute('src', PNG);
  });

  it('clears the pad', async () => {
    open();
    draw();
    expect(screen.getByRole('img', { name: '签名区域（已签名）' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByRole('img', { name: '签名区域（未签名）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('needs a signature before going on', async () => {
    const { session } = open();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('status')).toHaveTextContent('请先签名');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(session.signature.get()).toBeUndefined();
  });

  it('saves an unsaved drawing on next and goes to the next page of the app', async () => {
    const { session } = open('/signature?next=/PersonOrders');
    draw();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonOrders');
    expect(session.signature.get()?.png).toBe(PNG);
  });

  it('never goes on to another site', async () => {
    open('/signature?next=//evil.example/x');
    draw();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
