import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

/** A recording stand-in for the 2D context (happy-dom has no canvas rendering). */
function fakeContext() {
  return {
    setTransform: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    save: vi.fn(),
    restore: vi.fn(),
    clearRect: vi.fn(),
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    strokeStyle: '',
    fillStyle: '',
  };
}

describe('SignaturePad', () => {
  let ctx: ReturnType<typeof fakeContext>;
  let toDataURL: MockInstance<HTMLCanvasElement['toDataURL']>;
  beforeEach(() => {
    ctx = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 10, y: 20, width: 300, height: 150 }),
    );
    vi.stubGlobal('devicePixelRatio', 3);
  });

  it('sizes the bitmap for HiDPI and scales drawing back to CSS pixels', () => {
    render(<SignaturePad />);
    const canvas = screen.getByRole<HTMLCanvasElement>('img', { name: '签名区域（未签名）' });
    expect(canvas.width).toBe(900);
    expect(canvas.height).toBe(450);
    expect(ctx.setTransform).toHaveBeenCalledWith(3, 0, 0, 3, 0, 0);
  });

  it('draws with pointer events in element coordinates, then saves a PNG; clear empties it', async () => {
    const onSave = vi.fn();
    const ref = createRef<SignaturePadHandle>();
    render(<SignaturePad ref={ref} onSave={onSave} />);
    const save = screen.getByRole('button', { name: '保存' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(ref.current?.toDataURL()).toBeNull();

    const canvas = screen.getByRole('img');
    fireEvent.pointerDown(canvas, { clientX: 20, clientY: 30, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 60, clientY: 70, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 90, clientY: 90, pointerId: 1 });
    expect(ctx.moveTo).toHaveBeenCalledWith(10, 10);
    expect(ctx.lineTo).toHaveBeenCalledTimes(1);
    expect(ctx.lineTo).toHaveBeenCalledWith(50, 50);
    expect(screen.getByRole('img', { name: '签名区域（已签名）' })).toBeInTheDocument();

    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith('data:image/png;base64,AAAA');
    expect(toDataURL).toHaveBeenCalledWith('image/png');

    screen.getByRole('button', { name: '清除' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(ctx.clearRect).toHaveBeenCalledWith(0, 0, 900, 450);
    expect(ref.current?.isEmpty()).toBe(true);
    expect(save).toHaveAttribute('aria-disabled', 'true');
  });
});
