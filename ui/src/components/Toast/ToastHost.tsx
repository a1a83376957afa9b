import { useEffect, useSyncExternalStore } from 'react';
import * as css from './Toast.css';
import { dismissToast, toastStore } from './toastStore';

/**
 * Shows `toast()` messages in a polite live region (`role="status"`), so they are announced without moving focus.
 * Escape dismisses the visible toast. Mount once near the root.
 */
export function ToastHost() {
  const message = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => dismissToast(message.id), message.duration);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissToast(message.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [message]);

  return (
    <div className={css.region} role="status" aria-live="polite" aria-atomic="true">
      {message && (
        <div key={message.id} className={css.toast}>
          {message.text}
        </div>
      )}
    </div>
  );
}
