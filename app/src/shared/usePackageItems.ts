/** The items of a package (GetItemCombList), for the package, group, order and order-confirmation screens. */
import { CheckupError, type Schemas } from '@checkup/sdk';
import { alert } from '@checkup/ui';
import { commonMessages, packageMessages } from '../messages';
import { failureText } from './failureMessages';
import { useApi } from '../services/AppServices';
import { useRequest, type RequestState } from './useRequest';

/**
 * What a failed item list says (docs/product/booking-journey.md §8, docs/product/orders-reports-access.md §8), on every screen that loads one:
 * the server's own message when it answered with one — 暂无项目数据 for an unknown or empty package, 系统繁忙！请稍后再试
 * when its catalogue is down; 暂无项目数据 for a refusal without a message or an empty list; no usable answer at all
 * → 系统繁忙！请稍后再试. A failed request is never shown as "no items".
 */
export function packageItemsFailureText(error: CheckupError): string {
  return failureText(error, error.kind === 'business' ? packageMessages.noItems : commonMessages.busy);
}

/** The alert of {@link packageItemsFailureText} (package details, group details, order details). */
export function alertPackageItemsFailure(error: CheckupError): void {
  void alert({ content: packageItemsFailureText(error) });
}

/**
 * Loads the items of package `clusCode` (nothing while it is undefined). An empty list counts as the server's own
 * "no items" failure (暂无项目数据), so screens handle one case, not two.
 */
export function usePackageItems(
  clusCode: string | undefined,
  onFailure?: (error: CheckupError) => void,
): RequestState<Schemas['PackageItem'][]> {
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
