/**
 * What screens and the layout read from the router, over react-router's data router API only. Kept apart from the
 * route table and the router so the lazily loaded screens can import it without importing what loads them.
 */
import { NavigationType, useBlocker, useMatches, useNavigation, type BlockerFunction } from 'react-router';
import { useEffect } from 'react';
import type { RouteHandle } from './routeHandle';

/** The `handle` of the deepest route shown: the screen's access group, position and table path. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteHandle | undefined;
}

/** True while a navigation waits for the next screen (its code, the access guard): the loading bar shows it. */
export function useRouteLoading(): boolean {
  return useNavigation().state !== 'idle';
}

const isBackOrForward: BlockerFunction = ({ historyAction }) => historyAction === NavigationType.Pop;

/** Refuses back and forward navigation while the calling screen is shown (the history step is undone at once). */
export function useBlockPop(): void {
  const blocker = useBlocker(isBackOrForward);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
}
