/** The items of a package (GetItemCombList), for the order and group-details screens. */
import type { CheckupError, Schemas } from '@checkup/sdk';
import { useApi } from '../services/AppServices';
import { useRequest, type RequestState } from './useRequest';

/** Loads the items of package `clusCode` (nothing while it is undefined). */
export function usePackageItems(clusCode: string | undefined, onFailure?: (error: CheckupError) => void): RequestState<Schemas['PackageItem'][]> {
  const api = useApi();
  return useRequest(clusCode ?? null, (signal) => api.call('GetItemCombList', { comb_code: clusCode ?? '' }, { signal }), onFailure);
}
