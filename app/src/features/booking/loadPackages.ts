/** One call per list kind, normalised to the tabs the list shows (男/女, or the single 驾驶证 tab). */
import type { CheckupClient, Result, Schemas } from '@checkup/sdk';
import { CLUS_TYPE, fromClusItem, fromVehicleItem, type ListedPackage, type ListKind } from './packageLists';

/** A tab of a package list: the sex code its packages are stored with, and its packages. */
export interface PackageTab {
  sex: Schemas['Sex'];
  packages: ListedPackage[];
}

export async function loadPackageTabs(
  api: Pick<CheckupClient, 'call'>,
  kind: ListKind,
  signal: AbortSignal,
): Promise<Result<PackageTab[]>> {
  if (kind === 'vehicle') {
    const result = await api.call('GetVehicleClusItem', { clus_type: CLUS_TYPE.vehicle }, { signal });
    return result.ok ? { ...result, data: [{ sex: '3', packages: result.data.map(fromVehicleItem) }] } : result;
  }
  const result = await api.call('GetClusItemList', { clus_type: CLUS_TYPE[kind] }, { signal });
  if (!result.ok) return result;
  return {
    ...result,
    data: [
      { sex: '1', packages: result.data.m.map(fromClusItem) },
      { sex: '2', packages: result.data.w.map(fromClusItem) },
    ],
  };
}
