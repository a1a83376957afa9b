/** Focus back where it was when a dialog closes, or somewhere meaningful when that is gone. */
import { useCallback, useRef } from 'react';

/**
 * Where focus goes when a dialog closes and what had focus when it opened is gone (the screen changed under a dialog
 * that stayed open) or there was nothing (it opened by code while nothing had focus): e.g. the current screen's
 * heading. Called as the dialog closes; nothing (or an element no longer in the document) leaves focus to the page.
 */
export type FocusFallback = () => HTMLElement | null | undefined;

/**
 * Handlers for a Radix dialog's `onOpenAutoFocus` / `onCloseAutoFocus`. Radix returns focus only to the dialog's own
 * Trigger; a dialog opened by code (`confirm()`, a controlled Popup or ActionSheet) has none, so focus fell to
 * `<body>` and a screen reader started again at the top of the page. These remember what had focus when the dialog
 * opened and return focus there when it is still in the document, else to `fallback` when one is given.
 */
export function useFocusReturn(fallback?: FocusFallback): {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    // Runs before the dialog moves focus in: the active element is still the opener.
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      const returned = opener.current;
      opener.current = null;
      const target = returned?.isConnected ? returned : fallback?.();
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
    [fallback],
  );
  return { onOpenAutoFocus, onCloseAutoFocus };
}
