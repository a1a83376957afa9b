import type { Schemas } from '@checkup/sdk';
import { describe, expect, it } from 'vitest';
import { sampleAddItemTree } from '../extras/testing/addItemTree';
import { answerReasons, basePackageFor, planRecommendation } from './recommendation';
import { sampleQuestions } from './testing/questionFixtures';

const pkg = (code: string, marr: Schemas['MarrStatus']): Schemas['ClusItem'] => ({
  clus_code: code,
  clus_name: code,
  clus_note: '',
  price: 399,
  jd_price: 399,
  jd_flag: 'F',
  marr_status: marr,
});
const lists: Schemas['ClusItemLists'] = { m: [pkg('P1001', '0')], w: [pkg('P2003', '2'), pkg('P2001', '0')] };

const recommended = (
  comb_code: string,
  comb_name: string,
  price: number,
  result_codes: string[],
): Schemas['RecommendedItem'] => ({
  comb_code,
  comb_name,
  price,
  note: '',
  note_bs1: '',
  note_bs2: '',
  flag_code: '',
  check_cls: '',
  bt_name: '',
  his_code: comb_code,
  hisExecDepartCode: '',
  result_codes,
});

/** The sample tree with 0501 (in the package) and 2308 (on site only) among the recommended items. */
const items = [
  recommended('9263', '胸部低剂量螺旋 CT', 350, ['3-2']),
  recommended('0501', '血常规（五分类）', 25, ['6-3']),
  recommended('2308', '头颅磁共振平扫（MRI）', 680, ['6-2']),
  recommended('1503', '前列腺特异性抗原（PSA）', 80, ['6-2']),
  recommended('0507', '糖化血红蛋白', 60, ['6-2', '6-3']),
];

describe('recommendation to booking', () => {
  it("takes the first package of the visitor's sex that fits the marital status, as a personalised check-up", () => {
    expect(basePackageFor(lists, { sex: '1', maritalStatus: '1' })).toMatchObject({
      clus_Code: 'P1001',
      sex: '1',
      PersonalSpan: 'question',
    });
    expect(basePackageFor(lists, { sex: '2', maritalStatus: '2' })?.clus_Code).toBe('P2003');
    expect(basePackageFor(lists, { sex: '2', maritalStatus: '1' })?.clus_Code).toBe('P2001');
    expect(basePackageFor({ m: [], w: [] }, { sex: '1', maritalStatus: '1' })).toBeUndefined();
  });

  it('recommends only what the package lacks and its tree offers; chooses them through the add-item rules', () => {
    const plan = planRecommendation(items, sampleAddItemTree(), new Set(['2308']), sampleQuestions);
    // 0501 is in the package, 1503 is not offered for it.
    expect(plan.entries.map((entry) => entry.item.comb_code)).toEqual(['9263', '2308', '0507']);
    expect(plan.entries.map((entry) => entry.onSiteOnly)).toEqual([false, true, false]);
    // The CT brings its companion 2306 (30); the on-site-only MRI is not chosen: 350 + 30 + 60.
    expect(plan.extras.clusOut.map((item) => item.comb_code)).toEqual(['9263', '2306', '0507']);
    expect(plan.extras.totalPrice).toBe(440);
    expect(plan.companions).toEqual(['影像胶片及数字存档']);
  });

  it('says which answers recommend an item, in words', () => {
    expect(answerReasons(['3-2'], sampleQuestions)).toEqual(['吸烟（您是否吸烟？）']);
    expect(answerReasons(['6-2', '6-3', 'X-9'], sampleQuestions)).toEqual([
      '高盐（您的饮食习惯有哪些？（可多选））',
      '高油脂（您的饮食习惯有哪些？（可多选））',
    ]);
  });
});
