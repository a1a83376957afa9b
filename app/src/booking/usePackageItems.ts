/** The items of a package (GetItemCombList), for the order and group-details screens. */
import { CheckupError, type Schemas } from '@checkup/sdk';
import { alert } from '@checkup/ui';
import { commonMessages, packageMessages } from '../messages';
import { useApi } from '../services/AppServices';
import { serverMessage } from './failureMessage';
import { useRequest, type RequestState } from './useRequest';

/**
 * The package details' alert for a failed item list (booking-journey.md §8): no items → 暂无项目数据, the server's own
 * message when it refused (e.g. its catalogue is down), no answer at all → 系统繁忙！请稍后再试.
 */
export function alertPackageItemsFailure(error: CheckupError): void {
  void alert({ content: error.kind === 'business' ? (serverMessage(error) ?? packageMessages.noItems) : commonMessages.busy });
}

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
