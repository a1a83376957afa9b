import { Dialog } from 'radix-ui';
import * as css from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** Shown while true. */
  open: boolean;
  /** What is happening, e.g. 订单生成中. */
  text?: string;
}

const block = (event: Event) => event.preventDefault();

/**
 * Covers the page while a blocking task runs (e.g. 订单生成中): a modal that cannot be dismissed, so nothing behind
 * it can be tapped or reached by keyboard, announced by its text and marked `aria-busy`.
 */
export function LoadingOverlay({ open, text = '加载中' }: LoadingOverlayProps) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content}
          aria-busy="true"
          aria-describedby={undefined}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          <span className={css.spinner} aria-hidden="true" />
          <Dialog.Title className={css.text}>{text}</Dialog.Title>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
