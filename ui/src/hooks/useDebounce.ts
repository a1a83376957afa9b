import { useCallback, useEffect, useRef, useState } from 'react';

/** Default wait of debounce and throttle from the spec. */
export const DEFAULT_DEBOUNCE_MS = 500;

/** The value, updated only after it has stopped changing for `delay` ms (e.g. a search keyword). */
export function useDebounce<T>(value: T, delay: number = DEFAULT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** A debounced function: calls `fn` with the last arguments once calls pause for `delay` ms; dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delay: number = DEFAULT_DEBOUNCE_MS,
) {
  const fnRef = useRef(fn);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => fnRef.current(...args), delay);
    },
    [delay],
  );
}
