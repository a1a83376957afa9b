import { useEffect, useSyncExternalStore } from 'react';
import * as css from './Toast.css';
import { dismissToast, toastStore } from './toastStore';

/**
 * Shows `toast()` messages in a polite live region (`role="status"`), so they are announced without moving focus.
 * Escape dismisses the visible toast, and so does a press of any button: a toast answers the action that raised it, and
 * the next action (submitting a corrected form) must not run under the previous one's answer. A toast that press
 * raises replaces it as usual. Mount once near the root.
 */
export function ToastHost() {
  const message = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => dismissToast(message.id), message.duration);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissToast(message.id);
    };
    // Capture phase: before the button's own handler, which may raise the next toast.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('button,[role="button"]')) dismissToast(message.id);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
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
