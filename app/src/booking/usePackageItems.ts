/** The items of a package (GetItemCombList), for the order and group-details screens. */
import { CheckupError, type Schemas } from '@checkup/sdk';
import { packageMessages } from '../messages';
import { useApi } from '../services/AppServices';
import { useRequest, type RequestState } from './useRequest';

/**
 * Loads the items of package `clusCode` (nothing while it is undefined). An empty list counts as the server's own
 * "no items" failure (暂无项目数据), so screens handle one case, not two.
 */
export function usePackageItems(clusCode: string | undefined, onFailure?: (error: CheckupError) => void): RequestState<Schemas['PackageItem'][]> {
  const api = useApi();
  return useRequest(
    clusCode ?? null,
    async (signal) => {
      const result = await api.call('GetItemCombList', { comb_code: clusCode ?? '' }, { signal });
      if (!result.ok || result.data.length > 0) return result;
      const returnMsg = packageMessages.noItems;
      return { ok: false, error: new CheckupError('business', returnMsg, { returnMsg, status: 200 }) };
    },
    onFailure,
  );
}
