/** How far the server's clock is ahead of the device's, from GetTimeStamp (0 until known, or if it fails). */
import { onPageShown } from '@checkup/ui';
import { useEffect, useState } from 'react';
import { useApi } from '../services/AppServices';

/**
 * Server time minus device time in ms. The server stamp is taken to belong to the middle of the round trip, so the
 * network delay does not count as clock difference. A failure keeps the last offset (0 at first: the device clock is
 * the best left). The offset is read again whenever the page becomes visible: a device clock changed while the tab
 * was in the background would otherwise shift every deadline shown on return.
 */
export function useServerOffset(): number {
  const api = useApi();
  const [offsetMs, setOffsetMs] = useState(0);
  useEffect(() => {
    let controller = new AbortController();
    const measure = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      const sentAt = Date.now();
      void api.call('GetTimeStamp', undefined, { signal }).then((result) => {
        if (!result.ok || signal.aborted) return;
        setOffsetMs(result.data - (sentAt + Date.now()) / 2);
      });
    };
    measure();
    const stopListening = onPageShown(measure);
    return () => {
      controller.abort();
      stopListening();
    };
  }, [api]);
  return offsetMs;
}
