import { createStore } from '../internal/createStore';

/** Default display time from the spec. */
export const DEFAULT_TOAST_DURATION = 5000;

export interface ToastOptions {
  /** Milliseconds before it disappears (default 5000). */
  duration?: number;
}

export interface ToastMessage {
  id: number;
  text: string;
  duration: number;
}

export const toastStore = createStore<ToastMessage | null>(null);
let nextId = 1;

/**
 * Shows a short message (e.g. 暂未开放). A new toast replaces the current one, as on the messaging app's own toasts.
 * Needs a `<ToastHost />` mounted once. Returns a function that dismisses this toast early.
 */
export function toast(text: string, { duration = DEFAULT_TOAST_DURATION }: ToastOptions = {}): () => void {
  const id = nextId++;
  toastStore.set({ id, text, duration });
  return () => dismissToast(id);
}

/** Dismisses the toast with that id, or the current one. */
export function dismissToast(id?: number): void {
  const current = toastStore.get();
  if (current && (id === undefined || current.id === id)) toastStore.set(null);
}
