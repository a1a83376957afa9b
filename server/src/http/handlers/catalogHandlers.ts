import {
  addItemTree,
  getNotice,
  listCompanies,
  listPackageItems,
  listPackages,
  listVehiclePackages,
} from '../../services/catalog';
import { callUpstream } from '../../services/upstreams';
import type { HttpContext } from '../context';
import { success } from '../envelope';
import type { PartialHandlerMap } from '../handlerTypes';
import { UPSTREAM_MESSAGES } from '../messages';

/** Packages, items, the add-item tree, companies and the notice: reads of the catalog service (the hospital's catalogue). */
export function catalogHandlers({
  services,
}: HttpContext): PartialHandlerMap<
  'GetClusItemList' | 'GetVehicleClusItem' | 'GetItemCombList' | 'AddClusItem' | 'GetTjLncList' | 'GetNoticeInfo'
> {
  const { catalogue, addItems } = UPSTREAM_MESSAGES;
  return {
    GetClusItemList: async ({ body }) =>
      success(
        await callUpstream(services, 'catalogue', catalogue, () =>
          listPackages(services, body.clus_type === '1' ? 1 : 3),
        ),
      ),
    GetVehicleClusItem: async () =>
      success(await callUpstream(services, 'catalogue', catalogue, () => listVehiclePackages(services))),
    GetItemCombList: async ({ body }) =>
      success(await callUpstream(services, 'catalogue', catalogue, () => listPackageItems(services, body.comb_code))),
    AddClusItem: async ({ body }) =>
      success(
        await callUpstream(services, 'catalogue', addItems, () => addItemTree(services, body?.clus_code || undefined)),
      ),
    GetTjLncList: async () =>
      success(await callUpstream(services, 'catalogue', catalogue, () => listCompanies(services))),
    GetNoticeInfo: async ({ body }) => success(await getNotice(services, body.titleName)),
  };
}
