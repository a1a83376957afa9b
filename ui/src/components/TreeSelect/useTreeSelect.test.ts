import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTreeSelect, type TreeSelectCategory, type TreeSelectRule } from './useTreeSelect';

const categories: TreeSelectCategory[] = [
  {
    value: '05',
    label: '影像',
    items: [
      { value: '9907', label: '胸部CT', price: 300 },
      { value: '0501', label: '腹部彩超', price: 150 },
    ],
  },
  {
    value: '09',
    label: '检验',
    items: [
      { value: '0901', label: '血常规', price: 20, disabled: true },
      { value: '0911', label: '肿瘤标志物', price: 260 },
    ],
  },
];
const find = (v: string) => categories.flatMap((c) => c.items).find((i) => i.value === v)!;

describe('useTreeSelect', () => {
  it('shows the active category, and searches across all categories by name or code', () => {
    const { result } = renderHook(() => useTreeSelect({ categories }));
    expect(result.current.rows.map((r) => r.item.value)).toEqual(['9907', '0501']);
    act(() => result.current.setActiveCategory('09'));
    expect(result.current.rows.map((r) => r.item.value)).toEqual(['0901', '0911']);
    act(() => result.current.setQuery('彩超'));
    expect(result.current.rows.map((r) => [r.category.value, r.item.value])).toEqual([['05', '0501']]);
    act(() => result.current.setQuery(' 09 '));
    expect(result.current.rows.map((r) => r.item.value)).toEqual(['0901', '0911']);
  });

  it('counts selections per category and refuses disabled items', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useTreeSelect({ categories, onChange }));
    act(() => void result.current.toggle(find('0911')));
    act(() => void result.current.toggle(find('9907')));
    expect(onChange).toHaveBeenLastCalledWith(['9907', '0911'], [find('9907'), find('0911')]);
    expect(result.current.countByCategory.get('05')).toBe(1);
    expect(result.current.countByCategory.get('09')).toBe(1);
    let outcome: unknown;
    act(() => void (outcome = result.current.toggle(find('0901'))));
    expect(outcome).toEqual({ ok: false });
    expect(result.current.selected.has('0901')).toBe(false);
    act(() => void result.current.toggle(find('9907')));
    expect([...result.current.selected]).toEqual(['0911']);
  });

  it('asks the rule first: refusal keeps the selection and reports the message', () => {
    const onRefuse = vi.fn();
    const allowance = 400;
    const rule: TreeSelectRule = ({ next }) =>
      [...next].reduce((sum, v) => sum + (find(v).price ?? 0), 0) > allowance ? '超出自费金额' : true;
    const { result } = renderHook(() => useTreeSelect({ categories, canToggle: rule, onRefuse }));
    act(() => void result.current.toggle(find('9907')));
    let outcome: unknown;
    act(() => void (outcome = result.current.toggle(find('0911'))));
    expect(outcome).toEqual({ ok: false, message: '超出自费金额' });
    expect(onRefuse).toHaveBeenCalledWith('超出自费金额', find('0911'));
    expect(result.current.message).toBe('超出自费金额');
    expect([...result.current.selected]).toEqual(['9907']);
    act(() => void result.current.toggle(find('9907')));
    expect(result.current.message).toBeNull();
  });

  it('lets the rule adjust the selection for linked items', () => {
    const rule: TreeSelectRule = ({ item, checked, next }) => {
      if (item.value !== '9907') return true;
      const linked = new Set(next);
      if (checked) linked.add('0911');
      else linked.delete('0911');
      return { selection: linked };
    };
    const { result } = renderHook(() => useTreeSelect({ categories, canToggle: rule }));
    act(() => void result.current.toggle(find('9907'), true));
    expect([...result.current.selected]).toEqual(['9907', '0911']);
    act(() => void result.current.toggle(find('9907'), false));
    expect([...result.current.selected]).toEqual([]);
  });

  it('follows a controlled value', () => {
    const { result, rerender } = renderHook(({ value }) => useTreeSelect({ categories, value }), {
      initialProps: { value: ['0501'] as string[] },
    });
    expect(result.current.selectedItems).toEqual([find('0501')]);
    rerender({ value: ['0911'] });
    expect(result.current.countByCategory.get('09')).toBe(1);
    expect(result.current.countByCategory.get('05')).toBe(0);
  });
});
