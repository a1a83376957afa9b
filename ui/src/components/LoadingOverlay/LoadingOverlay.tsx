import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { enterModalLayer } from '../internal/modalLayer';
import * as css from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** Shown while true. */
  open: boolean;
  /** What is happening, e.g. 订单生成中. */
  text?: string;
}

/**
 * Covers the page while a blocking task runs (e.g. 订单生成中): a modal that cannot be dismissed, so nothing behind
 * it can be tapped or reached by keyboard, announced by its text and marked `aria-busy`.
 * It has no close affordance at all (no Escape, no outside tap), so it needs none of Radix Dialog's dismiss logic:
 * the page behind is made inert instead, and the overlay costs no extra code to show on a screen's first render.
 */
export function LoadingOverlay({ open, text = '加载中' }: LoadingOverlayProps) {
  return open ? createPortal(<Overlay text={text} />, document.body) : null;
}

function Overlay({ text }: { text: string }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => enterModalLayer(panel.current!), []);
  return (
    <div>
      <div className={css.overlay} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={css.content}
      >
        <span className={css.spinner} aria-hidden="true" />
        <h2 id={titleId} className={css.text}>
          {text}
        </h2>
      </div>
    </div>
  );
}
