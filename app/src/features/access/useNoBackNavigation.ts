import { useBlockPop } from '../../routing/routeHooks';

/** Refuses back (and forward) navigation away from the current screen (docs/product/orders-reports-access.md §2: /oauth). */
export function useNoBackNavigation(): void {
  useBlockPop();
}
