/** Navigation after a pause (the 2 s after a successful order or group login, docs/product/booking-journey.md §4, §9). */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/** Pause before the redirect that follows a successful order or group login. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * Returns `go(to, options)`, which navigates after `delayMs`; a pending redirect is dropped if the screen goes away
 * first. `{ replace: true }` takes the current screen out of the history (a submitted form back would show again).
 */
export function useDelayedNavigate(
  delayMs: number = REDIRECT_DELAY_MS,
): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to, options), delayMs);
    },
    [navigate, delayMs],
  );
}
