/** How far the server's clock is ahead of the device's, from GetTimeStamp (0 until known, or if it fails). */
import { onPageShown } from '@checkup/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../services/AppServices';

/** The server's clock as a screen reads it. */
export interface ServerClock {
  /** Server time minus device time in ms: 0 until GetTimeStamp has answered once (the device clock until then). */
  offsetMs: number;
  /**
   * The server's time now (Unix ms), for a check that must not run on the device clock: at once when GetTimeStamp
   * has answered; else after the reading in flight answers, or after a new one when the last failed. Only when the
   * server cannot tell either, the device clock with the last known offset.
   */
  now: () => Promise<number>;
}

/**
 * Server time minus device time in ms. The server stamp is taken to belong to the middle of the round trip, so the
 * network delay does not count as clock difference. A failure keeps the last offset (0 at first: the device clock is
 * the best left). The offset is read again whenever the page becomes visible: a device clock changed while the tab
 * was in the background would otherwise shift every deadline shown on return.
 */
export function useServerOffset(): number {
  return useServerClock().offsetMs;
}

/** {@link useServerOffset}, plus a way to wait for the server's time when an action must not use the device's. */
export function useServerClock(): ServerClock {
  const api = useApi();
  const [offsetMs, setOffsetMs] = useState(0);
  // What the actions read: the offset once known (undefined before), and the reading in flight (offset, or undefined when it failed).
  const known = useRef<number | undefined>(undefined);
  const reading = useRef<Promise<number | undefined> | undefined>(undefined);
  const measure = useRef<() => Promise<number | undefined>>(() => Promise.resolve(undefined));

  useEffect(() => {
    let controller = new AbortController();
    measure.current = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      const sentAt = Date.now();
      const next = api.call('GetTimeStamp', undefined, { signal }).then((result) => {
        if (!result.ok || signal.aborted) return undefined;
        const offset = result.data - (sentAt + Date.now()) / 2;
        known.current = offset;
        setOffsetMs(offset);
        return offset;
      });
      reading.current = next;
      return next;
    };
    void measure.current();
    const stopListening = onPageShown(() => void measure.current());
    return () => {
      controller.abort();
      stopListening();
    };
  }, [api]);

  const now = useCallback(async () => {
    if (known.current !== undefined) return Date.now() + known.current;
    // Not answered yet: wait for the reading in flight; if it failed (or was aborted), ask once more.
    const offset = (await reading.current) ?? known.current ?? (await measure.current());
    return Date.now() + (offset ?? known.current ?? 0);
  }, []);

  return { offsetMs, now };
}
