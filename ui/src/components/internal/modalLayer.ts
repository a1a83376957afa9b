/**
 * What a modal layer that cannot be dismissed needs from the page, without Radix's dialog machinery (focus scope,
 * dismissable layer, scroll lock — about 10 kB gzip): everything outside the layer is made inert and hidden from
 * assistive technology, the page stops scrolling, focus moves onto the layer and comes back when it closes.
 *
 * Call from an effect (not a ref callback or layout effect: React puts focus back where it was when a commit moved it)
 * with the layer's focusable panel (`tabIndex={-1}`), rendered in a portal whose root is a child of `<body>`; returns
 * the undo.
 */
export function enterModalLayer(panel: HTMLElement): () => void {
  const doc = panel.ownerDocument;
  const previouslyFocused = doc.activeElement;
  const undoIsolation = isolate(panel);
  const root = doc.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  panel.focus({ preventScroll: true });
  return () => {
    undoIsolation();
    root.style.overflow = overflow;
    // After the isolation is undone: an inert element cannot take focus.
    if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) previouslyFocused.focus({ preventScroll: true });
  };
}

const ATTRIBUTES = ['inert', 'aria-hidden'] as const;
const NOT_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK']);

/** Marks every child of `<body>` except the one holding `keep` inert and aria-hidden; the undo restores what was there. */
function isolate(keep: Element): () => void {
  const saved = [...keep.ownerDocument.body.children]
    .filter((element) => !element.contains(keep) && !NOT_CONTENT.has(element.tagName))
    .map((element) => ({ element, before: ATTRIBUTES.map((name) => element.getAttribute(name)) }));
  for (const { element } of saved) {
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
  }
  return () => {
    for (const { element, before } of saved) {
      ATTRIBUTES.forEach((name, index) => {
        const value = before[index];
        if (value === null || value === undefined) element.removeAttribute(name);
        else element.setAttribute(name, value);
      });
    }
  };
}
