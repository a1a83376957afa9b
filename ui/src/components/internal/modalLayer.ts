import { hideOthers } from 'aria-hidden';

/** Marks the nodes one of our layers hid, so exactly those can be made inert. */
const MARKER = 'data-modal-layer';

/**
 * What a modal layer that cannot be dismissed needs from the page, without Radix's dialog machinery (focus scope,
 * dismissable layer, scroll lock — about 10 kB gzip): everything outside the layer is hidden from assistive technology
 * and made inert, the page stops scrolling, focus moves onto the layer and comes back when it closes.
 * Hiding goes through `aria-hidden`'s `hideOthers`, as Radix's dialogs do: the two share its counters (a dialog opened
 * above the layer keeps the page hidden when the layer closes first) and live regions stay announced (toasts).
 *
 * Call from an effect (not a ref callback or layout effect: React puts focus back where it was when a commit moved it)
 * with the layer's focusable panel (`tabIndex={-1}`); returns the undo.
 */
export function enterModalLayer(panel: HTMLElement): () => void {
  const doc = panel.ownerDocument;
  const previouslyFocused = doc.activeElement;
  const undoHidden = hideOthers(panel, doc.body, MARKER);
  const madeInert = [...doc.querySelectorAll(`[${MARKER}]:not([inert])`)];
  for (const element of madeInert) element.setAttribute('inert', '');
  const root = doc.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  panel.focus({ preventScroll: true });
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
    undoHidden();
    root.style.overflow = overflow;
    // After the page is no longer inert: an inert element cannot take focus.
    if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected)
      previouslyFocused.focus({ preventScroll: true });
  };
}
