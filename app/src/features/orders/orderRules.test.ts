import type { Schemas } from '@checkup/sdk';
import { describe, expect, it } from 'vitest';
import {
  cancelDeadlineText,
  cancelInformation,
  cancelLeadDays,
  orderActions,
  orderExtras,
  orderPackagePrice,
  orderStateLabel,
  withinCancelDeadline,
} from './orderRules';

type CheckedType = Schemas['CheckedType'];
const personalTypes: CheckedType[] = ['person', 'question', 'vehicle', 'staff'];
const on = { payEnabled: true };
const off = { payEnabled: false };

describe('orderActions (§4 cancel rules)', () => {
  it('cancels a group order in F with the team cancel, whatever the payment switch', () => {
    expect(orderActions({ type: 'group', state: 'F' }, on)).toEqual({ cancel: 'TeamOrderCancel', pay: false });
    expect(orderActions({ type: 'group', state: 'F' }, off)).toEqual({ cancel: 'TeamOrderCancel', pay: false });
  });

  it.each(personalTypes)('refunds a paid %s order in F only while payment is enabled', (type) => {
    expect(orderActions({ type, state: 'F' }, on)).toEqual({ cancel: 'PersonOrderRefund', pay: false });
    expect(orderActions({ type, state: 'F' }, off)).toEqual({ cancel: null, pay: false });
  });

  it('offers cancel (no-pay refund) and pay now in S; pay now only while payment is enabled', () => {
    expect(orderActions({ type: 'person', state: 'S' }, on)).toEqual({ cancel: 'PersonOrderNoPayRefund', pay: true });
    expect(orderActions({ type: 'person', state: 'S' }, off)).toEqual({ cancel: 'PersonOrderNoPayRefund', pay: false });
  });

  it.each(['C', 'export', 'E', 'Refund'] as const)('offers nothing but back in %s', (state) => {
    for (const type of [...personalTypes, 'group' as const])
      expect(orderActions({ type, state }, on)).toEqual({ cancel: null, pay: false });
  });
});

describe('cancelInformation (§4: E shows its errmsg)', () => {
  it("shows an abnormal order's errmsg, and a revoked order's when the server gave one (a late payment refunded)", () => {
    expect(cancelInformation({ state: 'E', errmsg: '订单已过期' })).toBe('订单已过期');
    expect(cancelInformation({ state: 'C', errmsg: '订单已撤销，支付款项将原路退回' })).toBe(
      '订单已撤销，支付款项将原路退回',
    );
  });

  it('shows nothing for an empty errmsg or for an order that is not closed', () => {
    expect(cancelInformation({ state: 'C', errmsg: '' })).toBeNull();
    for (const state of ['S', 'F', 'export', 'Refund'] as const)
      expect(cancelInformation({ state, errmsg: '说明' })).toBeNull();
  });
});

describe('orderStateLabel (§4 order state)', () => {
  it('reads F as 预约成功 for a group order and 已支付 otherwise', () => {
    expect(orderStateLabel({ type: 'group', state: 'F' }, on)?.text).toBe('预约成功');
    for (const type of personalTypes) expect(orderStateLabel({ type, state: 'F' }, on)?.text).toBe('已支付');
  });

  it('shows 待付款 only while payment is enabled', () => {
    expect(orderStateLabel({ type: 'person', state: 'S' }, on)?.text).toBe('待付款');
    expect(orderStateLabel({ type: 'person', state: 'S' }, off)).toBeUndefined();
  });

  it.each([
    ['C', '已撤销'],
    ['export', '已导入'],
    ['E', '异常'],
    ['Refund', '已退款'],
  ] as const)('reads %s as %s', (state, text) => {
    expect(orderStateLabel({ type: 'person', state }, on)?.text).toBe(text);
  });
});

