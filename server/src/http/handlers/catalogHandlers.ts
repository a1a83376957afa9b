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
  db,
  services,
}: HttpContext): PartialHandlerMap<
  'GetClusItemList' | 'GetVehicleClusItem' | 'GetItemCombList' | 'AddClusItem' | 'GetTjLncList' | 'GetNoticeInfo'
> {
  const { catalogue, addItems } = UPSTREAM_MESSAGES;
  return {
    GetClusItemList: async ({ body }) =>
      success(
        await callUpstream(services, 'catalogue', catalogue, () => listPackages(db, body.clus_type === '1' ? 1 : 3)),
      ),
    GetVehicleClusItem: async () =>
      success(await callUpstream(services, 'catalogue', catalogue, () => listVehiclePackages(db))),
    GetItemCombList: async ({ body }) =>
      success(await callUpstream(services, 'catalogue', catalogue, () => listPackageItems(db, body.comb_code))),
    AddClusItem: async ({ body }) =>
      success(await callUpstream(services, 'catalogue', addItems, () => addItemTree(db, body?.clus_code || undefined))),
    GetTjLncList: async () => success(await callUpstream(services, 'catalogue', catalogue, () => listCompanies(db))),
    GetNoticeInfo: async ({ body }) => success(await getNotice(db, body.titleName)),
  };
}
