/** Focus back where it was when a dialog closes. */
import { useCallback, useRef } from 'react';

/**
 * Handlers for a Radix dialog's `onOpenAutoFocus` / `onCloseAutoFocus`. Radix returns focus only to the dialog's own
 * Trigger; a dialog opened by code (`confirm()`, a controlled Popup or ActionSheet) has none, so focus fell to
 * `<body>` and a screen reader started again at the top of the page. These remember what had focus when the dialog
 * opened and return focus there (when it is still in the document).
 */
export function useFocusReturn(): { onOpenAutoFocus: () => void; onCloseAutoFocus: (event: Event) => void } {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    // Runs before the dialog moves focus in: the active element is still the opener.
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
