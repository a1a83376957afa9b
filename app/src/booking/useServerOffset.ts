/** How far the server's clock is ahead of the device's, from GetTimeStamp (0 until known, or if it fails). */
import { useEffect, useState } from 'react';
import { useApi } from '../services/AppServices';

/**
 * Server time minus device time in ms. The server stamp is taken to belong to the middle of the round trip, so the
 * network delay does not count as clock difference. A failure leaves 0: the device clock is the best left.
 */
export function useServerOffset(): number {
  const api = useApi();
  const [offsetMs, setOffsetMs] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const sentAt = Date.now();
    void api.call('GetTimeStamp', undefined, { signal: controller.signal }).then((result) => {
      if (!result.ok || controller.signal.aborted) return;
      setOffsetMs(result.data - (sentAt + Date.now()) / 2);
    });
    return () => controller.abort();
  }, [api]);
  return offsetMs;
}
