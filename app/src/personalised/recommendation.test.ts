import type { Schemas } from '@checkup/sdk';
import { describe, expect, it } from 'vitest';
import { basePackageFor, extrasOf } from './recommendation';
import { sampleItems } from './testing/questionFixtures';

const pkg = (code: string, marr: Schemas['MarrStatus']): Schemas['ClusItem'] => ({
  clus_code: code, clus_name: code, clus_note: '', price: 399, jd_price: 399, jd_flag: 'F', marr_status: marr,
});
const lists: Schemas['ClusItemLists'] = { m: [pkg('P1001', '0')], w: [pkg('P2003', '2'), pkg('P2001', '0')] };

describe('recommendation to booking', () => {
  it("takes the first package of the visitor's sex that fits the marital status, as a personalised check-up", () => {
    expect(basePackageFor(lists, { sex: '1', maritalStatus: '1' })).toMatchObject({ clus_Code: 'P1001', sex: '1', PersonalSpan: 'question' });
    expect(basePackageFor(lists, { sex: '2', maritalStatus: '2' })?.clus_Code).toBe('P2003');
    expect(basePackageFor(lists, { sex: '2', maritalStatus: '1' })?.clus_Code).toBe('P2001');
    expect(basePackageFor({ m: [], w: [] }, { sex: '1', maritalStatus: '1' })).toBeUndefined();
  });

  it('turns the recommended items into chosen extras with their total', () => {
    expect(extrasOf(sampleItems)).toEqual({
      totalPrice: 420,
      clusOut: [
        { comb_code: '9263', comb_name: '低剂量螺旋CT（肺部）', price: 380, act_price: 380 },
        { comb_code: '0505', comb_name: '血脂（四项）', price: 40, act_price: 40 },
      ],
    });
  });
});
