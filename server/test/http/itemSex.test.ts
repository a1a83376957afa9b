import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDay, malePackage, personOrder } from './bookingRequests';
import { envelope, testApp } from './harness';

/** Items for one sex only (docs/adr/0044) through HTTP: neither listed for nor accepted on a package of the other sex. */
describe('add-on items for one sex through HTTP', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  it('AddClusItem for a male package lists no 妇科, TCT or HPV item, and PersonOrderAdd refuses one by name', async () => {
    const token = await t.token();
    const cookie = await t.signIn('o-item-sex');
    const pkg = await malePackage(t.post, token);

    const tree = envelope(await t.post('/api/UserInfoApi/AddClusItem', { clus_code: pkg.clus_code }, { token }));
    const names = (tree.returnData as { text: string; children: { comb_name: string }[] }[]).flatMap((c) => [
      c.text,
      ...c.children.map((i) => i.comb_name),
    ]);
    expect(names.filter((name) => /妇科|TCT|HPV|宫颈/.test(name))).toEqual([]);

    const tct = JSON.stringify([
      { comb_code: '8979', comb_name: '宫颈液基薄层细胞学检查（TCT）', price: 220, act_price: 200 },
    ]);
    const order = personOrder('o-item-sex', pkg, bookableDay(t.clock.now()), '03', 773);
    const res = await t.post(
      '/api/OrderListApi/PersonOrderAdd',
      { ...order, choose_comb_code: tct, price: order.price + 220 },
      { token, cookie },
    );
    expect(envelope(res)).toEqual({
      success: false,
      returnMsg: '宫颈液基薄层细胞学检查（TCT）：该项目不适用于男性套餐',
    });
  });
});
