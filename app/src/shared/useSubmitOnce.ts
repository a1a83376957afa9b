/** A submit that a double tap cannot send twice. */
import { useCallback, useRef, useState } from 'react';

/** What a submit reports when it ends: `again` lets the visitor retry, `done` keeps the button locked (leaving the page). */
export type SubmitOutcome = 'again' | 'done';

/**
 * Wraps `submit` so that only one run is in flight: further taps while it runs (or after it ended with `done`) are
 * ignored. The lock is a ref, set in the tap handler itself, so two taps in the same frame cannot both pass.
 */
export function useSubmitOnce(submit: () => Promise<SubmitOutcome>): { run: () => void; busy: boolean } {
  const locked = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(() => {
    if (locked.current) return;
    locked.current = true;
    setBusy(true);
    void submit()
      .catch((): SubmitOutcome => 'again')
      .then((outcome) => {
        if (outcome === 'done') return;
        locked.current = false;
        setBusy(false);
      });
  }, [submit]);
  return { run, busy };
}
