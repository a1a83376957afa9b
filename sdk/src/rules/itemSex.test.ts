import { describe, expect, it } from 'vitest';
import { itemFitsPackage, itemSexRefusal } from './itemSex';

describe('itemFitsPackage', () => {
  it('keeps items for anyone on every package and sex-specific items on their own sex and on vehicle packages', () => {
    for (const pkg of [1, 2, 3] as const) expect(itemFitsPackage(0, pkg)).toBe(true);
    expect(itemFitsPackage(1, 1)).toBe(true);
    expect(itemFitsPackage(2, 2)).toBe(true);
    expect(itemFitsPackage(1, 3)).toBe(true);
    expect(itemFitsPackage(2, 3)).toBe(true);
  });

  it('refuses women-only items on male packages and men-only items on female packages', () => {
    expect(itemFitsPackage(2, 1)).toBe(false);
    expect(itemFitsPackage(1, 2)).toBe(false);
  });
});

describe('itemSexRefusal', () => {
  it('names the item and the package sex', () => {
    expect(itemSexRefusal('宫颈TCT', 1)).toBe('宫颈TCT：该项目不适用于男性套餐');
    expect(itemSexRefusal('前列腺特异性抗原（PSA）', 2)).toBe('前列腺特异性抗原（PSA）：该项目不适用于女性套餐');
  });
});
