import type { Schemas } from '@checkup/sdk';
import { asFen } from '@checkup/sdk/rules';
import { describe, expect, it } from 'vitest';
import { decideExtrasChange, exceedsAllowance, extrasTotalFen, toChosenExtras, totalMatches } from './extrasRules';
import { indexItems } from './linkedItems';
import { sampleAddItemTree } from './testing/addItemTree';

const items = indexItems(sampleAddItemTree());
const context = { onSiteOnlyCodes: new Set(['2308']), items };
const pick = (...codes: string[]) => codes.map((code) => items.get(code)!.item);
const change = (code: string, checked: boolean, selection: string[] = []) => ({
  item: { value: code },
  checked,
  selection: new Set(selection),
});

describe('decideExtrasChange', () => {
  it('refuses an on-site-only item with 该项目需要到现场增加, naming it', () => {
    expect(decideExtrasChange(change('2308', true), context)).toBe('头颅磁共振平扫（MRI）：该项目需要到现场增加');
  });

  it('adds a linked item together with its companions', () => {
    const verdict = decideExtrasChange(change('9286', true, ['0507']), context);
    expect(verdict).toEqual({ selection: new Set(['0507', '9286', '9005']) });
  });

  it('refuses to untick a companion while its linked item is chosen, naming it', () => {
    expect(decideExtrasChange(change('9005', false, ['9286', '9005']), context)).toBe(
      '该项目为“24 小时动态血压监测”的配套项目，不能单独取消',
    );
  });

  it('lets a plain item go', () => {
    expect(decideExtrasChange(change('0507', false, ['0507']), context)).toEqual({ selection: new Set() });
  });
});

describe('chosen extras', () => {
  it('totals the act_price of the chosen items in yuan with the clusOut list', () => {
    expect(toChosenExtras(pick('0507', '9907'))).toEqual({
      totalPrice: 780,
      clusOut: [
        { comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 },
        { comb_code: '9907', comb_name: '无痛胃镜', price: 780, act_price: 720 },
      ],
    });
    expect(extrasTotalFen(pick('0507', '9907'))).toBe(78000);
  });

  it('adds cents without drift', () => {
    const cents = [{ act_price: 0.1 }, { act_price: 0.2 }, { act_price: 19.99 }];
    expect(extrasTotalFen(cents)).toBe(2029);
  });
});

describe('allowance check (超出自费金额)', () => {
  const extras = toChosenExtras(pick('0507', '9907')); // 780.00
  it('passes when the allowance covers the extras, including exactly', () => {
    expect(exceedsAllowance(800, extras)).toBe(false);
    expect(exceedsAllowance(780, extras)).toBe(false);
  });
  it('fails when the allowance minus the extras is negative', () => {
    expect(exceedsAllowance(779.99, extras)).toBe(true);
    expect(exceedsAllowance(0, extras)).toBe(true);
  });
});

describe('total check (金额异常)', () => {
  it('passes when the payload adds up to the displayed total', () => {
    const extras = toChosenExtras(pick('0507', '9907'));
    expect(totalMatches(asFen(78000), extras)).toBe(true);
  });

  it('fails when the displayed total differs from the payload', () => {
    expect(totalMatches(asFen(77900), toChosenExtras(pick('0507', '9907')))).toBe(false);
  });

  it('fails when item prices are not whole fen, so the wire total parts from what was shown', () => {
    const odd: Schemas['AddItem'][] = pick('0507', '0510').map((item) => ({ ...item, act_price: 0.005 }));
    const extras = toChosenExtras(odd);
    expect(totalMatches(extrasTotalFen(odd), extras)).toBe(false);
  });
});
