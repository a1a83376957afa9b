import { addItemTree, getNotice, listCompanies, listPackageItems, listPackages, listVehiclePackages } from '../../services/catalog';
import type { HttpContext } from '../context';
import { success } from '../envelope';
import type { PartialHandlerMap } from '../handlerTypes';

/** Packages, items, the add-item tree, companies and the notice: reads of the catalog service. */
export function catalogHandlers({
  db,
}: HttpContext): PartialHandlerMap<'GetClusItemList' | 'GetVehicleClusItem' | 'GetItemCombList' | 'AddClusItem' | 'GetTjLncList' | 'GetNoticeInfo'> {
  return {
    GetClusItemList: async ({ body }) => success(await listPackages(db, body.clus_type === '1' ? 1 : 3)),
    GetVehicleClusItem: async () => success(await listVehiclePackages(db)),
    GetItemCombList: async ({ body }) => success(await listPackageItems(db, body.comb_code)),
    AddClusItem: async ({ body }) => success(await addItemTree(db, body?.clus_code || undefined)),
    GetTjLncList: async () => success(await listCompanies(db)),
    GetNoticeInfo: async ({ body }) => success(await getNotice(db, body.titleName)),
  };
}
