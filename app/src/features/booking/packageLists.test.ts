import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../../test/fixtures';
import {
  CLUS_TYPE,
  fromClusItem,
  fromVehicleItem,
  needsMarriedConfirmation,
  searchPackages,
  toStoredPackage,
} from './packageLists';

const married = fromClusItem({
  clus_code: 'TC102',
  clus_name: '女士全面体检套餐（已婚）',
  clus_note: '含妇科检查',
  price: 1280,
  jd_price: 1080,
  jd_flag: 'T',
  marr_status: '2',
});
const basic = fromClusItem({
  clus_code: 'TC101',
  clus_name: '女士基础体检套餐（未婚）',
  clus_note: '血常规',
  price: 720,
  jd_price: 720,
  jd_flag: 'F',
  marr_status: '1',
});

describe('package lists', () => {
  it('calls each list with its package type', () => {
    expect(CLUS_TYPE).toEqual({ person: '3', staff: '1', vehicle: '2' });
  });

  it('reads the discount flag and the vehicle spelling', () => {
    expect(married).toMatchObject({ code: 'TC102', price: 1280, discountPrice: 1080, discounted: true });
    expect(basic.discounted).toBe(false);
    expect(
      fromVehicleItem({ clus_Code: 'JZ001', clus_Name: '机动车驾驶人体检', clus_Note: '视力', price: 60 }),
    ).toMatchObject({
      code: 'JZ001',
      name: '机动车驾驶人体检',
      discountPrice: 60,
      discounted: false,
    });
  });

  it('searches on the name only', () => {
    expect(searchPackages([married, basic], '全面')).toEqual([married]);
    expect(searchPackages([married, basic], '血常规')).toEqual([]);
    expect(searchPackages([married, basic], '  ')).toEqual([married, basic]);
  });

  it('asks an unmarried user to confirm a married package, nobody else', () => {
    expect(needsMarriedConfirmation(married.marrStatus, { ...sampleUser, marr_type: '1' })).toBe(true);
    expect(needsMarriedConfirmation(married.marrStatus, { ...sampleUser, marr_type: '2' })).toBe(false);
    expect(needsMarriedConfirmation(married.marrStatus, undefined)).toBe(false);
    expect(needsMarriedConfirmation(basic.marrStatus, { ...sampleUser, marr_type: '1' })).toBe(false);
  });

  it('stores the chosen package with its tab sex and list kind', () => {
    expect(toStoredPackage(married, '2', 'person')).toEqual({
      clus_Code: 'TC102',
      clus_Name: '女士全面体检套餐（已婚）',
      clus_Note: '含妇科检查',
      sex: '2',
      price: 1280,
      jd_price: 1080,
      jd_flag: 'T',
      marr_status: '2',
      PersonalSpan: 'person',
    });
  });
});
