import type { Schemas } from '@checkup/sdk';
import { describe, expect, it } from 'vitest';
import { companionsOf, indexItems, LINKED_ITEMS, linkedSelection, requiredBy } from './linkedItems';
import { sampleAddItemTree } from './testing/addItemTree';

const items = indexItems(sampleAddItemTree());
const sorted = (codes: Iterable<string>) => [...codes].sort();

describe('linked add-items', () => {
  it('links exactly the eight codes of §5', () => {
    expect(Object.keys(LINKED_ITEMS).sort()).toEqual(['0130', '0911', '8979', '9263', '9286', '9902', '9907', '9908']);
  });

  it.each([
    ['9907', ['0510', '0511', '9001']],
    ['9902', ['0510', '9002', '9004']],
    ['9908', ['0510', '0511', '9003', '9004']],
    ['0130', ['2306', '2307']],
    ['0911', ['0512']],
    ['9263', ['2306']],
    ['8979', ['0513']],
    ['9286', ['9005']],
  ])('ticking %s adds its companions %j', (code, companions) => {
    expect(sorted(linkedSelection(new Set(), code, true, items))).toEqual(sorted([code, ...companions]));
  });

  it('unticking a linked item removes its companions', () => {
    const chosen = linkedSelection(new Set(['0507']), '9907', true, items);
    expect(sorted(linkedSelection(chosen, '9907', false, items))).toEqual(['0507']);
  });

  it('keeps a companion another chosen linked item still needs (0130 and 9263 share 2306)', () => {
    let chosen = linkedSelection(new Set(), '0130', true, items);
    chosen = linkedSelection(chosen, '9263', true, items);
    expect(sorted(linkedSelection(chosen, '0130', false, items))).toEqual(['2306', '9263']);
  });

  it('leaves other codes alone', () => {
    expect(sorted(linkedSelection(new Set(['0510']), '0507', true, items))).toEqual(['0507', '0510']);
    expect(companionsOf('0507', items)).toEqual([]);
  });

  it('only counts companions in categories 05, 23, 09 flagged cxf_flag T and not already in the package', () => {
    const tree = sampleAddItemTree();
    const change = (code: string, patch: Partial<Schemas['AddItem']>, cls?: string) =>
      tree.map((category) => ({
        ...category,
        cls_code: cls && category.children.some((i) => i.comb_code === code) ? cls : category.cls_code,
        children: category.children.map((i) => (i.comb_code === code ? { ...i, ...patch } : i)),
      }));
    expect(companionsOf('9907', indexItems(change('9001', { cxf_flag: 'F' })))).toEqual(['0510', '0511']);
    expect(companionsOf('9907', indexItems(change('0510', { checkflag: true })))).toEqual(['9001', '0511']);
    expect(companionsOf('8979', indexItems(change('0513', {}, '12')))).toEqual([]);
    expect(companionsOf('0911', indexItems(tree.filter((c) => c.cls_code !== '05')))).toEqual([]);
  });

  it('names the chosen linked item that needs a companion', () => {
    const chosen = linkedSelection(new Set(), '9902', true, items);
    expect(requiredBy('9004', chosen, items)).toBe('9902');
    expect(requiredBy('0507', chosen, items)).toBeUndefined();
  });
});
