/**
 * What the app does for every countdown (app/src/shared/useServerOffset.ts), for both benchmark screens: read the
 * server's clock (`GET /time` of the bench's static server) on load and again whenever the page is shown, and pass
 * server − device to the countdown. Kept free of either library so both pages carry the same code.
 */
import { useEffect, useState } from 'react';

/** Server time minus device time in ms; 0 until known, the last reading when one fails (as the app). */
export function useServerOffset(): number {
  const [offsetMs, setOffsetMs] = useState(0);
  useEffect(() => {
    let controller = new AbortController();
    const measure = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      const sentAt = Date.now();
      fetch('./time', { signal, cache: 'no-store' })
        .then((response) => response.text())
        .then((text) => {
          // The server's reading belongs to the middle of the round trip.
          if (!signal.aborted) setOffsetMs(Number(text) - (sentAt + Date.now()) / 2);
        })
        .catch(() => {}); // aborted by a newer reading, or failed: the last offset stays
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') measure();
    };
    measure();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pageshow', measure);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', measure);
    };
  }, []);
  return offsetMs;
}
