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

/** Asks a yes/no question; resolves `true` on confirm, `false` on cancel or Escape. Requests queue up one at a time. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return open('confirm', options);
}

/** Shows a message with one button; resolves when it is dismissed (button or Escape). */
export async function alert(options: AlertOptions): Promise<void> {
  await open('alert', options);
}
