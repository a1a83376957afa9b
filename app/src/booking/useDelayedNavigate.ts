/** Navigation after a pause (the 2 s after a successful order or group login, booking-journey.md §4, §9). */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Pause before the redirect that follows a successful order or group login. */
export const REDIRECT_DELAY_MS = 2000;

/** Returns `go(to)`, which navigates after `delayMs`; a pending redirect is dropped if the screen goes away first. */
export function useDelayedNavigate(delayMs: number = REDIRECT_DELAY_MS): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to), delayMs);
    },
    [navigate, delayMs],
  );
}
