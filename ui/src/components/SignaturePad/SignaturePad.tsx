import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import * as css from './SignaturePad.css';

/** Imperative handle of `SignaturePad`. */
export interface SignaturePadHandle {
  clear: () => void;
  /** The drawing as a PNG data URL, or null when nothing was drawn. */
  toDataURL: () => string | null;
  isEmpty: () => boolean;
}

export interface SignaturePadProps {
  /** Accessible name of the drawing area (default 签名区域). */
  label?: string;
  /** Called with the PNG data URL when the save button is pressed. */
  onSave?: (png: string) => void;
  /** Called after the pad was cleared. */
  onClear?: () => void;
  saveText?: string;
  clearText?: string;
  /** Extra buttons after clear and save (e.g. 下一步). */
  extraActions?: ReactNode;
}

/** Line width in CSS px; the pen must look the same on every screen density. */
const PEN_WIDTH = 2.5;

/**
 * A signature canvas drawn with pointer events (finger, pen or mouse). The bitmap is sized to the element times
 * `devicePixelRatio` so strokes stay sharp on HiDPI phones, and is re-sized (cleared) when the element's size changes.
 * Drawing needs a pointer; the clear and save buttons are ordinary buttons reachable by keyboard.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(
  { label = '签名区域', onSave, onClear, saveText = '保存', clearText = '清除', extraActions },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [empty, setEmpty] = useState(true);

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const resize = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const ctx = context();
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.lineWidth = PEN_WIDTH;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = getComputedStyle(canvas).color || 'black';
    setEmpty(true);
  }, []);

  useEffect(() => {
    resize();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => resize());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [resize]);

  const clear = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = context();
    if (canvas && ctx) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.restore();
    }
    setEmpty(true);
  }, []);

  const toDataURL = useCallback(() => (empty ? null : (canvasRef.current?.toDataURL('image/png') ?? null)), [empty]);

  useImperativeHandle(ref, () => ({ clear, toDataURL, isEmpty: () => empty }), [clear, toDataURL, empty]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const p = point(event);
    last.current = p;
    const ctx = context();
    if (!ctx) return;
    // A tap leaves a dot.
    ctx.beginPath();
    ctx.arc(p.x, p.y, PEN_WIDTH / 2, 0, Math.PI * 2);
    ctx.fillStyle = ctx.strokeStyle;
    ctx.fill();
    setEmpty(false);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const ctx = context();
    if (!from || !ctx) return;
    const to = point(event);
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
    last.current = to;
  };

  const endStroke = () => {
    last.current = null;
  };

  return (
    <div className={css.root}>
      <canvas
        ref={canvasRef}
        className={css.canvas}
        role="img"
        aria-label={empty ? `${label}（未签名）` : `${label}（已签名）`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endStroke}
        onPointerCancel={endStroke}
        onPointerLeave={endStroke}
      />
      <div className={css.actions}>
        <Button
          className={css.action}
          onClick={() => {
            clear();
            onClear?.();
          }}
        >
          {clearText}
        </Button>
        <Button
          className={css.action}
          variant="primary"
          disabled={empty}
          onClick={() => {
            const png = toDataURL();
            if (png) onSave?.(png);
          }}
        >
          {saveText}
        </Button>
        {extraActions}
      </div>
    </div>
  );
});
