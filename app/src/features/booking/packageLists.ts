/**
 * The three package lists (docs/product/booking-journey.md §2 "Package lists"): which call serves each, how a search filters,
 * what is stored when a package is chosen, and when the married-package confirmation is needed.
 */
import type { components } from '@checkup/sdk/schema';
import type { StoredPackage } from '../../session/values';

type Schemas = components['schemas'];

/** A list's kind; `person` and `staff` split by sex, `vehicle` has one 驾驶证 tab. */
export type ListKind = 'person' | 'staff' | 'vehicle';

/** Package type codes of the list calls (docs/product/booking-journey.md §9: 1 staff, 2 vehicle, 3 personal). */
export const CLUS_TYPE = { person: '3', staff: '1', vehicle: '2' } as const satisfies Record<
  ListKind,
  Schemas['ClusType']
>;

/** A package as the list shows it, whichever call it came from. */
export interface ListedPackage {
  code: string;
  name: string;
  note: string;
  price: number;
  discountPrice: number;
  discounted: boolean;
  marrStatus: Schemas['MarrStatus'];
}

export function fromClusItem(item: Schemas['ClusItem']): ListedPackage {
  return {
    code: item.clus_code,
    name: item.clus_name,
    note: item.clus_note,
    price: item.price,
    discountPrice: item.jd_price,
    discounted: item.jd_flag === 'T',
    marrStatus: item.marr_status,
  };
}

export function fromVehicleItem(item: Schemas['VehicleClusItem']): ListedPackage {
  return {
    code: item.clus_Code,
    name: item.clus_Name,
    note: item.clus_Note,
    price: item.price,
    discountPrice: item.price,
    discounted: false,
    marrStatus: '0',
  };
}

/** Packages whose name contains the keyword (blank keyword: all). */
export function searchPackages(packages: readonly ListedPackage[], keyword: string): ListedPackage[] {
  const wanted = keyword.trim().toLowerCase();
  return wanted === '' ? [...packages] : packages.filter((pkg) => pkg.name.toLowerCase().includes(wanted));
}

/**
 * A married package (marr_status 2) chosen by a user whose stored marital type is unmarried needs confirming
 * (docs/product/booking-journey.md §5 "Marriage rule"): on the list when the user is known, else before the order is sent.
 */
export function needsMarriedConfirmation(
  marrStatus: Schemas['MarrStatus'],
  user: Schemas['User'] | undefined,
): boolean {
  return marrStatus === '2' && user?.marr_type === '1';
}

/** What the booking journey keeps of a chosen package; `sex` is the tab it was chosen on (3 for vehicle). */
export function toStoredPackage(pkg: ListedPackage, sex: Schemas['Sex'], kind: ListKind): StoredPackage {
  return {
    clus_Code: pkg.code,
    clus_Name: pkg.name,
    clus_Note: pkg.note,
    sex,
    price: pkg.price,
    jd_price: pkg.discountPrice,
    jd_flag: pkg.discounted ? 'T' : 'F',
    marr_status: pkg.marrStatus,
    PersonalSpan: kind,
  };
}
