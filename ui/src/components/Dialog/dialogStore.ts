import type { ReactNode } from 'react';
import { createStore } from '../internal/createStore';

/** Options of `confirm()`. */
export interface ConfirmOptions {
  /** Heading; when absent the content is used as the dialog's name. */
  title?: ReactNode;
  content?: ReactNode;
  /** Text of the confirming button (default 确定). */
  confirmText?: string;
  /** Text of the cancelling button (default 取消). */
  cancelText?: string;
  /** Style the confirming button as destructive. */
  danger?: boolean;
}

/** Options of `alert()`. */
export type AlertOptions = Omit<ConfirmOptions, 'cancelText' | 'danger'>;

export interface DialogRequest extends ConfirmOptions {
  id: number;
  kind: 'confirm' | 'alert';
  resolve: (confirmed: boolean) => void;
}

export const dialogStore = createStore<readonly DialogRequest[]>([]);
let nextId = 1;

function open(kind: DialogRequest['kind'], options: ConfirmOptions): Promise<boolean> {
  if (dialogStore.listenerCount() === 0) {
    return Promise.reject(new Error('confirm()/alert() need a <DialogHost /> mounted once near the root.'));
  }
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    const settle = (confirmed: boolean) => {
      dialogStore.set(dialogStore.get().filter((request) => request.id !== id));
      resolve(confirmed);
    };
    dialogStore.set([...dialogStore.get(), { ...options, id, kind, resolve: settle }]);
  });
}

/**
 * Closes every dialog open or queued now, unanswered: for an app whose screen changed under them (back, a link), so a
 * question asked on one screen is never answered on another. Their promises never settle — the visitor answered
 * nothing, and whatever the caller does next (navigate on 去填写, go on to booking on 不需要, leave after an alert)
 * belongs to the screen that is gone. Dialogs requested after the call are not touched. Focus goes where the host's
 * `focusFallback` says, since what had it when they opened is gone with its screen.
 */
export function dismissDialogs(): void {
  if (dialogStore.get().length > 0) dialogStore.set([]);
}

/**
 * Asks a yes/no question; resolves `true` on confirm, `false` on cancel or Escape. Requests queue up one at a time.
 * One closed by {@link dismissDialogs} never resolves.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return open('confirm', options);
}

/** Shows a message with one button; resolves when its button or Escape closes it (not when {@link dismissDialogs} does). */
export async function alert(options: AlertOptions): Promise<void> {
  await open('alert', options);
}
