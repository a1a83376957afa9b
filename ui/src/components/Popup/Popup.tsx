import { Dialog, VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon, closeIcon } from '../Icon';
import { useFocusReturn, type FocusFallback } from '../internal/useFocusReturn';
import * as css from './Popup.css';

export const popupPositions = ['bottom', 'center'] as const;

export interface PopupProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the sheet for assistive technology; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Optional element that opens the popup (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** Bottom sheet (default) or centred panel. */
  position?: (typeof popupPositions)[number];
  /** Shows a close button in the header. */
  closeable?: boolean;
  closeLabel?: string;
  /**
   * Where focus goes when the popup closes and what opened it is gone (the screen changed while it stayed open) or
   * nothing had focus as it opened, e.g. the current screen's heading; without it focus falls to the page.
   */
  focusFallback?: FocusFallback;
  children?: ReactNode;
}

/**
 * A modal sheet over the page (Radix Dialog): focus moves in and is trapped, Escape or a tap on the backdrop closes
 * it, focus returns to the trigger (or what opened it; else to `focusFallback`). Bottom sheets keep clear of the home indicator (safe-area inset).
 */
export function Popup({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  trigger,
  position = 'bottom',
  closeable = true,
  closeLabel = '关闭',
  focusFallback,
  children,
}: PopupProps) {
  const heading = <Dialog.Title className={css.title}>{title}</Dialog.Title>;
  const focusReturn = useFocusReturn(focusFallback);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.content({ position })} aria-describedby={undefined} {...focusReturn}>
          {hideTitle && !closeable ? (
            <VisuallyHidden.Root>{heading}</VisuallyHidden.Root>
          ) : (
            <div className={css.header}>
              {hideTitle ? <VisuallyHidden.Root>{heading}</VisuallyHidden.Root> : heading}
              {closeable && (
                <Dialog.Close className={css.close} aria-label={closeLabel}>
                  <Icon icon={closeIcon} />
                </Dialog.Close>
              )}
            </div>
          )}
          <div className={css.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
