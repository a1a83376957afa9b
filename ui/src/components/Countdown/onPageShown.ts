/**
 * Calls `callback` each time the page is shown again: the tab becomes visible, or the page is restored from the
 * back-forward cache. What was read from clocks while the page was hidden (timers sleep, the device clock may have been
 * changed) is worth reading again then. Returns the unsubscribe function.
 */
export function onPageShown(callback: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') callback();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pageshow', callback);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pageshow', callback);
  };
}
