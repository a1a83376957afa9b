/** The NavBar's back arrow. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * One step back in the app; on a screen opened directly (a link, a scanned code, a bookmark: no earlier screen of the
 * app in this tab, where a history step would do nothing), `fallback` in its place.
 */
export function useBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [navigate, key, fallback]);
}
