import { useEffect } from 'react';
import { NavigationType, useBlocker } from 'react-router';

/** Refuses back (and forward) navigation away from the current screen (orders-reports-access.md §2: /oauth). */
export function useNoBackNavigation(): void {
  const blocker = useBlocker(({ historyAction }) => historyAction === NavigationType.Pop);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
}
