import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_DEBOUNCE_MS } from './useDebounce';

/** The value, updated at most once per `interval` ms; the latest value always arrives at the end. */
export function useThrottle<T>(value: T, interval: number = DEFAULT_DEBOUNCE_MS): T {
  const [throttled, setThrottled] = useState(value);
  const lastUpdate = useRef<number | null>(null);
  useEffect(() => {
    const now = Date.now();
    const wait = lastUpdate.current === null ? 0 : Math.max(0, interval - (now - lastUpdate.current));
    const timer = window.setTimeout(() => {
      lastUpdate.current = Date.now();
      setThrottled(value);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [value, interval]);
  return throttled;
}

/**
 * A throttled function: the first call runs at once, further calls within `interval` ms are dropped
 * (e.g. a pay button tapped twice).
 */
export function useThrottledCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  interval: number = DEFAULT_DEBOUNCE_MS,
) {
  const fnRef = useRef(fn);
  const lastCall = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);
  return useCallback(
    (...args: A) => {
      const now = performance.now();
      if (now - lastCall.current < interval) return;
      lastCall.current = now;
      fnRef.current(...args);
    },
    [interval],
  );
}