describe('cancel deadline (§9)', () => {
  const config = { personCancelLeadDays: 1, teamCancelLeadDays: 3 };
  it('uses the personal lead days for personal orders and the team ones for group orders', () => {
    expect(cancelLeadDays({ type: 'person' }, config)).toBe(1);
    expect(cancelLeadDays({ type: 'group' }, config)).toBe(3);
  });

  it('allows cancelling up to 23:30 Shanghai N days before the start, not after', () => {
    const person = { type: 'person' as const, begin_Time: '2026-12-01' };
    expect(withinCancelDeadline(person, config, new Date('2026-11-30T15:30:00Z'))).toBe(true);
    expect(withinCancelDeadline(person, config, new Date('2026-11-30T15:30:01Z'))).toBe(false);
    const group = { type: 'group' as const, begin_Time: '2026-12-01' };
    expect(withinCancelDeadline(group, config, new Date('2026-11-28T15:30:00Z'))).toBe(true);
    expect(withinCancelDeadline(group, config, new Date('2026-11-29T00:00:00Z'))).toBe(false);
  });

  it('writes the deadline as the visitor reads it, in Shanghai time', () => {
    expect(cancelDeadlineText({ type: 'person', begin_Time: '2026-12-01' }, config)).toBe('2026-11-30 23:30');
    expect(cancelDeadlineText({ type: 'group', begin_Time: '2026-12-01' }, config)).toBe('2026-11-28 23:30');
  });
});

describe('orderExtras', () => {
  it('reads the JSON list of a personal order', () => {
    const choose_comb_code = JSON.stringify([
      { comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 },
    ]);
    expect(orderExtras({ choose_comb_code })).toEqual([{ code: '0507', name: '糖化血红蛋白', price: 60 }]);
  });

  it('reads a group order’s extras by name from the same JSON list', () => {
    const choose_comb_code = JSON.stringify([
      { comb_code: '9263', comb_name: '低剂量螺旋CT（胸部）', price: 380, act_price: 380 },
    ]);
    expect(orderExtras({ choose_comb_code })).toEqual([{ code: '9263', name: '低剂量螺旋CT（胸部）', price: 380 }]);
  });

  it('shows nothing for no extras or unreadable ones', () => {
    expect(orderExtras({ choose_comb_code: '' })).toEqual([]);
    expect(orderExtras({})).toEqual([]);
    expect(orderExtras({ choose_comb_code: '{oops' })).toEqual([]);
  });
});

describe('orderPackagePrice (the package part of the order amount)', () => {
  const extras = JSON.stringify([
    { comb_code: '0507', comb_name: '乙肝两对半', price: 60, act_price: 50 },
    { comb_code: '0510', comb_name: '凝血功能（四项）', price: 60, act_price: 60 },
  ]);

  it("is a personal order's amount less its extras' act prices, so amount = package + extras", () => {
    expect(orderPackagePrice({ type: 'person', price: 1009, choose_comb_code: extras })).toBe(899);
    expect(orderPackagePrice({ type: 'vehicle', price: 120, choose_comb_code: '' })).toBe(120);
    expect(
      orderPackagePrice({
        type: 'person',
        price: 978.3,
        choose_comb_code: JSON.stringify([{ comb_code: '9263', comb_name: 'CT', price: 380, act_price: 380.1 }]),
      }),
    ).toBe(598.2);
  });

  it('is not known for a group order (the company pays the package) or extras that do not explain the amount', () => {
    expect(orderPackagePrice({ type: 'group', price: 0, choose_comb_code: '' })).toBeUndefined();
    expect(orderPackagePrice({ type: 'group', price: 60, choose_comb_code: '0507' })).toBeUndefined();
    expect(
      orderPackagePrice({
        type: 'person',
        price: 100,
        choose_comb_code: JSON.stringify([{ comb_code: '0507', comb_name: 'x' }]),
      }),
    ).toBeUndefined();
    expect(orderPackagePrice({ type: 'person', price: 40, choose_comb_code: extras })).toBeUndefined();
  });
});
