/**
 * The entities the consumer contract names (package TC001, item 9263, company L0012, slots of 2026-12-01, ...),
 * added to the reference server's demo data once per verification run. Money in fen as the server stores it.
 */
import { type Database, PERSON_POOL, teamPool } from '@checkup/server/testing';

export const CONTRACT_DAY = '2026-12-01';
const CONTRACT_SLOTS = [
  { sumtime_code: '01', sumtime_name: '08:00-09:00' },
  { sumtime_code: '02', sumtime_name: '09:00-10:00' },
  { sumtime_code: '03', sumtime_name: '10:00-11:00' },
] as const;

const ITEMS = [
  {
    comb_code: '9263',
    comb_name: '低剂量螺旋CT（胸部）',
    cls_code: '23',
    price_fen: 38000,
    act_price_fen: 38000,
    note: '肺部结节筛查',
  },
  {
    comb_code: '2301',
    comb_name: '甲胎蛋白（AFP）',
    cls_code: '15',
    price_fen: 4500,
    act_price_fen: 4050,
    note: '肝癌筛查',
    cxf_flag: 'T' as const,
  },
  {
    comb_code: '9907',
    comb_name: '幽门螺杆菌呼气试验',
    cls_code: '05',
    price_fen: 15000,
    act_price_fen: 15000,
    note: '现场加项',
  },
];

const PACKAGES = [
  {
    clus_code: 'TC001',
    clus_name: '男士基础体检套餐',
    clus_type: 3 as const,
    sex: 1 as const,
    price_fen: 68000,
    jd_flag: 'T' as const,
    jd_price_fen: 59800,
    marr_status: 0,
  },
  {
    clus_code: 'TC101',
    clus_name: '女士基础体检套餐（未婚）',
    clus_type: 3 as const,
    sex: 2 as const,
    price_fen: 72000,
    jd_flag: 'F' as const,
    jd_price_fen: 72000,
    marr_status: 1,
  },
  {
    clus_code: 'TT001',
    clus_name: '华创科技2026年度员工体检套餐',
    clus_type: 4 as const,
    sex: 1 as const,
    price_fen: 0,
    jd_flag: 'F' as const,
    jd_price_fen: 0,
    marr_status: 0,
  },
];

/** Inserts the contract's catalogue, companies and the slots of the contract day (person pool and L0012's quota). */
export async function loadContractData(db: Database): Promise<void> {
  for (const item of ITEMS) {
    await db
      .insertInto('items')
      .values(item)
      .onConflict((oc) => oc.column('comb_code').doNothing())
      .execute();
  }
  for (const pkg of PACKAGES) {
    await db
      .insertInto('packages')
      .values(pkg)
      .onConflict((oc) => oc.column('clus_code').doNothing())
      .execute();
  }
  await db
    .insertInto('package_items')
    .values(['0101', '0501', '0503'].map((comb_code, sort) => ({ clus_code: 'TC001', comb_code, sort })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('companies')
    .values([
      { lnc_code: 'L0012', lnc_name: '深圳华创科技有限公司' },
      { lnc_code: 'L0031', lnc_name: '上海浦江物流股份有限公司' },
    ])
    .onConflict((oc) => oc.column('lnc_code').doNothing())
    .execute();
  await resetContractSlots(db, 5);
}

/** Gives every slot of the contract day `surplus` places (0 = full), in the person pool and L0012's quota. */
export async function resetContractSlots(db: Database, surplus: number): Promise<void> {
  for (const pool of [PERSON_POOL, teamPool('L0012')]) {
    await db.deleteFrom('capacity_slots').where('pool', '=', pool).where('day', '=', CONTRACT_DAY).execute();
    await db
      .insertInto('capacity_days')
      .values({ pool, day: CONTRACT_DAY, holiday: false })
      .onConflict((oc) => oc.columns(['pool', 'day']).doUpdateSet({ holiday: false }))
      .execute();
    await db
      .insertInto('capacity_slots')
      .values(CONTRACT_SLOTS.map((slot) => ({ pool, day: CONTRACT_DAY, ...slot, total: 10, surplus })))
      .execute();
  }
}
