import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../src/services/context';
import { NOTICE_TITLE } from '../../src/db/seed/index';
import {
  addItemTree,
  getNotice,
  itemLinks,
  listCompanies,
  listPackageItems,
  listPackages,
  listVehiclePackages,
  onSiteOnlyCodes,
} from '../../src/services/catalog';
import { BusinessError } from '../../src/services/errors';
import { listQuestions, recommendItems } from '../../src/services/questionnaire';
import { testContext } from './testDb';

let ctx: ServiceContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(() => ctx.db.destroy());

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BusinessError)) throw new Error(`expected a BusinessError, got ${String(error)}`);
  return error.message;
}

describe('catalog', () => {
  it('splits personal and staff packages by sex, with discount and marriage fields', async () => {
    const person = await listPackages(ctx, 3);
    expect(person.m.map((p) => p.clus_code)).toEqual(['P1001', 'P1002', 'P1003']);
    expect(person.w.find((p) => p.clus_code === 'P2003')).toMatchObject({
      marr_status: '2',
      jd_flag: 'T',
      price: 1380,
      jd_price: 1180,
    });
    expect(person.m.find((p) => p.clus_code === 'P1001')).toMatchObject({ jd_flag: 'F', price: 399 });
    const staff = await listPackages(ctx, 1);
    expect(staff.m).toHaveLength(2);
    expect(staff.w).toHaveLength(2);
    expect((await listVehiclePackages(ctx)).map((p) => p.clus_Code)).toEqual(['V0001', 'V0002']);
  });

  it('lists package items and refuses an unknown package', async () => {
    const items = await listPackageItems(ctx, 'P1001');
    expect(items[0]).toMatchObject({ comb_code: '0101', comb_Code: '0101', comb_Price: 10 });
    expect(await refusal(listPackageItems(ctx, 'NOPE'))).toBe('暂无项目数据');
  });

  it('builds the add-item tree with checkflag, linked codes and on-site-only codes', async () => {
    const tree = await addItemTree(ctx, 'P2001');
    expect(tree.map((c) => c.cls_code)).toEqual(['01', '05', '23', '09', '12', '15']);
    const lab = tree.find((c) => c.cls_code === '05');
    expect(lab?.children.find((i) => i.comb_code === '0501')?.checkflag).toBe(true);
    expect(lab?.children.find((i) => i.comb_code === '0510')).toMatchObject({ cxf_flag: 'T', checkflag: false });
    const links = await itemLinks(ctx);
    expect(Object.keys(links).sort()).toEqual(['0130', '0911', '8979', '9263', '9286', '9902', '9907', '9908']);
    expect(await onSiteOnlyCodes(ctx)).toEqual(['0912', '2308']);
  });

  it("leaves items for the other sex, and the categories that empties, out of a package's add-item tree", async () => {
    const codes = (tree: Awaited<ReturnType<typeof addItemTree>>) =>
      tree.flatMap((c) => c.children.map((i) => i.comb_code));
    const male = await addItemTree(ctx, 'P1001');
    expect(male.map((c) => c.cls_code)).toEqual(['01', '05', '23', '09', '15']);
    for (const code of ['8979', '1201', '1202', '1203', '0513', '0130', '2307', '2304', '1504'])
      expect(codes(male)).not.toContain(code);
    expect(codes(male)).toContain('1503');
    const female = await addItemTree(ctx, 'P2001');
    expect(codes(female)).not.toContain('1503');
    expect(codes(female)).toEqual(expect.arrayContaining(['8979', '1203', '1504']));
    // A vehicle package has no sex split; without a package the whole catalogue is listed.
    expect(codes(await addItemTree(ctx, 'V0001'))).toEqual(expect.arrayContaining(['8979', '1503']));
    expect(codes(await addItemTree(ctx))).toEqual(expect.arrayContaining(['8979', '1503']));
  });

  it('serves the notice and companies', async () => {
    expect((await getNotice(ctx, NOTICE_TITLE)).content).toContain('<strong>空腹</strong>');
    expect(await refusal(getNotice(ctx, '不存在'))).toBe('加载失败，请联系工作人员！');
    expect((await listCompanies(ctx))[0]).toEqual({ lnc_Code: 'L0001', lnc_Name: '示范市数智科技有限公司' });
  });
});

describe('questionnaire', () => {
  it('has 19 questions and drops the female section (13-16) for men', async () => {
    const women = await listQuestions(ctx, '2');
    expect(women).toHaveLength(19);
    const men = await listQuestions(ctx, '1');
    expect(men.map((q) => q.question_code)).not.toContain('13');
    expect(men).toHaveLength(15);
    expect(women.find((q) => q.question_code === '4')).toMatchObject({ type: '2', binding_code: 'B04' });
    expect(women.find((q) => q.question_code === '3')?.answers[1]).toEqual({
      result_code: '3-2',
      result_name: '吸烟',
      result_el_code: 'B04',
    });
  });

  it('recommends items from answer codes by sex, age and marriage', async () => {
    const items = await recommendItems(ctx, { comb_code: '3-2,15-2,13-2', sex: '2', age: 40, marriage: '2' });
    const codes = items.map((i) => i.comb_code);
    expect(codes).toEqual(expect.arrayContaining(['9263', '0130', '8979']));
    expect(items.find((i) => i.comb_code === '9263')).toMatchObject({
      flag_code: 'SMOKE',
      note_bs2: '孕妇及备孕者',
      bt_name: '影像检查',
    });
    const unmarried = await recommendItems(ctx, { comb_code: '3-2,13-2', sex: '2', marriage: '1' });
    expect(unmarried.map((i) => i.comb_code)).not.toContain('8979');
    const man = await recommendItems(ctx, { comb_code: '15-2,3-2', sex: '1' });
    expect(man.map((i) => i.comb_code)).toEqual(['9263']);
    // A heavy smoker (4-3) with a lung-cancer family history (9-3): one CT, both tags and reasons joined.
    const heavy = await recommendItems(ctx, { comb_code: '4-3,9-3', sex: '1' });
    expect(heavy.find((i) => i.comb_code === '9263')).toMatchObject({
      flag_code: 'SMOKE_H,LUNG',
      note_bs1: '重度吸烟者；有肺癌家族史或呼吸道症状者',
    });
    // Each item names the chosen answers that recommend it.
    expect(heavy.find((i) => i.comb_code === '9263')?.result_codes).toEqual(['4-3', '9-3']);
    expect(heavy.find((i) => i.comb_code === '1501')?.result_codes).toEqual(['4-3']);
    // The price is what booking the item costs (act_price 100), not its list price (120).
    const thyroid = await recommendItems(ctx, { comb_code: '11-2', sex: '1' });
    expect(thyroid.find((i) => i.comb_code === '0508')).toMatchObject({ price: 100 });
    // Recommendation tags and follow-up binding codes are not answer codes.
    expect(await refusal(recommendItems(ctx, { comb_code: 'SMOKE,B04', sex: '1' }))).toBe('暂无符合体检项目套餐');
    expect(await refusal(recommendItems(ctx, { comb_code: '3-1', sex: '1' }))).toBe('暂无符合体检项目套餐');
  });
});
